// Booking in person (§4 "Booking") and its errors (§8 booking rows).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  VALID_CONTACT,
  address,
  bookingApi,
  bookingDialog,
  chooseSlot,
  describedText,
  field,
  fillValidForm,
  openFlow,
  serverError,
  submitButton,
} from '../../test/booking/fixtures.tsx';

describe('booking in person (§4 Booking)', () => {
  it('books with the trimmed payload, +49 and an idempotency key, notifies and goes to the details page', async () => {
    const { user, api, shell } = await openFlow();
    await fillValidForm(user);
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
    let finish: () => void = () => undefined;
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
    });
    const { user } = await openFlow({ api });
    await fillValidForm(user);
    await user.click(submitButton());
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await user.click(submitButton());
    expect(api.bookInPerson).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
  });

  it('after Abbrechen and a new slot, the contact data is kept', async () => {
    const { user } = await openFlow();
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
      const api = bookingApi('WEB', {
        bookInPerson: vi.fn(async () => {
          throw serverError(
            status,
            code,
            code === 'WP042' ? 'Ungültiger Vermittlungscode' : message,
          );
        }),
      });
      const { user, onClose } = await openFlow({ api });
      await fillValidForm(user);
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
});

describe('booking errors (§8 booking rows): timeout, postcode and a second attempt', () => {
  it('given a timeout, it says the appointment cannot be booked', async () => {
    const timeout = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    const api = bookingApi('WEB', { bookInPerson: vi.fn(async () => Promise.reject(timeout)) });
    const { user } = await openFlow({ api });
    await fillValidForm(user);
    await user.click(submitButton());
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain('Der Termin kann nicht gebucht werden.');
  });

  it("given WP030, it shows 'Die Postleitzahl ist ungültig' in the modal and at the postcode", async () => {
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(async () => {
        throw serverError(422, 'WP030', 'Die Postleitzahl ist ungültig');
      }),
    });
    const { user } = await openFlow({ api });
    await fillValidForm(user);
    await user.click(submitButton());
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain('Die Postleitzahl ist ungültig');
    expect(describedText(field('Postleitzahl'))).toContain('Die Postleitzahl ist ungültig');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('after an error, a second attempt uses a new idempotency key and can succeed', async () => {
    const bookInPerson = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, 'BU012', 'blockiert'))
      .mockResolvedValueOnce(undefined);
    const { user } = await openFlow({ api: bookingApi('WEB', { bookInPerson }) });
    await fillValidForm(user);
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
