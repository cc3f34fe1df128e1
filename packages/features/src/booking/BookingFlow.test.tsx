import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../app-context/index.ts';
import {
  VALID_CONTACT,
  bookingApi,
  bookingDialog,
  chooseSlot,
  field,
  fillContactForm,
  renderFlow,
  selectionOf,
  serverError,
} from '../../test/booking/fixtures.tsx';

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const submitButton = (name: string | RegExp = 'Termin buchen') =>
  within(bookingDialog()).getByRole('button', { name });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('slot selection (§4)', () => {
  it('given a slot without practice note, it opens the booking modal directly with date, time and the question', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    const dialog = bookingDialog();
    expect(dialog.textContent).toContain('Freitag, 18.12.2026, 09:30 Uhr');
    expect(dialog.textContent).toContain(
      'Möchten Sie diesen Termin bei der Praxis verbindlich buchen?',
    );
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
  });

  it('stores the selected slot and the results referer in the session (§3)', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    expect(readSession('resultsReferer')).toBe('/terminservice/suche/ABCDEFGHJKLM/10117/A001');
    expect(readSession('selectedSlot')).toMatchObject({
      data: { id: '4711', begin: '09:30' },
      date: '2026-12-18',
      office: { id: '17', label: 'Hausarztpraxis am Markt' },
      qualifications: ['A001'],
      referer: '/terminservice/suche/ABCDEFGHJKLM/10117/A001',
      profile: { id: '5', name: 'Dr. med. Anna Schmidt' },
    });
  });

  it('after Abbrechen, it closes the modal, calls onClose and returns focus to the slot button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFlow();
    await chooseSlot(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '09:30 Uhr' })),
    );
  });

  it('after Escape, it closes and calls onClose', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFlow();
    await chooseSlot(user);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('practice-hint modal (§2, WEB and SMED)', () => {
  const withNotes = selectionOf({
    praxishinweis: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
    terminprofilhinweis: 'Bitte 10 Minuten vorher da sein.',
  });

  it('given an office and a profile note, it shows both, the disclaimer and Zur Terminbuchung', async () => {
    const user = userEvent.setup();
    renderFlow({ selection: withNotes });
    await chooseSlot(user);
    const hint = screen.getByRole('dialog', {
      name: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
      description:
        'Die folgenden Hinweise stammen von der Praxis. Sie wurden vom Terminservice nicht geprüft.',
    });
    expect(hint.textContent).toContain(
      'Bitte bringen Sie Ihre Versichertenkarte mit.\nBitte 10 Minuten vorher da sein.',
    );
    expect(screen.queryByRole('dialog', { name: 'Termin buchen' })).toBeNull();

    await user.click(within(hint).getByRole('button', { name: 'Zur Terminbuchung' }));
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
    // Focus moves into the booking modal, not back to the page.
    await waitFor(() => expect(bookingDialog().contains(document.activeElement)).toBe(true));
  });

  it('given only a profile note, it shows the hint modal too', async () => {
    const user = userEvent.setup();
    renderFlow({ selection: selectionOf({ terminprofilhinweis: 'Nur mit Überweisung.' }) });
    await chooseSlot(user);
    expect(screen.getByRole('dialog', { name: /Hinweise der Praxis/ }).textContent).toContain(
      'Nur mit Überweisung.',
    );
  });

  it('after Abbrechen in the hint modal, it calls onClose without opening the booking modal', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFlow({ selection: withNotes });
    await chooseSlot(user);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after Escape in the hint modal, it calls onClose', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFlow({ selection: withNotes });
    await chooseSlot(user);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('for TSS (no hint modal, §6), it opens the booking modal directly', async () => {
    const user = userEvent.setup();
    const api = bookingApi('TSS');
    renderFlow({ selection: withNotes, api });
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await chooseSlot(user);
    expect(bookingDialog()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Hinweise der Praxis/ })).toBeNull();
  });
});

describe('practice details (§2 Details anzeigen/ausblenden)', () => {
  it('are collapsed at first and show the practice, note, phone and website when expanded', async () => {
    const user = userEvent.setup();
    renderFlow({ selection: selectionOf({ praxishinweis: 'Parkplätze im Hof.' }) });
    await chooseSlot(user);
    await user.click(screen.getByRole('button', { name: 'Zur Terminbuchung' }));
    const toggle = within(bookingDialog()).getByRole('button', { name: 'Details anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      within(bookingDialog()).getByText('Hausarztpraxis am Markt').closest('[hidden]'),
    ).not.toBeNull();

    await user.click(toggle);
    const dialog = bookingDialog();
    expect(within(dialog).getByRole('button', { name: 'Details ausblenden' })).toBeTruthy();
    for (const text of [
      'Dr. med. Anna Schmidt',
      'Hausarztpraxis am Markt',
      'Entfernung: 2,4 km',
      'Weitere Informationen:',
      'Parkplätze im Hof.',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(dialog.textContent).toContain('Marktplatz 3');
    expect(dialog.textContent).toContain('10117 Berlin');
    expect(within(dialog).getByRole('link', { name: '030 1234567' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /www\.praxis-am-markt\.de/ })
        .getAttribute('href'),
    ).toBe('https://www.praxis-am-markt.de/');
    // §6: 'Mitglied der', accessibility and the practice id are not for WEB.
    expect(dialog.textContent).not.toContain('Mitglied der');
    expect(dialog.textContent).not.toContain('Rollstuhlgerechter Zugang');
    expect(dialog.textContent).not.toContain('Praxis-ID');
  });

  it('for TSS they add Mitglied der, accessibility and the practice id (§6)', async () => {
    const user = userEvent.setup();
    const api = bookingApi('TSS');
    renderFlow({ api });
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await chooseSlot(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Details anzeigen' }));
    const text = bookingDialog().textContent;
    expect(text).toContain('Mitglied der KV Berlin');
    expect(text).toContain('Rollstuhlgerechter Zugang');
    expect(text).toContain('Praxis-ID: 17');
  });
});

describe('contact form (§5)', () => {
  it('shows no message before a field was left', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    expect(within(bookingDialog()).queryByText('Sie müssen einen Vornamen eingeben')).toBeNull();
  });

  it.each([
    ['Vorname', 'Sie müssen einen Vornamen eingeben'],
    ['Nachname', 'Sie müssen einen Nachnamen eingeben'],
    ['Geburtsdatum', 'Ungültiges Geburtsdatum.'],
    ['Straße', 'Sie müssen eine Straße eingeben'],
    ['Postleitzahl', 'Sie müssen eine Postleitzahl eingeben'],
    ['Ort', 'Sie müssen einen Ort eingeben'],
    ['Rückrufnummer', 'Sie müssen eine Rückrufnummer eingeben'],
    ['E-Mail-Adresse', 'Sie müssen eine E-Mail-Adresse eingeben'],
    ['E-Mail-Adresse wiederholen', 'Sie müssen eine E-Mail-Adresse eingeben'],
  ])('after leaving %s empty, it says %s, tied to the field', async (label, message) => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.click(field(label));
    await user.tab();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field(label))).toContain(message);
  });

  it("after leaving the gender unchosen, it says 'Geschlecht auswählen'", async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.click(field('Geschlecht'));
    await user.tab();
    expect(describedText(field('Geschlecht'))).toContain('Geschlecht auswählen');
  });

  it.each([
    ['1980-02-30', 'Ungültiges Geburtsdatum.'],
    ['17.05.1980', 'Ungültiges Geburtsdatum.'],
    ['1800-01-01', 'Das Alter darf max. 150 Jahre sein.'],
    ['2999-01-01', 'Das Alter darf nicht in der Zukunft liegen.'],
  ])('given the birthday %s, it says %s', async (birthday, message) => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field('Geburtsdatum'), birthday);
    await user.tab();
    expect(describedText(field('Geburtsdatum'))).toContain(message);
  });

  it.each([
    ['Postleitzahl', '1011', 'Minimale Zeichenanzahl: 5'],
    ['Postleitzahl', '10a17', 'Gültige Zeichen sind 0-9'],
    ['Rückrufnummer', '0171#23', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
    ['Rückrufnummer', '1', 'Minimale Zeichenanzahl: 2'],
    ['E-Mail-Adresse', 'erika@example', 'Ungültige E-Mail-Adresse'],
    ['Vorname', 'Erika<', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,'],
  ])('given %s %s, it says %s', async (label, value, message) => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field(label), value);
    await user.tab();
    expect(describedText(field(label))).toContain(message);
  });

  it("given two different e-mail addresses, it says 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.'", async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field('E-Mail-Adresse'), 'erika@example.de');
    await user.type(field('E-Mail-Adresse wiederholen'), 'erika@example.com');
    await user.tab();
    expect(describedText(field('E-Mail-Adresse wiederholen'))).toContain(
      'Die eingegebenen E-Mail-Adressen stimmen nicht überein.',
    );
  });

  it('the repeat field refuses pasting', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.click(field('E-Mail-Adresse wiederholen'));
    await user.paste('erika@example.de');
    expect((field('E-Mail-Adresse wiederholen') as HTMLInputElement).value).toBe('');
    await user.click(field('E-Mail-Adresse'));
    await user.paste('erika@example.de');
    expect((field('E-Mail-Adresse') as HTMLInputElement).value).toBe('erika@example.de');
  });

  it('shows +49 before the phone input and reads it with the field', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    expect(describedText(field('Rückrufnummer'))).toContain('+49');
  });

  it('fills the city from a valid postcode (ortsname) and clears it when the postcode changes', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await chooseSlot(user);
    await user.type(field('Postleitzahl'), '10117');
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    expect(api.placeName).toHaveBeenCalledWith({ plz: '10117' }, expect.anything());
    await user.type(field('Postleitzahl'), '{Backspace}');
    expect((field('Ort') as HTMLInputElement).value).toBe('');
  });

  it("given an unknown postcode (WP030), it says 'Die Postleitzahl ist ungültig' at the postcode", async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field('Postleitzahl'), '99999');
    await waitFor(() =>
      expect(describedText(field('Postleitzahl'))).toContain('Die Postleitzahl ist ungültig'),
    );
  });

  it('keeps a city the patient typed when the postcode changes', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field('Ort'), 'Potsdam');
    await user.type(field('Postleitzahl'), '144');
    expect((field('Ort') as HTMLInputElement).value).toBe('Potsdam');
  });

  it('keeps Termin buchen disabled while the form is invalid and enables it when valid', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await chooseSlot(user);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(submitButton());
    expect(api.bookInPerson).not.toHaveBeenCalled();

    await fillContactForm(user);
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('given Enter in a field of an invalid form, it sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await chooseSlot(user);
    await user.type(field('Vorname'), 'Erika{Enter}');
    expect(api.bookInPerson).not.toHaveBeenCalled();
  });
});

describe('booking in person (§4 Booking)', () => {
  it('books with the trimmed payload, +49 and an idempotency key, notifies and goes to the details page', async () => {
    const user = userEvent.setup();
    const { api, shell } = renderFlow();
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton());

    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
    expect(api.bookInPerson).toHaveBeenCalledTimes(1);
    const [payload, options] = api.bookInPerson.mock.calls[0] as [
      unknown,
      { idempotencyKey: string },
    ];
    expect(payload).toEqual({
      slot: '4711',
      leistungsmerkmale: ['A001'],
      contact: {
        geschlecht: 'WEIBLICH',
        vorname: 'Erika',
        nachname: 'Mustermann',
        geburtsdatum: '1980-05-17',
        strasse: 'Hauptstraße',
        hausnummer: '12a',
        plz: '10117',
        ort: 'Berlin',
        phone: '+491712345678',
        notificationChannel: 'email',
        notificationReceiver: VALID_CONTACT.email,
        hinweisAnBehandelndenArzt: '',
      },
    });
    expect(options.idempotencyKey).toMatch(/.{16,}/);
    expect(shell.getState().toasts).toMatchObject([
      { title: 'Termininformation', text: 'Der Termin wurde verbindlich gebucht.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while booking, the button is busy and a second click sends nothing', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
    });
    renderFlow({ api });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton());
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await user.click(submitButton());
    expect(api.bookInPerson).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
  });

  it('after Abbrechen and a new slot, the contact data is kept', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseSlot(user);
    await user.type(field('Vorname'), 'Erika');
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Abbrechen' }));
    await chooseSlot(user);
    expect((field('Vorname') as HTMLInputElement).value).toBe('Erika');
  });
});

describe('booking errors (§8 booking rows)', () => {
  const SUFFIX = 'Bitte wählen Sie einen anderen Termin aus.';
  it.each([
    [
      'BU012',
      409,
      'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
      true,
      true,
    ],
    [
      'BU002',
      404,
      'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
      true,
      true,
    ],
    [
      'WP010',
      409,
      'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
      true,
      true,
    ],
    [
      'WP012',
      409,
      'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
      true,
      true,
    ],
    ['BU004', 409, 'Der Termin steht nicht mehr zur Verfügung.', true, true],
    ['BU001', 409, 'Mit diesem Vermittlungscode wurde bereits ein Termin gebucht.', true, false],
    ['WP001', 500, 'Interner Fehler', true, false],
    ['BU005', 422, 'Der Termin passt nicht zum Vermittlungscode.', false, false],
    ['WP042', 401, 'Der Termin kann nicht gebucht werden.', true, false],
  ])(
    'given %s, it shows the message (and suffix) in the modal, focused',
    async (code, status, message, suffix, slotGone) => {
      const user = userEvent.setup();
      const api = bookingApi('WEB', {
        bookInPerson: vi.fn(async () => {
          throw serverError(
            status,
            code,
            code === 'WP042' ? 'Ungültiger Vermittlungscode' : message,
          );
        }),
      });
      const { onClose } = renderFlow({ api });
      await chooseSlot(user);
      await fillContactForm(user);
      await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
      await user.click(submitButton());

      const alert = await within(bookingDialog()).findByRole('alert');
      expect(alert.textContent).toContain(message);
      if (suffix) expect(alert.textContent).toContain(SUFFIX);
      else expect(alert.textContent).not.toContain(SUFFIX);
      expect(document.activeElement).toBe(alert.parentElement);
      expect(address()).toBe('/terminservice/suche/ABCDEFGHJKLM/10117/A001');

      const back = within(alert).queryByRole('button', { name: 'Anderen Termin auswählen' });
      expect(back !== null).toBe(slotGone);
      if (back) {
        await user.click(back);
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).toBeNull();
      }
    },
  );

  it('given a timeout, it says the appointment cannot be booked', async () => {
    const user = userEvent.setup();
    const timeout = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    const api = bookingApi('WEB', { bookInPerson: vi.fn(async () => Promise.reject(timeout)) });
    renderFlow({ api });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton());
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain('Der Termin kann nicht gebucht werden.');
  });

  it("given WP030, it shows 'Die Postleitzahl ist ungültig' in the modal and at the postcode", async () => {
    const user = userEvent.setup();
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(async () => {
        throw serverError(422, 'WP030', 'Die Postleitzahl ist ungültig');
      }),
    });
    renderFlow({ api });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton());
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain('Die Postleitzahl ist ungültig');
    expect(describedText(field('Postleitzahl'))).toContain('Die Postleitzahl ist ungültig');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('after an error, a second attempt uses a new idempotency key and can succeed', async () => {
    const user = userEvent.setup();
    const bookInPerson = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, 'BU012', 'blockiert'))
      .mockResolvedValueOnce(undefined);
    renderFlow({ api: bookingApi('WEB', { bookInPerson }) });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton());
    await within(bookingDialog()).findByRole('alert');
    await user.click(submitButton());
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
    const keys = bookInPerson.mock.calls.map(
      (call) => (call[1] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(new Set(keys).size).toBe(2);
  });
});

describe('video reservation (§4 Booking, §8 video booking rows)', () => {
  const video = selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' });

  it("is titled 'Videosprechstunde reservieren' with the button 'TERMIN RESERVIEREN'", async () => {
    const user = userEvent.setup();
    renderFlow({ selection: video });
    await chooseSlot(user);
    expect(bookingDialog().textContent).toContain(
      'Möchten Sie diese Videosprechstunde bei der Praxis verbindlich buchen?',
    );
    expect(submitButton('TERMIN RESERVIEREN')).toBeTruthy();
  });

  it('reserves and goes to the reservation PIN page (WEB)', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow({ selection: video });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton('TERMIN RESERVIEREN'));
    await waitFor(() => expect(address()).toBe('/terminservice/reservierung-pin'));
    expect(api.reserveVideo).toHaveBeenCalledTimes(1);
    expect(api.bookInPerson).not.toHaveBeenCalled();
    expect(api.featureToggles).not.toHaveBeenCalled();
    expect((api.reserveVideo.mock.calls[0] as [{ slot: string }])[0].slot).toBe('4711');
  });

  it.each([
    ['WP073', 'Videosprechstunde bereits reserviert.', false],
    ['WP076', 'Videosprechstunde bereits gebucht.', false],
    ['WP074', 'Dieser Termin wurde bereits von einer anderen Person reserviert.', true],
    ['BU012', 'Der Termin wurde in der Zwischenzeit blockiert', true],
  ])('given %s, it shows %s', async (code, text, slotGone) => {
    const user = userEvent.setup();
    const api = bookingApi('WEB', {
      reserveVideo: vi.fn(async () => {
        throw serverError(409, code, 'Servertext zur Reservierung.');
      }),
    });
    renderFlow({ selection: video, api });
    await chooseSlot(user);
    await fillContactForm(user);
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    await user.click(submitButton('TERMIN RESERVIEREN'));
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(within(alert).queryByRole('button', { name: 'Anderen Termin auswählen' }) !== null).toBe(
      slotGone,
    );
  });
});

describe('TSS, DISPO and SURGERY extras (§5)', () => {
  async function openAs(type: 'TSS' | 'SURGERY' | 'SMED', selection = selectionOf()) {
    const user = userEvent.setup();
    const api = bookingApi(type);
    renderFlow({ api, selection });
    await waitFor(() => expect(api.version).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await chooseSlot(user);
    return { user, api };
  }

  async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(field('Geschlecht'), 'Männlich');
    await user.type(field('Vorname'), 'Max');
    await user.type(field('Nachname'), 'Mustermann');
    await user.type(field('Geburtsdatum'), '1975-01-31');
    await user.type(field('Straße'), 'Marktplatz');
    await user.type(field('Postleitzahl'), '80331');
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('München'));
    await user.type(field('Rückrufnummer'), '089 123456');
  }

  it("in person for TSS, the channel 'Keine' / 'E-Mail' decides whether the e-mail fields show", async () => {
    const { user } = await openAs('TSS');
    const channel = within(bookingDialog()).getByRole('group', {
      name: 'Benachrichtigung über die Buchung',
    });
    expect(
      (within(channel).getByRole('radio', { name: 'Keine' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(bookingDialog()).queryByLabelText('E-Mail-Adresse')).toBeNull();

    await user.click(within(channel).getByRole('radio', { name: 'E-Mail' }));
    await user.type(field('E-Mail-Adresse'), 'max@example.de');
    await user.click(within(channel).getByRole('radio', { name: 'Keine' }));
    expect(within(bookingDialog()).queryByLabelText('E-Mail-Adresse')).toBeNull();
    await user.click(within(channel).getByRole('radio', { name: 'E-Mail' }));
    // §5 "e-mail cleared when channel is not e-mail".
    expect((field('E-Mail-Adresse') as HTMLInputElement).value).toBe('');
  });

  it('for a video consultation in TSS, there is no channel choice and the e-mail is required', async () => {
    await openAs('TSS', selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' }));
    expect(
      within(bookingDialog()).queryByRole('group', { name: 'Benachrichtigung über die Buchung' }),
    ).toBeNull();
    expect(field('E-Mail-Adresse')).toBeTruthy();
  });

  it('the comment is enabled only when ticked, required then, and remembered when unticked', async () => {
    const { user } = await openAs('TSS');
    const comment = () =>
      within(bookingDialog()).getByRole('textbox', {
        name: 'Hinweis an die behandelnde Praxis',
      }) as HTMLTextAreaElement;
    const agreement = () =>
      within(bookingDialog()).getByRole('checkbox', {
        name: 'Einen Hinweis an die behandelnde Praxis übermitteln',
      });
    expect(comment().disabled).toBe(true);

    await user.click(agreement());
    expect(comment().disabled).toBe(false);
    await user.click(comment());
    await user.tab();
    expect(describedText(comment())).toContain('der Hinweis darf nicht leer sein');

    await user.type(comment(), 'Patient ist gehörlos');
    await user.click(agreement());
    expect(comment().disabled).toBe(true);
    expect(comment().value).toBe('');
    await user.click(agreement());
    expect(comment().value).toBe('Patient ist gehörlos');
  });

  it('TSS asks for the caller consent; booking needs it and sends channel and comment', async () => {
    const { user, api } = await openAs('TSS');
    const consent = within(bookingDialog()).getByRole('checkbox', {
      name: /Die anrufende Person ist mit der Verarbeitung/,
    });
    await fillPerson(user);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(consent);
    await user.click(
      within(bookingDialog()).getByRole('checkbox', {
        name: 'Einen Hinweis an die behandelnde Praxis übermitteln',
      }),
    );
    await user.type(
      within(bookingDialog()).getByRole('textbox', { name: 'Hinweis an die behandelnde Praxis' }),
      'Bitte Rollstuhl bereitstellen',
    );
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    await user.click(submitButton());
    await waitFor(() => expect(api.bookInPerson).toHaveBeenCalledTimes(1));
    expect((api.bookInPerson.mock.calls[0] as [{ contact: unknown }])[0].contact).toMatchObject({
      notificationChannel: '',
      notificationReceiver: '',
      hinweisAnBehandelndenArzt: 'Bitte Rollstuhl bereitstellen',
    });
  });

  it('SURGERY asks for the patient consent', async () => {
    await openAs('SURGERY');
    expect(
      within(bookingDialog()).getByRole('checkbox', {
        name: /Die Patientin oder der Patient ist mit der Verarbeitung/,
      }),
    ).toBeTruthy();
  });

  it('SMED in person has optional e-mail fields and no extras', async () => {
    await openAs('SMED');
    expect(field('E-Mail-Adresse (optional)')).toBeTruthy();
    expect(within(bookingDialog()).queryByRole('checkbox')).toBeNull();
    expect(
      within(bookingDialog()).queryByRole('group', { name: 'Benachrichtigung über die Buchung' }),
    ).toBeNull();
  });
});
