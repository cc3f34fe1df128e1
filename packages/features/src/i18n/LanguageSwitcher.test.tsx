// Issue #23 part 1: the switcher shows each language in itself; a choice loads the language,
// sets <html lang dir> and is remembered; without a loader (the staff apps) there is no switcher.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider, useT } from './I18nProvider.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { applyDocumentLocale, localeInUse, LOCALE_STORAGE_KEY, setLocaleInUse } from './locales.ts';

const HELLO = /*i18n*/ { id: 'shell.menu.help', message: 'Hilfe' };

function Help() {
  const { t } = useT();
  return <p>{t(HELLO)}</p>;
}

afterEach(() => {
  applyDocumentLocale('de');
  setLocaleInUse('de');
});

describe('LanguageSwitcher', () => {
  it('switches to Arabic: the text, lang and dir follow, and the choice is remembered', async () => {
    render(
      <I18nProvider load={(locale) => createTranslator(locale)}>
        <LanguageSwitcher />
        <Help />
      </I18nProvider>,
    );
    expect(screen.getByText('Hilfe')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Sprache' });
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');

    await userEvent.selectOptions(select, 'ar');
    expect(await screen.findByText('المساعدة')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'اللغة' }) as HTMLSelectElement).value).toBe('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    // WEB's API client sends it as Accept-Language: the server's messages follow (ADR 37).
    expect(localeInUse()).toBe('ar');
  });

  it('is not there in a German-only app', () => {
    render(
      <I18nProvider>
        <LanguageSwitcher />
        <Help />
      </I18nProvider>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Hilfe')).toBeTruthy();
  });
});
