// The code login (§4 "Code login", §8 login rows) and the qualification picker it may open.
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@terminservice/domain/errors';
import { describe, expect, it } from 'vitest';
import { readSession } from '../app-context/index.ts';
import { CODE, loginApi, serverError, timeout } from '../../test/login/fake-api.ts';
import { address, alertText, fillCodeForm, renderLogin } from '../../test/login/render-login.tsx';

describe('code login (§4 "Code login")', () => {
  it('checks the reservation, logs in, stores the session and goes to the search path', async () => {
    const { user, api } = renderLogin();
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/suche/${CODE}/10115/W030`));
    expect(api.reservationStatus).toHaveBeenCalled();
    expect(api.login).toHaveBeenCalledWith({ plz: '10115' });
    expect(readSession('code')).toBe(CODE);
    expect(readSession('postcode')).toBe('10115');
    expect(readSession('kvId')).toBe('72');
    expect(readSession('qualifications')).toEqual(['W030']);
    expect(readSession('appointmentTypes')).toEqual(['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE']);
    expect(readSession('radius')).toBe(5);
  });

  it('goes to the reservation PIN page when the code is RESERVIERT', async () => {
    const api = loginApi();
    api.reservationStatus.mockResolvedValue({ reservierungsstatus: 'RESERVIERT' });
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/reservierung-pin/${CODE}`));
    expect(api.login).not.toHaveBeenCalled();
  });

  it.each([
    ['WP042', 'Code unbekannt', 'Ungültiger Vermittlungscode'],
    ['WP008', 'abgelaufen', 'Anspruch abgelaufen'],
    ['WP012', 'Der Code ist gesperrt.', 'Der Code ist gesperrt.'],
    ['WP030', 'Postleitzahl unbekannt.', 'Postleitzahl unbekannt.'],
    ['WP099', 'Etwas anderes.', 'Unerwarteter Fehler: Etwas anderes.'],
  ])('§8 login %s shows %j as %j in the red alert', async (code, text, message) => {
    const api = loginApi();
    api.login.mockRejectedValue(serverError(code, text));
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(alertText()).toContain(message));
    expect(address()).toBe('/terminservice');
    expect(readSession('code')).toBeNull();
  });

  it('a refusal for too many attempts says how long to wait, and the summary takes focus', async () => {
    const api = loginApi();
    api.login.mockRejectedValue(
      new ApiError(
        429,
        { errorCodes: ['RATE_LIMIT'], errorText: 'Zu viele Versuche.', referenceId: 'ref-1' },
        900_000,
      ),
    );
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() =>
      expect(alertText()).toContain(
        'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      ),
    );
    // An expected refusal, not an unexpected error.
    expect(alertText()).not.toContain('Unerwarteter Fehler');
    expect(document.activeElement).toBe(screen.getByRole('alert').closest('[tabindex="-1"]'));
  });

  it('says the service is unreachable when the login times out or gets no answer', async () => {
    const api = loginApi();
    api.login.mockRejectedValueOnce(timeout()).mockRejectedValueOnce(new TypeError('offline'));
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
      await waitFor(() =>
        expect(alertText()).toContain(
          'Unerwarteter Fehler: Der Terminservice ist im Moment nicht erreichbar.',
        ),
      );
    }
    expect(api.login).toHaveBeenCalledTimes(2);
  });
});

describe('code login: §8 answers and the qualification picker (§4, §8)', () => {
  it('§8 any WP001: the fatal-error helper with code and reference id, not the list', async () => {
    const api = loginApi();
    api.login.mockRejectedValueOnce(
      serverError('WP001', 'Es ist ein interner Fehler aufgetreten.', 500),
    );
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(alertText()).toContain('Fehlercode: WP001 · Referenz-ID: ref-1'));
    expect(alertText()).toContain('Es ist ein interner Fehler aufgetreten.');
    expect(screen.queryByRole('list')).toBeNull();
    // A later failure that is not fatal shows the plain list again.
    api.login.mockRejectedValueOnce(timeout());
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(alertText()).toContain('Unerwarteter Fehler'));
    expect(alertText()).not.toContain('WP001');
  });

  it('§8 login WP009: the code is booked, so the details page', async () => {
    const api = loginApi();
    api.login.mockRejectedValue(serverError('WP009', 'gebucht', 409));
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/termin/details/${CODE}`));
  });

  it('opens the qualification picker when the login answers none, then searches the choice', async () => {
    const api = loginApi();
    api.login.mockResolvedValue({ kv: '72', qualifikationen: '', termintypen: [] });
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fachrichtung auswählen' });
    await user.click(await within(dialog).findByText('Augenheilkunde', { selector: 'summary *' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Augenheilkunde' }));
    await user.click(within(dialog).getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }));
    await waitFor(() => expect(address()).toBe(`/terminservice/suche/${CODE}/10115/W030`));
    expect(readSession('qualifications')).toEqual(['W030']);
  });

  it('stays on the page when the picker is cancelled', async () => {
    const api = loginApi();
    api.login.mockResolvedValue({ kv: '72', qualifikationen: [], termintypen: [] });
    const { user } = renderLogin(api);
    await fillCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fachrichtung auswählen' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/terminservice');
  });
});
