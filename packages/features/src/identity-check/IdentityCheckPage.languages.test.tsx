// Issue #23 part 1: the identity check in English — where the PIN went, the field, a §5 message,
// a §8 identity PIN error and the buttons.
import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../app-context/index.ts';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider, LOCALE_STORAGE_KEY, applyDocumentLocale } from '../i18n/index.ts';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { IdentityCheckPage } from './IdentityCheckPage.tsx';
import type { IdentityCheckState } from './types.ts';

const SMS: IdentityCheckState = {
  media: 'phone',
  receiver: '+491701234567',
  zip: '10115',
  qualification: 'W030',
  channel: 'sms',
};

afterEach(() => applyDocumentLocale('de'));

describe('the identity check in English', () => {
  it('says where the PIN went and shows a wrong PIN in English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    writeSession('pinToken', 'token-1');
    const wrong = new ApiError(
      400,
      parseServerError(createServerErrorBody([{ code: 'WP059', text: 'PIN falsch' }], 'ref-1')),
    );
    const api = fakeApi('WEB', {
      verifyIdentity: vi.fn(async () => {
        throw wrong;
      }),
    } as never);
    renderInApp(
      <I18nProvider load={(locale) => createTranslator(locale)}>
        <Routes>
          <Route path={ROUTES.verification} element={<IdentityCheckPage />} />
        </Routes>
      </I18nProvider>,
      { path: ROUTES.verification, state: SMS, api },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity check' })).toBeTruthy();
    expect(screen.getByText(/by text message to the mobile number/)).toBeTruthy();
    const pin = screen.getByRole('textbox', { name: /^PIN code/ });
    expect(screen.getByText('The PIN is valid for 10 minutes.')).toBeTruthy();
    await userEvent.click(pin);
    await userEvent.tab();
    expect(await screen.findByText(/Please enter the PIN\./)).toBeTruthy();

    await userEvent.type(pin, '123-456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid PIN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
