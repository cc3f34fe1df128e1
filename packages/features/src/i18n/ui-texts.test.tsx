// Issue #23 part 1: the ui components' own texts follow the language (German is ui's own default),
// and the shared texts with a number choose the language's plural.
import { tooManyAttemptsMessage } from '@terminservice/domain/errors';
import { GERMAN_UI_TEXTS } from '@terminservice/ui/texts';
import { TextField } from '@terminservice/ui/text-field';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimeLeft, pinTimeTexts } from '../common/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { applyDocumentLocale, LOCALE_STORAGE_KEY } from './locales.ts';
import { GERMAN } from './translator.ts';
import { uiTexts } from './ui-texts.ts';

afterEach(() => applyDocumentLocale('de'));

describe('the ui texts', () => {
  it('are, in German, exactly ui’s own defaults', () => {
    expect(uiTexts(GERMAN.t)).toEqual(GERMAN_UI_TEXTS);
  });

  it.each([
    ['en', 'Error: Invalid postcode'],
    ['ar', 'خطأ: Invalid postcode'],
  ] as const)('say the field error’s prefix in %s', async (locale, said) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    render(
      <I18nProvider load={createTranslator}>
        <TextField label="PLZ" error="Invalid postcode" />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox');
    const error = () => document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error()?.textContent).toBe('Fehler: Invalid postcode');
    await screen.findByText(said.split(':')[0] + ':');
    expect(error()?.textContent).toBe(said);
  });
});

describe('the shared texts with a number', () => {
  it('say the time left in the language’s plural', async () => {
    const russian = await createTranslator('ru');
    expect(formatTimeLeft(120, russian.t)).toBe('2 минуты');
    expect(formatTimeLeft(5 * 60, russian.t)).toBe('5 минут');
    expect(formatTimeLeft(21 * 60, russian.t)).toBe('21 минуту');
    const arabic = await createTranslator('ar');
    expect(formatTimeLeft(120, arabic.t)).toBe('دقيقتين');
    expect(formatTimeLeft(45, arabic.t)).toBe('45 ثانية');
    expect(formatTimeLeft(540)).toBe('9 Minuten');
  });

  it('say a PIN’s validity and the 429 wait', async () => {
    const polish = await createTranslator('pl');
    expect(pinTimeTexts(10 * 60_000, polish.t).warning).toContain('przez 10 minut.');
    expect(pinTimeTexts(10 * 60_000).warning).toContain('wieder 10 Minuten gültig.');
    const turkish = await createTranslator('tr');
    expect(turkish.domain(tooManyAttemptsMessage(900_000))).toBe(
      'Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    expect(turkish.domain(tooManyAttemptsMessage(null))).toBe(
      'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
    );
  });
});
