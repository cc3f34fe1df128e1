// The no-code form (§2, §5) and its flow (§4 "No-code flow", §8 availability and PIN rows).
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../app-context/index.ts';
import { loginApi, serverError, timeout } from '../../test/login/fake-api.ts';
import {
  address,
  alertText,
  answer,
  fillNoCodeForm,
  renderLogin,
} from '../../test/login/render-login.tsx';

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
});

describe('the no-code form: e-mail and phones (§2, §5)', () => {
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
});

describe('the no-code flow: timeouts, PIN errors, no SMS (§4, §8)', () => {
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
