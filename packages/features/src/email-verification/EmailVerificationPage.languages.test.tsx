// Issue #23 part 1: the e-mail verification result page in Arabic (the domain's texts translated).
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider, LOCALE_STORAGE_KEY, applyDocumentLocale } from '../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';

afterEach(() => applyDocumentLocale('de'));

describe('the e-mail verification page in Arabic', () => {
  it('shows the title, the state’s text and the link in Arabic', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    renderInApp(
      <I18nProvider load={(locale) => createTranslator(locale)}>
        <Routes>
          <Route path={`${ROUTES.emailVerification}/:state`} element={<EmailVerificationPage />} />
        </Routes>
      </I18nProvider>,
      { path: `${ROUTES.emailVerification}/valid` },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تأكيد البريد الإلكتروني' }),
    ).toBeTruthy();
    expect(screen.getByText('شكرًا لكم على تأكيد عنوان بريدكم الإلكتروني.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إلى الصفحة الرئيسية' })).toBeTruthy();
  });
});
