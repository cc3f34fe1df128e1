import { ROUTES } from '@terminservice/domain/search';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import {
  CODE,
  apiError,
  appointmentApi,
  renderAppointment,
} from '../../test/appointment/fixtures.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const pinField = () => screen.getByLabelText('Verifizierungs-PIN*') as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pinPage = `${ROUTES.bookingVerification}/${CODE}`;

async function typePinAndBook(pin: string) {
  await userEvent.clear(pinField());
  await userEvent.type(pinField(), pin);
  await userEvent.click(button('Buchung abschließen'));
}

describe('the video reservation PIN page (§2, §4 Video reservation)', () => {
  it('given the code in the route, it asks only for the PIN and names the mail address', async () => {
    renderAppointment(pinPage, appointmentApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Termin reserviert' })).toBeTruthy();
    expect(screen.queryByLabelText('Vermittlungscode*')).toBeNull();
    expect(readSession('code')).toBe(CODE);
    expect(
      await screen.findByText(
        'Die 6-stellige Verifizierungs-PIN finden Sie in der Verifizierungsmail an erika@example.org.',
      ),
    ).toBeTruthy();
  });

  it('without a known code it asks for the code too; ?pin= prefills the PIN', async () => {
    renderAppointment(`${ROUTES.bookingVerification}?pin=123456`, appointmentApi());
    expect(screen.getByLabelText('Vermittlungscode*')).toBeTruthy();
    expect(pinField().value).toBe('123456');
  });

  it('validates the PIN after touch (§5 Booking PIN) and disables booking while invalid', async () => {
    renderAppointment(pinPage, appointmentApi());
    expect(button('Buchung abschließen').disabled).toBe(true);
    await userEvent.click(pinField());
    await userEvent.tab();
    expect(screen.getByText('Bitte Verifizierungs-PIN angeben.')).toBeTruthy();
    await userEvent.type(pinField(), '12a');
    expect(screen.getByText('Gültige Zeichen sind 0-9')).toBeTruthy();
  });

  it("the right PIN books: 'Ihre Videosprechstunde wurde erfolgreich gebucht.' and the details", async () => {
    const api = appointmentApi();
    renderAppointment(pinPage, api);
    await typePinAndBook('482913');
    expect(api.bookVideo).toHaveBeenCalledWith({ pin: '482913' });
    expect(
      await screen.findByText('Ihre Videosprechstunde wurde erfolgreich gebucht.'),
    ).toBeTruthy();
    await waitFor(() => expect(address()).toBe(ROUTES.details));
  });

  it('a code typed on the page becomes the session code before booking', async () => {
    const api = appointmentApi();
    renderAppointment(ROUTES.bookingVerification, api);
    await userEvent.type(screen.getByLabelText('Vermittlungscode*'), 'abcd-fghj-klmn');
    await typePinAndBook('482913');
    expect(readSession('code')).toBe(CODE);
    expect(api.bookVideo).toHaveBeenCalled();
  });
});

describe('the video reservation PIN page: failed attempts (§4, §8 video booking)', () => {
  it("counts wrong PINs (WP080 'PIN ungültig.'); after 5 it shows 'Reservierung storniert' and the way back", async () => {
    writeSession('postcode', '10115');
    writeSession('qualifications', ['W030']);
    writeSession('radius', 10);
    const api = appointmentApi();
    api.bookVideo.mockRejectedValue(apiError(422, 'WP080', 'PIN ungültig'));
    renderAppointment(pinPage, api);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await typePinAndBook('000000');
      expect(
        await screen.findByText(
          `Sie haben noch ${5 - attempt} Versuch${5 - attempt === 1 ? '' : 'e'}.`,
        ),
      ).toBeTruthy();
    }
    expect(screen.getByText('PIN ungültig.')).toBeTruthy();
    await typePinAndBook('000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservierung storniert' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Verifizierungs-PIN*')).toBeNull();
    await userEvent.click(button('Zurück zur Terminsuche'));
    expect(address()).toBe(`${ROUTES.search}/${CODE}/10115/W030`);
  });

  it("WP079 (blocked PIN) ends the reservation at once: 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.'", async () => {
    const api = appointmentApi();
    api.bookVideo.mockRejectedValueOnce(apiError(423, 'WP079', 'gesperrt'));
    renderAppointment(pinPage, api);
    await typePinAndBook('000000');
    expect(await screen.findByRole('heading', { name: 'Reservierung storniert' })).toBeTruthy();
    expect(
      screen.getByText('Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.'),
    ).toBeTruthy();
  });
});

describe('the video reservation PIN page: resend and cancel (§4, §9)', () => {
  it('resend waits out the 60 s countdown, then sends, resets the attempts and starts it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = appointmentApi();
    api.bookVideo.mockRejectedValueOnce(apiError(422, 'WP080', 'PIN ungültig'));
    renderAppointment(pinPage, api);
    expect(button(/Verifizierungsmail erneut versenden \(60s\)/).disabled).toBe(true);
    await typePinAndBook('000000');
    expect(await screen.findByText('Sie haben noch 4 Versuche.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const resend = button('Verifizierungsmail erneut versenden');
    expect(resend.disabled).toBe(false);
    await userEvent.click(resend);
    expect(api.resendBookingPin).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'PIN wurde erneut versendet. Bitte überprüfen Sie Ihre Email-Adresse.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Sie haben noch 4 Versuche.')).toBeNull();
    expect(button(/\(60s\)/).disabled).toBe(true);
  });

  it("cancel: 'Die Terminreservierung wurde storniert.' and back to the search", async () => {
    const api = appointmentApi();
    renderAppointment(pinPage, api);
    await userEvent.click(button('Reservierung stornieren'));
    expect(api.cancelReservation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Die Terminreservierung wurde storniert.')).toBeTruthy();
    // Without postcode and qualifications in the session the bare search path results.
    await waitFor(() => expect(address()).toBe(ROUTES.search));
  });

  it('WP075: the reservation is no longer valid, with a link to the appointment service', async () => {
    const api = appointmentApi();
    api.bookVideo.mockRejectedValueOnce(apiError(410, 'WP075', 'abgelaufen'));
    renderAppointment(pinPage, api);
    await typePinAndBook('482913');
    expect(await screen.findByText(/Ihre Reservierung ist nicht mehr gültig/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Terminsuche' }).getAttribute('href')).toBe(
      ROUTES.base,
    );
    expect(document.activeElement?.className).toContain('ts-appointment__error');
  });
});

describe('the video reservation PIN page: its 30 minutes (issue #23 part 3, WCAG 2.2.1)', () => {
  it('shows the time left, says it cannot be extended, warns 2 minutes before and says the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeSession('reservedAt', Date.now());
    renderAppointment(pinPage, appointmentApi());
    expect(
      screen.getByText(
        'Ihre Reservierung gilt noch 30 Minuten. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /verlängern/i })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(28 * 60_000);
    });
    const warning = screen.getByText(/Ihre Reservierung endet in weniger als 2 Minuten/);
    expect(warning.closest('[aria-live="polite"]')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * 60_000);
    });
    expect(
      screen.getByText(/Ihre Reservierung ist abgelaufen/).closest('[aria-live="assertive"]'),
    ).not.toBeNull();
  });

  it('opened from the mail in another browser, it states the rule instead of a countdown', () => {
    renderAppointment(pinPage, appointmentApi());
    expect(screen.getByText(/gilt 30 Minuten ab der Reservierung/)).toBeTruthy();
  });

  it('booking ends the countdown: the reservation time is forgotten', async () => {
    writeSession('reservedAt', Date.now());
    renderAppointment(pinPage, appointmentApi());
    await typePinAndBook('482913');
    await waitFor(() => expect(readSession('reservedAt')).toBeNull());
  });
});

describe('the TSS details page (§2 tssDetails)', () => {
  it('shows the reservation with weekday, date, time, office and the warning', async () => {
    writeSession('code', CODE);
    renderAppointment(ROUTES.tssDetails, appointmentApi('TSS'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Videosprechstunde reserviert für den Donnerstag am 03.12.2026, 09:30 Uhr',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Augenpraxis am Tor')).toBeTruthy();
    expect(screen.getByText('Reservierung noch nicht abgeschlossen')).toBeTruthy();
    expect(screen.getByText('BSNR: 123456789')).toBeTruthy();
  });

  it('without a code it goes to base', async () => {
    renderAppointment(ROUTES.tssDetails, appointmentApi('TSS'));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });
});
