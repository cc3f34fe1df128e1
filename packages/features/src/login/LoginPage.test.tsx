import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../app-context/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';
import { CODE, loginApi, serverError, timeout } from '../../test/login/fake-api.ts';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

/** Shows the navigation state the identity-check page receives. */
function StateProbe() {
  const location = useLocation();
  return <pre aria-label="Zustand">{JSON.stringify(location.state)}</pre>;
}

function renderLogin(api = loginApi()) {
  const user = userEvent.setup();
  const result = renderInApp(<LoginPage />, {
    api,
    routes: <Route path={ROUTES.verification} element={<StateProbe />} />,
  });
  return { ...result, api, user };
}

async function answer(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  await user.click(screen.getByRole('radio', { name }));
}

async function fillCodeForm(user: ReturnType<typeof userEvent.setup>, code = CODE) {
  await answer(user, 'Ja');
  await user.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
  await user.paste(code);
  await user.type(screen.getByRole('textbox', { name: 'Postleitzahl' }), '10115');
}

const alertText = () => screen.getByRole('alert').textContent;

describe('the login page (§2 WEB patient login)', () => {
  it('clears the session on opening and asks for the code', () => {
    writeSession('code', 'OLDCODE');
    writeSession('identificationToken', 'old');
    renderLogin();
    expect(readSession('code')).toBeNull();
    expect(readSession('identificationToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeTruthy();
    const question = screen.getByRole('group', { name: 'Haben Sie einen Vermittlungscode?' });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '0', '2']);
    expect(screen.getByText(/telefonisch unter der Rufnummer 116 117/)).toBeTruthy();
  });

  it('scrolls to the top on a choice and shows the help for ?', async () => {
    const { user } = renderLogin();
    await answer(user, /Wo finde ich den Vermittlungscode/);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(
      screen.getByRole('heading', { name: 'Wo finde ich den Vermittlungscode?' }),
    ).toBeTruthy();
    expect(screen.getByText(/Überweisung steht der Vermittlungscode/)).toBeTruthy();
    expect(screen.getByText(/psychotherapeutischen Sprechstunde/)).toBeTruthy();
  });
});

describe('the code form (§5 code and postcode)', () => {
  it('shows the messages only after touch', async () => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const first = screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' });
    expect(screen.queryByText('Vermittlungscode benötigt')).toBeNull();
    await user.click(first);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    await user.type(first, 'ABCD');
    await user.click(screen.getByRole('textbox', { name: 'Postleitzahl' }));
    expect(screen.getByText('Minimale Zeichenanzahl: 12')).toBeTruthy();
    await user.tab();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
  });

  it.each([
    ['1011', 'Minimale Zeichenanzahl: 5'],
    ['101155', 'Maximale Zeichenanzahl: 5'],
    ['10a15', 'Gültige Zeichen sind 0-9'],
    ['00123', 'Ungültige Postleitzahl'],
  ])('postcode %s → %s', async (zip, message) => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const field = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.type(field, zip);
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("rejects a code outside the alphabet: 'Ungültiger Vermittlungscode.'", async () => {
    const { user } = renderLogin();
    await fillCodeForm(user, 'ABCD-EFGH-IJKL');
    expect(screen.getByText('Ungültiger Vermittlungscode.')).toBeTruthy();
  });

  it('keeps the submit disabled while invalid; a click shows the errors and focuses the first', async () => {
    const { user, api } = renderLogin();
    await answer(user, 'Ja');
    const submit = screen.getByRole('button', { name: 'Termin suchen' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(screen.getByText('Vermittlungscode benötigt')).toBeTruthy();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the place of a valid postcode and clears it when invalid', async () => {
    const { user } = renderLogin();
    await answer(user, 'Ja');
    const field = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.type(field, '10115');
    expect(await screen.findByText('Berlin')).toBeTruthy();
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Berlin')).toBeNull());
  });
});

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

async function fillNoCodeForm(
  user: ReturnType<typeof userEvent.setup>,
  { channel = 'sms' }: { channel?: 'sms' | 'mail' } = {},
) {
  await answer(user, 'Nein');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Fachrichtung' }), 'W030');
  await user.type(screen.getByRole('textbox', { name: 'PLZ des Wohnortes' }), '10115');
  if (channel === 'sms') {
    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '0171 1234567');
  } else {
    await user.click(screen.getByRole('radio', { name: 'per E-Mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@example.de');
    await user.type(
      screen.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' }),
      'erika@example.de',
    );
  }
  await user.click(screen.getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' }));
}

describe('the no-code form (§2, §5)', () => {
  it('offers the seven specialties of §2 with their codes, SMS by default with +49', async () => {
    const { user } = renderLogin();
    await answer(user, 'Nein');
    const select = screen.getByRole('combobox', { name: 'Fachrichtung' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'W030', 'W050', 'A001', 'L001', 'A002', 'W981', 'W991']);
    expect((screen.getByRole('radio', { name: 'per SMS' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('+49')).toBeTruthy();
  });

  it('shows every required message after a submit attempt and focuses the specialty', async () => {
    const { user, api } = renderLogin();
    await answer(user, 'Nein');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte wählen Sie eine Fachrichtung aus.')).toBeTruthy();
    expect(screen.getByText('Sie müssen eine Postleitzahl eingeben')).toBeTruthy();
    expect(screen.getByText('Sie müssen eine Rufnummer eingeben')).toBeTruthy();
    expect(
      screen.getByText('Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Fachrichtung' }));
    expect(api.availability).not.toHaveBeenCalled();
  });

  it('checks phone characters and length', async () => {
    const { user } = renderLogin();
    await answer(user, 'Nein');
    const phone = screen.getByRole('textbox', { name: 'Mobilnummer' });
    await user.type(phone, '0171 abc');
    await user.tab();
    expect(screen.getByText('Gültige Zeichen sind 0-9 <Leerzeichen> + /')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '1'.repeat(21));
    expect(screen.getByText('Maximale Zeichenanzahl: 20')).toBeTruthy();
  });

  it('checks the e-mail and its repeat, which refuses pasting', async () => {
    const { user } = renderLogin();
    await answer(user, 'Nein');
    await user.click(screen.getByRole('radio', { name: 'per E-Mail' }));
    expect(screen.queryByRole('textbox', { name: 'Mobilnummer' })).toBeNull();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const repeat = screen.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen' });
    await user.click(email);
    await user.tab();
    expect(screen.getByText('Sie müssen eine E-Mail-Adresse eingeben')).toBeTruthy();
    await user.type(email, 'erika@');
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    await user.type(email, 'example.de');
    await user.click(repeat);
    await user.paste('erika@example.de');
    expect((repeat as HTMLInputElement).value).toBe('');
    await user.type(repeat, 'erika@example.com');
    await user.tab();
    expect(
      screen.getByText('Die eingegebenen E-Mail-Adressen stimmen nicht überein.'),
    ).toBeTruthy();
  });

  it('uses the short Kinder label on phones', async () => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const { user } = renderLogin();
      await answer(user, 'Nein');
      expect(
        screen.getByRole('option', { name: 'Psychoth. Sprechst. Kinder (bis 20 J.)' }),
      ).toBeTruthy();
      await answer(user, 'Ja');
      expect(screen.getByRole('textbox', { name: 'Vermittlungscode' })).toBeTruthy();
    } finally {
      // @ts-expect-error jsdom has no matchMedia; the test put one in.
      delete window.matchMedia;
    }
  });
});

describe('the no-code flow (§4 "No-code flow", §8 availability and PIN rows)', () => {
  it('checks availability, requests the SMS PIN with +49 and goes to the identity check', async () => {
    const { user, api } = renderLogin();
    await fillNoCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(address()).toBe(ROUTES.verification));
    expect(api.availability).toHaveBeenCalledWith({
      postleitzahl: '10115',
      leistungsmerkmale: ['W030'],
    });
    expect(api.requestIdentityPinBySms).toHaveBeenCalledWith({
      plz: '10115',
      phone: '+491711234567',
      leistungsmerkmal: 'W030',
    });
    expect(JSON.parse(screen.getByLabelText('Zustand').textContent ?? '')).toEqual({
      media: 'phone',
      receiver: '+491711234567',
      zip: '10115',
      qualification: 'W030',
      channel: 'sms',
    });
    expect(readSession('pinToken')).toBe('sms-token');
    expect(readSession('radius')).toBe(10);
    expect(readSession('postcode')).toBe('10115');
    expect(readSession('qualifications')).toEqual(['W030']);
  });

  it('requests the PIN by e-mail', async () => {
    const { user, api } = renderLogin();
    await fillNoCodeForm(user, { channel: 'mail' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(address()).toBe(ROUTES.verification));
    expect(api.requestIdentityPinByEmail).toHaveBeenCalledWith({
      plz: '10115',
      receiver: 'erika@example.de',
      leistungsmerkmal: 'W030',
    });
    expect(JSON.parse(screen.getByLabelText('Zustand').textContent ?? '')).toMatchObject({
      media: 'email',
      receiver: 'erika@example.de',
      channel: 'mail',
    });
    expect(readSession('pinToken')).toBe('mail-token');
  });

  it('shows the §8 text when no appointments are available', async () => {
    const api = loginApi();
    api.availability.mockResolvedValue({ termineVorhanden: false });
    const { user } = renderLogin(api);
    await fillNoCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(alertText()).toContain(
        'Derzeit stehen leider keine Termine für die gewünschte Fachrichtung zur Verfügung. Bitte versuchen Sie es zu einem späteren Zeitpunkt.',
      ),
    );
    expect(api.requestIdentityPinBySms).not.toHaveBeenCalled();
  });

  it.each([
    ['WP030', 'Postleitzahl unbekannt'],
    ['WP067', 'Fachrichtung unbekannt'],
  ])('availability %s → %s', async (code, message) => {
    const api = loginApi();
    api.availability.mockRejectedValue(serverError(code, 'Servertext'));
    const { user } = renderLogin(api);
    await fillNoCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(alertText()).toContain(message));
  });

  it('goes on when the availability check times out', async () => {
    const api = loginApi();
    api.availability.mockRejectedValue(timeout());
    const { user } = renderLogin(api);
    await fillNoCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(address()).toBe(ROUTES.verification));
    expect(readSession('radius')).toBe(5);
  });

  it.each([
    ['WP061', /Mit dieser E-Mail-Adresse kann für diese Fachrichtung kein weiterer Termin/],
    ['WP063', /Eine Terminbuchung ist derzeit leider nicht möglich/],
    ['WP099', /Zu viele Anfragen\./],
  ])('e-mail PIN %s', async (code, message) => {
    const api = loginApi();
    api.requestIdentityPinByEmail.mockRejectedValue(serverError(code, 'Zu viele Anfragen.'));
    const { user } = renderLogin(api);
    await fillNoCodeForm(user, { channel: 'mail' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(alertText()).toMatch(message));
    expect(address()).toBe('/terminservice');
  });

  it('shows the server text of a failed SMS request', async () => {
    const api = loginApi();
    api.requestIdentityPinBySms.mockRejectedValue(serverError('WP003', 'ungültiger Input'));
    const { user } = renderLogin(api);
    await fillNoCodeForm(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(alertText()).toContain('ungültiger Input'));
  });

  it('offers only e-mail when the SMS identity check is off', async () => {
    const api = loginApi();
    api.featureToggles.mockResolvedValue([{ key: 'sms_identitaetspruefung', value: false }]);
    const { user } = renderLogin(api);
    await waitFor(() => expect(api.featureToggles).toHaveBeenCalled());
    await answer(user, 'Nein');
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'per SMS' })).toBeNull());
    expect((screen.getByRole('radio', { name: 'per E-Mail' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
