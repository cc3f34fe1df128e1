// Issue #23 part 1: the no-code form (Nein) in another language — its labels, the specialties, the
// domain's messages and the ui's "Fehler:" before a field error.
import { ROUTES } from '@terminservice/domain/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale } from '../i18n/index.ts';
import { loginApi } from '../../test/login/fake-api.ts';
import { renderInLanguage } from '../../test/i18n/render-in-language.tsx';
import { LoginPage } from './index.ts';

afterEach(() => applyDocumentLocale('de'));

/** What a screen reader says after the field's name: its hint and error (aria-describedby). */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ');
}

function renderLoginIn(locale: 'en' | 'ar') {
  const user = userEvent.setup();
  renderInLanguage(locale, <LoginPage />, {
    api: loginApi(),
    routes: <Route path={ROUTES.verification} element={null} />,
  });
  return user;
}

describe('the no-code form in another language', () => {
  it('speaks English: labels, specialties, the channel and the messages', async () => {
    const user = renderLoginIn('en');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(
      screen.getByRole('heading', { name: 'Find an appointment without a placement code' }),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Specialty' });
    expect(within(select).getByRole('option', { name: 'Eye doctor' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Please choose' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'by email' }));
    expect(screen.getByRole('textbox', { name: 'Repeat email address' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(description(select)).toBe('Error: Please choose a specialty.');
    expect(
      description(screen.getByRole('checkbox', { name: 'I have statutory health insurance.' })),
    ).toBe('Error: Please confirm that you have statutory health insurance.');
    expect(screen.getAllByText('You must enter an email address')).toHaveLength(2);
  });

  it('speaks Arabic, with the error said before the message', async () => {
    const user = renderLoginIn('ar');
    await user.click(await screen.findByRole('radio', { name: 'لا' }));
    expect(document.documentElement.dir).toBe('rtl');
    const select = screen.getByRole('combobox', { name: 'التخصص' });
    expect(within(select).getByRole('option', { name: 'طبيب الأطفال' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'عبر رسالة نصية قصيرة (SMS)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(description(select)).toBe('خطأ: يرجى اختيار تخصص.');
    expect(description(screen.getByRole('textbox', { name: 'رقم الهاتف المحمول' }))).toBe(
      '+49 سنرسل إليكم رمز PIN مكوّنًا من 6 أرقام عبر رسالة نصية قصيرة (SMS). خطأ: يجب عليكم إدخال رقم هاتف',
    );
  });
});
