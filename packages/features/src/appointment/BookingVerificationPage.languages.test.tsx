// Issue #23 part 1: the video reservation PIN page in English — heading, the PIN's note with the
// address, a §5 message, a §8 video booking error and the attempts left.
import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { I18nProvider, LOCALE_STORAGE_KEY, applyDocumentLocale } from '../i18n/index.ts';
import { AppShell } from '../shell/index.ts';
import { CODE, apiError, appointmentApi } from '../../test/appointment/fixtures.tsx';
import { renderInApp } from '../../test/render.tsx';
import { BookingVerificationPage } from './BookingVerificationPage.tsx';

afterEach(() => applyDocumentLocale('de'));

describe('the video reservation PIN page in English', () => {
  it('asks for the PIN, checks it and counts a wrong one in English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const api = appointmentApi();
    api.bookVideo.mockRejectedValue(apiError(422, 'WP080', 'PIN ungültig'));
    renderInApp(
      <I18nProvider load={(locale) => createTranslator(locale)}>
        <AppShell>
          <Routes>
            <Route
              path={`${ROUTES.bookingVerification}/:code`}
              element={<BookingVerificationPage />}
            />
            <Route path="*" element={null} />
          </Routes>
        </AppShell>
      </I18nProvider>,
      { api, path: `${ROUTES.bookingVerification}/${CODE}` },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' }),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'You will find the 6-digit verification PIN in the verification email sent to erika@example.org.',
      ),
    ).toBeTruthy();
    const pin = screen.getByLabelText('Verification PIN*');
    await userEvent.click(pin);
    await userEvent.tab();
    expect(screen.getByText('Please enter the verification PIN.')).toBeTruthy();

    await userEvent.type(pin, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByText('You have 4 attempts left.')).toBeTruthy();
    expect(screen.getByText('Invalid PIN.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Send verification email again/ })).toBeTruthy();
  });
});
