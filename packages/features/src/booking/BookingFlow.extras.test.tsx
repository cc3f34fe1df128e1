// The video reservation (§4 "Booking", §8 video booking rows) and the TSS/DISPO/SURGERY/SMED extras (§5).
import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../app-context/index.ts';
import {
  address,
  bookingApi,
  bookingDialog,
  describedText,
  field,
  fillValidForm,
  openAs,
  openFlow,
  selectionOf,
  serverError,
  submitButton,
} from '../../test/booking/fixtures.tsx';

describe('video reservation (§4 Booking, §8 video booking rows)', () => {
  const video = selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' });

  it("is titled 'Videosprechstunde reservieren' with the button 'TERMIN RESERVIEREN'", async () => {
    await openFlow({ selection: video });
    expect(bookingDialog().textContent).toContain(
      'Möchten Sie diese Videosprechstunde bei der Praxis verbindlich buchen?',
    );
    expect(submitButton('TERMIN RESERVIEREN')).toBeTruthy();
    // Issue #23 part 3: the limit that cannot be extended, said before the patient starts.
    expect(bookingDialog().textContent).toContain(
      'Sie haben dann 30 Minuten Zeit, die PIN einzugeben. Diese Zeit kann nicht verlängert werden, damit der Termin danach wieder für andere Patientinnen und Patienten frei ist.',
    );
  });

  it('reserves and goes to the reservation PIN page (WEB)', async () => {
    const { user, api } = await openFlow({ selection: video });
    await fillValidForm(user);
    const before = Date.now();
    await user.click(submitButton('TERMIN RESERVIEREN'));
    await waitFor(() => expect(address()).toBe('/terminservice/reservierung-pin'));
    // Issue #23 part 3: the PIN page counts the 30 minutes from before the call.
    const reservedAt = readSession<number>('reservedAt');
    expect(reservedAt).toBeGreaterThanOrEqual(before);
    expect(reservedAt).toBeLessThanOrEqual(Date.now());
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
    const api = bookingApi('WEB', {
      reserveVideo: vi.fn(async () => {
        throw serverError(409, code, 'Servertext zur Reservierung.');
      }),
    });
    const { user } = await openFlow({ selection: video, api });
    await fillValidForm(user);
    await user.click(submitButton('TERMIN RESERVIEREN'));
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(within(alert).queryByRole('button', { name: 'Anderen Termin auswählen' }) !== null).toBe(
      slotGone,
    );
  });
});

describe('TSS, DISPO and SURGERY extras (§5): channel and comment', () => {
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
});

describe('TSS, DISPO and SURGERY extras (§5): consent', () => {
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
