// Issue #26: a new notification address is confirmed with the PIN mailed to it. After the address
// is sent the block shows the notice and a PIN field that takes the focus; the right PIN shows §8
// 'Ihre E-Mail Adresse wurde angepasst', a wrong one is the field's error; everything by keyboard.
import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CODE,
  apiError,
  appointmentApi,
  renderAppointment,
} from '../../test/appointment/fixtures.tsx';

const NEW_ADDRESS = 'erika.neu@example.org';

/** What a screen reader reads with a field: the texts its aria-describedby names. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}
const NOTICE =
  'Wir haben eine PIN an erika.neu@example.org gesendet. Bitte geben Sie die PIN hier ein. Erst dann senden wir Benachrichtigungen an diese Adresse.';

/** The details page with the address sent by keyboard only: the block in its PIN step. */
async function pinStep(api = appointmentApi()) {
  renderAppointment(`${ROUTES.details}/${CODE.toLowerCase()}`, api);
  const block = await screen.findByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' });
  await userEvent.click(within(block).getByLabelText('Neue E-Mail-Adresse'));
  await userEvent.keyboard(NEW_ADDRESS);
  await userEvent.tab();
  await userEvent.keyboard(`${NEW_ADDRESS}{Enter}`);
  const pin = await within(block).findByLabelText('Verifizierungs-PIN*');
  return { api, block, pin };
}

describe('the PIN step of a new notification address (issue #26)', () => {
  it('after the address is sent: the notice, and a PIN field with the focus, made for one-time codes', async () => {
    const { api, block, pin } = await pinStep();
    expect(api.changeContact).toHaveBeenCalledWith({ notificationReceiver: NEW_ADDRESS });
    expect(within(block).getByText('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(pin));
    expect(description(pin)).toBe(NOTICE);
    expect(pin.getAttribute('autocomplete')).toBe('one-time-code');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('maxlength')).toBe('6');
    // The address form is gone: nothing changed yet, no success notice.
    expect(within(block).queryByLabelText('Neue E-Mail-Adresse')).toBeNull();
    expect(screen.queryByText('Ihre E-Mail Adresse wurde angepasst')).toBeNull();
  });

  it("the right PIN: 'Erfolg' / 'Ihre E-Mail Adresse wurde angepasst', and the focus back at the address", async () => {
    const { api, block } = await pinStep();
    await userEvent.keyboard('123456{Enter}');
    expect(api.confirmContact).toHaveBeenCalledWith({ pin: '123456' });
    expect(await screen.findByText('Ihre E-Mail Adresse wurde angepasst')).toBeTruthy();
    expect(screen.getByText('Erfolg')).toBeTruthy();
    const address = within(block).getByLabelText('Neue E-Mail-Adresse');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(within(block).queryByLabelText('Verifizierungs-PIN*')).toBeNull();
  });

  it('a wrong PIN is the field’s error, tied to it, with the focus kept there', async () => {
    const api = appointmentApi();
    api.confirmContact.mockRejectedValueOnce(apiError(422, 'WP080', 'PIN ungültig.'));
    const { block, pin } = await pinStep(api);
    await userEvent.keyboard('000000{Enter}');
    const message =
      'PIN ungültig. Bitte geben Sie die PIN aus der E-Mail an Ihre neue Adresse ein; sie gilt 30 Minuten.';
    expect(await within(block).findByText(message)).toBeTruthy();
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(description(pin)).toBe(`${NOTICE} Fehler: ${message}`);
    expect(document.activeElement).toBe(pin);
    // Typing again clears it; the right PIN then confirms.
    await userEvent.clear(pin);
    await userEvent.keyboard('123456');
    expect(pin.getAttribute('aria-invalid')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Ihre E-Mail Adresse wurde angepasst')).toBeTruthy();
  });

  it('a PIN that is no PIN is refused before sending, as §5 says for the booking PIN', async () => {
    const { api, block, pin } = await pinStep();
    await userEvent.keyboard('12ab{Enter}');
    expect(await within(block).findByText('Gültige Zeichen sind 0-9')).toBeTruthy();
    expect(document.activeElement).toBe(pin);
    expect(api.confirmContact).not.toHaveBeenCalled();
  });

  it('a PIN spent by five wrong entries ends the step: the toast, and the address form again', async () => {
    const api = appointmentApi();
    api.confirmContact.mockRejectedValueOnce(
      apiError(423, 'WP079', 'Die PIN wurde zu oft falsch eingegeben.'),
    );
    const { block } = await pinStep(api);
    await userEvent.keyboard('000000{Enter}');
    expect(
      await screen.findByText(
        'Die PIN wurde zu oft falsch eingegeben. Ihre E-Mail-Adresse wurde nicht geändert. Bitte geben Sie die neue Adresse noch einmal ein, dann senden wir Ihnen eine neue PIN.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(block).getByLabelText('Neue E-Mail-Adresse')),
    );
  });

  it("'PIN erneut senden' sends the address again and says so; too soon, the server's wait", async () => {
    const api = appointmentApi();
    const { block } = await pinStep(api);
    await userEvent.click(within(block).getByRole('button', { name: 'PIN erneut senden' }));
    expect(api.changeContact).toHaveBeenCalledTimes(2);
    expect(api.changeContact).toHaveBeenLastCalledWith({ notificationReceiver: NEW_ADDRESS });
    expect(
      await screen.findByText(
        'PIN wurde erneut versendet. Bitte überprüfen Sie Ihre Email-Adresse.',
      ),
    ).toBeTruthy();

    const wait = 'Bitte warten Sie noch 42 Sekunden, bevor Sie eine neue PIN anfordern.';
    api.changeContact.mockRejectedValueOnce(apiError(429, 'RATE_LIMIT', wait));
    await userEvent.click(within(block).getByRole('button', { name: 'PIN erneut senden' }));
    expect(await screen.findByText(wait)).toBeTruthy();
    // A wait is no failure with a code for a title, and the PIN step stays.
    expect(screen.queryByText('RATE_LIMIT')).toBeNull();
    expect(within(block).getByLabelText('Verifizierungs-PIN*')).toBeTruthy();
  });

  it("'Abbrechen' leaves the step by keyboard; the focus returns to the address", async () => {
    const { api, block } = await pinStep();
    await userEvent.tab(); // 'E-Mail-Adresse bestätigen'
    await userEvent.tab(); // 'PIN erneut senden'
    await userEvent.tab();
    expect(document.activeElement).toBe(within(block).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(block).getByLabelText('Neue E-Mail-Adresse')),
    );
    expect(api.confirmContact).not.toHaveBeenCalled();
  });
});

describe('the PIN of a new address: its 30 minutes (issue #23 part 3)', () => {
  it('shows the time left, warns 2 minutes before, and a new PIN starts them again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, block } = await pinStep();
    expect(within(block).getByText('Die PIN ist noch 30 Minuten gültig.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(28 * 60_000);
    });
    expect(
      within(block)
        .getByText(/nur noch kurze Zeit gültig/)
        .closest('[aria-live="polite"]'),
    ).not.toBeNull();
    await userEvent.click(within(block).getByRole('button', { name: 'Neue PIN anfordern' }));
    expect(api.changeContact).toHaveBeenCalledTimes(2);
    expect(await within(block).findByText('Die PIN ist noch 30 Minuten gültig.')).toBeTruthy();
    expect(within(block).queryByText(/nur noch kurze Zeit gültig/)).toBeNull();
  });
});
