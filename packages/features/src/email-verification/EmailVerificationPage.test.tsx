import { EMAIL_VERIFICATION_STATES, EMAIL_VERIFICATION_TEXTS } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';

const ROUTES_OF_PAGE = (
  <>
    <Route path={ROUTES.emailVerification} element={<EmailVerificationPage />} />
    <Route path={`${ROUTES.emailVerification}/:state`} element={<EmailVerificationPage />} />
  </>
);

function open(path: string) {
  return renderInApp(null, { routes: ROUTES_OF_PAGE, path });
}

describe('the e-mail verification result page (§2)', () => {
  it.each(EMAIL_VERIFICATION_STATES)('given the state %s, it shows its text', (state) => {
    open(`${ROUTES.emailVerification}/${state}`);
    const text = EMAIL_VERIFICATION_TEXTS[state];
    expect(screen.getByRole('heading', { level: 1, name: 'E-Mail-Bestätigung' })).toBeTruthy();
    expect(screen.getByText(text.title!)).toBeTruthy();
    expect(screen.getByText(text.message)).toBeTruthy();
  });

  it("given 'invalid', it quotes the spec's sentence", () => {
    open(`${ROUTES.emailVerification}/invalid`);
    expect(
      screen.getByText('Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen'),
    ).toBeTruthy();
  });

  it.each(['unbekannt', 'VALID'])(
    "given the unknown state %s, it says 'Fehler: Unbekannter Status'",
    (state) => {
      open(`${ROUTES.emailVerification}/${state}`);
      expect(screen.getByText('Fehler: Unbekannter Status')).toBeTruthy();
    },
  );

  it("without a state, it says 'Fehler: Unbekannter Status'", () => {
    open(ROUTES.emailVerification);
    expect(screen.getByText('Fehler: Unbekannter Status')).toBeTruthy();
    expect(document.title).toBe('E-Mail-Bestätigung – Terminservice');
  });

  it("'zur Startseite' leads to base", async () => {
    open(`${ROUTES.emailVerification}/valid`);
    await userEvent.click(screen.getByRole('link', { name: 'zur Startseite' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse', { selector: 'output' }).textContent).toBe(
        ROUTES.base,
      ),
    );
  });
});
