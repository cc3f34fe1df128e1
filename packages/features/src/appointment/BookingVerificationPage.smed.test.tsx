// SMED on the reservation PIN page (§2 "Back to search goes to search with code plus pseudonym
// (SMED)"): the way back leads to the facility's search, not to a postcode search.
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '../app-context/index.ts';
import {
  CODE,
  apiError,
  appointmentApi,
  renderAppointment,
} from '../../test/appointment/fixtures.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => clearSession());

describe('SMED: back to the search keeps the facility pseudonym', () => {
  it("after 5 wrong PINs 'Zurück zur Terminsuche' leads to suche/{code}/{smedPseudonym}", async () => {
    writeSession('smedPseudonym', 'SMED-0001');
    const api = appointmentApi('SMED');
    api.bookVideo.mockRejectedValue(apiError(422, 'WP080', 'PIN ungültig'));
    renderAppointment(`${ROUTES.bookingVerification}/${CODE}`, api);
    // The type comes from the version call; wait for it before the first PIN.
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    const pin = () => screen.getByLabelText('Verifizierungs-PIN*') as HTMLInputElement;
    for (let attempt = 1; attempt <= 5; attempt++) {
      await userEvent.clear(pin());
      await userEvent.type(pin(), '000000');
      await userEvent.click(button('Buchung abschließen'));
      if (attempt < 5) await screen.findByText(/Sie haben noch \d Versuch/);
    }
    await screen.findByRole('heading', { level: 1, name: 'Reservierung storniert' });
    await userEvent.click(button('Zurück zur Terminsuche'));
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/${CODE}/SMED-0001`));
  });

  it("cancelling the reservation returns to the facility's search", async () => {
    writeSession('smedPseudonym', 'SMED-0001');
    const api = appointmentApi('SMED');
    renderAppointment(`${ROUTES.bookingVerification}/${CODE}`, api);
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    await userEvent.click(button('Reservierung stornieren'));
    await waitFor(() => expect(address()).toBe(`${ROUTES.search}/${CODE}/SMED-0001`));
  });
});
