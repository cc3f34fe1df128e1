// Issue #23 part 1: WEB's frame in another language — the cookie notice, the ui's skip link and
// the communication error of a failed version call (a domain text with the product's name).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLocale } from '../i18n/index.ts';
import { fakeApi } from '../../test/render.tsx';
import { renderInLanguage } from '../../test/i18n/render-in-language.tsx';
import { AppShell } from './AppShell.tsx';
import { FatalErrorHelper } from './components/FatalErrorHelper.tsx';

afterEach(() => applyDocumentLocale('de'));

describe('the shell in another language', () => {
  it('shows the cookie notice and the skip link in Arabic', async () => {
    renderInLanguage('ar', <AppShell>Seite</AppShell>);
    const cookie = await screen.findByRole('region', { name: 'إشعار ملفات تعريف الارتباط' });
    expect(within(cookie).getByRole('button', { name: 'اختيار الكل' })).toBeTruthy();
    expect(within(cookie).getByRole('link', { name: 'بيانات الناشر' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى' })).toBeTruthy();
  });

  it('says the communication error in English', async () => {
    const api = fakeApi('WEB', { version: vi.fn(async () => Promise.reject(new Error('down'))) });
    renderInLanguage('en', <AppShell>Page</AppShell>, { api });
    expect(await screen.findByText('Communication error')).toBeTruthy();
    expect(screen.getByText('The Terminservice is not available at the moment')).toBeTruthy();
  });

  it('labels the fatal error’s code and reference in Turkish', async () => {
    renderInLanguage(
      'tr',
      <FatalErrorHelper
        message="kaputt"
        supportMail="support@example.de"
        report={{ errorCode: 'WP001', referenceId: 'abc-123' }}
      />,
    );
    expect(await screen.findByText('Hata kodu: WP001 · Referans numarası: abc-123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hata raporu gönder' })).toBeTruthy();
  });
});
