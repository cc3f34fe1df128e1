// Issue #17 "Taken-slot recovery": a slot gone at booking time (§8 booking rows, video WP074) shows
// the §8 message in the modal — no error toast — and the nearest free alternatives of the same
// search, each booked in one step with the data already entered; again if that one is gone too.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  address,
  bookingApi,
  bookingDialog,
  chooseSlot,
  field,
  fillValidForm,
  openAs,
  openFlow,
  serverError,
} from '../../test/booking/fixtures.tsx';
import {
  SEARCH_PARAMS,
  alternativeName,
  alternativesAnswer,
  recoverySelection,
} from '../../test/booking/recovery.ts';

const GONE = 'Der Termin steht nicht mehr zur Verfügung.';
const SUFFIX = 'Bitte wählen Sie einen anderen Termin aus.';

const bookButtons = () =>
  within(bookingDialog()).queryAllByRole('button', { name: /^Diesen Termin (buchen|reservieren)/ });

/** The flow after 'Termin buchen' was answered with `code`: the offer is shown. */
async function goneAndOffered(
  options: { code?: string; bookInPerson?: ReturnType<typeof vi.fn>; search?: unknown } = {},
) {
  const bookInPerson =
    options.bookInPerson ??
    vi
      .fn()
      .mockRejectedValueOnce(serverError(409, options.code ?? 'BU004', GONE))
      .mockResolvedValue(undefined);
  const search = vi.fn(async () => options.search ?? alternativesAnswer());
  const api = bookingApi('WEB', { bookInPerson, search });
  const flow = await openFlow({ api, selection: recoverySelection() });
  await fillValidForm(flow.user);
  await flow.user.click(within(bookingDialog()).getByRole('button', { name: 'Termin buchen' }));
  await within(bookingDialog()).findByText(/noch frei|kein anderer Termin|nicht geladen/);
  return { ...flow, api };
}

describe('taken-slot recovery (issue #17)', () => {
  it('shows the §8 message calmly in the modal, no toast, and three alternatives instead of the form', async () => {
    const { api, shell } = await goneAndOffered();

    const dialog = bookingDialog();
    // The message box has focus: keyboard and screen-reader users hear it first.
    const message = document.activeElement as HTMLElement;
    expect(dialog.contains(message)).toBe(true);
    expect(message.textContent).toContain(`Information: ${GONE}`);
    expect(message.textContent).toContain(SUFFIX);
    expect(message.textContent).not.toContain('Fehler');
    expect(shell.getState().toasts).toEqual([]);

    // The same search again: same code, postcode, radius, daytime and qualifications.
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search.mock.calls[0]?.[0]).toEqual(SEARCH_PARAMS);
    expect(
      within(dialog).getByRole('heading', { name: 'Freie Termine für Ihre Suche' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Diese 3 Termine sind noch frei und passen zu Ihrer Suche. Ihre Angaben werden übernommen.',
    );
    // The same practice nearest in time first, then the nearer practice; never the gone slot,
    // never a video slot for an in-person one.
    expect(bookButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      alternativeName('10:00', 'Hausarztpraxis am Markt'),
      alternativeName('08:00', 'Hausarztpraxis am Markt'),
      alternativeName('09:30', 'Praxis an der Spree'),
    ]);
    expect(dialog.textContent).toContain('Entfernung: 1,1 km');
    // The other practice's note is read before booking there (§2 practice hint).
    expect(dialog.textContent).toContain('Bitte bringen Sie Ihre Versichertenkarte mit.');
    // The form and its submit are gone; the data stays in the store.
    expect(within(dialog).queryByRole('button', { name: 'Termin buchen' })).toBeNull();
    expect(within(dialog).queryByLabelText('Vorname')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Anderen Termin auswählen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('books an alternative in one step with the entered data and goes to the details', async () => {
    const { user, api, shell } = await goneAndOffered();
    await user.click(
      screen.getByRole('button', { name: alternativeName('09:30', 'Praxis an der Spree') }),
    );

    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
    expect(api.bookInPerson).toHaveBeenCalledTimes(2);
    const [first, second] = api.bookInPerson.mock.calls.map(
      (call) =>
        call as [
          { slot: string; leistungsmerkmale: string[]; contact: unknown },
          { idempotencyKey: string },
        ],
    );
    expect(first![0].slot).toBe('4711');
    expect(second![0].slot).toBe('n-0930');
    expect(second![0].leistungsmerkmale).toEqual(['A001']);
    expect(second![0].contact).toEqual(first![0].contact);
    expect(second![1].idempotencyKey).not.toBe(first![1].idempotencyKey);
    expect(shell.getState().toasts).toMatchObject([
      { title: 'Termininformation', text: 'Der Termin wurde verbindlich gebucht.' },
    ]);
    // §3 "Selected slot": the booked alternative.
    const stored = JSON.parse(sessionStorage.getItem('ets-session-selected-slot') ?? 'null') as {
      data: { id: string };
      office: { label: string };
    };
    expect(stored).toMatchObject({
      data: { id: 'n-0930' },
      office: { label: 'Praxis an der Spree' },
    });
  });

  it('when the alternative is gone too, it says so and offers the next ones, never a gone slot', async () => {
    const bookInPerson = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, 'BU004', GONE))
      .mockRejectedValueOnce(serverError(409, 'BU012', 'blockiert'))
      .mockResolvedValue(undefined);
    const { user, api } = await goneAndOffered({ bookInPerson });
    await user.click(
      screen.getByRole('button', { name: alternativeName('10:00', 'Hausarztpraxis am Markt') }),
    );

    await within(bookingDialog()).findByText(
      'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
    );
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    // The description names the slot gone last.
    expect(bookingDialog().textContent).toContain('Freitag, 18.12.2026, 10:00 Uhr');
    await waitFor(() =>
      expect(bookButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
        alternativeName('08:00', 'Hausarztpraxis am Markt'),
        alternativeName('09:30', 'Praxis an der Spree'),
        alternativeName('09:30', 'Praxis am Stadtrand'),
      ]),
    );
    expect(document.activeElement?.textContent).toContain('blockiert');

    await user.click(
      screen.getByRole('button', { name: alternativeName('08:00', 'Hausarztpraxis am Markt') }),
    );
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
    expect(api.bookInPerson.mock.calls.map((call) => (call[0] as { slot: string }).slot)).toEqual([
      '4711',
      's-1000',
      's-0800',
    ]);
  });

  it('while an alternative books, its button is busy and the others wait', async () => {
    let finish: () => void = () => undefined;
    const bookInPerson = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, 'BU004', GONE))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await goneAndOffered({ bookInPerson });
    const [first, other] = bookButtons();
    await user.click(first!);
    expect(first!.getAttribute('aria-busy')).toBe('true');
    expect(other!.getAttribute('aria-disabled')).toBe('true');
    await user.click(other!);
    expect(bookInPerson).toHaveBeenCalledTimes(2);
    finish();
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
  });

  it('with no alternative, it says so calmly and offers the way back to the results', async () => {
    const { user, onClose } = await goneAndOffered({
      search: alternativesAnswer({
        default: {
          '2026-12-18': {
            '17': {
              '5': [
                { id: '4711', begin: '09:30', praxisId: '17', buchungsbefugnisse: ['PATIENT'] },
              ],
            },
          },
        },
      }),
    });
    expect(bookingDialog().textContent).toContain(
      'Zu Ihrer Suche ist gerade kein anderer Termin frei. In der Terminliste können Sie die Suche anpassen, zum Beispiel den Umkreis vergrößern.',
    );
    expect(bookButtons()).toEqual([]);
    await user.click(
      within(bookingDialog()).getByRole('button', { name: 'Anderen Termin auswählen' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the search for alternatives fails, it says so and keeps the way back', async () => {
    const search = vi.fn(async () => {
      throw serverError(503, 'WP001', 'Überlastet');
    });
    const bookInPerson = vi.fn(async () => {
      throw serverError(409, 'BU004', GONE);
    });
    const api = bookingApi('WEB', { bookInPerson, search });
    const { user } = await openFlow({ api, selection: recoverySelection() });
    await fillValidForm(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Termin buchen' }));
    await within(bookingDialog()).findByText(
      'Andere freie Termine konnten gerade nicht geladen werden. In der Terminliste sehen Sie alle Termine Ihrer Suche.',
    );
    expect(
      within(bookingDialog()).getByRole('button', { name: 'Anderen Termin auswählen' }),
    ).toBeTruthy();
  });

  it('a refusal that is not a gone slot keeps the form with its message (no offer)', async () => {
    const bookInPerson = vi.fn(async () => {
      throw serverError(422, 'BU005', 'Der Termin passt nicht zum Vermittlungscode.');
    });
    const api = bookingApi('WEB', { bookInPerson });
    const { user } = await openFlow({ api, selection: recoverySelection() });
    await fillValidForm(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Termin buchen' }));
    const alert = await within(bookingDialog()).findByRole('alert');
    expect(alert.textContent).toContain('Der Termin passt nicht zum Vermittlungscode.');
    expect(api.search).not.toHaveBeenCalled();
    expect(field('Vorname')).toBeTruthy();
  });

  it('Abbrechen leaves the offer; the next slot opens with the form and the data kept', async () => {
    const { user } = await goneAndOffered();
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await chooseSlot(user);
    expect((field('Vorname') as HTMLInputElement).value.trim()).toBe('Erika');
    expect(bookButtons()).toEqual([]);
  });

  it('a gone video slot (WP074) offers video slots, reserved in one step', async () => {
    const reserveVideo = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, 'WP074', 'Bereits von jemand anderem reserviert.'))
      .mockResolvedValue(undefined);
    const search = vi.fn(async () => alternativesAnswer());
    const api = bookingApi('WEB', { reserveVideo, search });
    const { user } = await openFlow({
      api,
      selection: recoverySelection({ termintyp: 'VIDEOSPRECHSTUNDE' }),
    });
    await fillValidForm(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'TERMIN RESERVIEREN' }));
    await within(bookingDialog()).findByText(/noch frei/);
    expect(bookButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      alternativeName('10:00', 'Hausarztpraxis am Markt', 'reservieren'),
      alternativeName('09:30', 'Praxis an der Spree', 'reservieren'),
    ]);
    expect(bookingDialog().textContent).toContain('· Videosprechstunde');
    await user.click(bookButtons()[0]!);
    await waitFor(() => expect(address()).toBe('/terminservice/reservierung-pin'));
    expect((reserveVideo.mock.calls[1] as [{ slot: string }])[0].slot).toBe('v-1000');
  });
});

/** The person fields every app asks for (TSS and SMED ask no e-mail for an in-person slot). */
async function fillPerson(user: UserEvent) {
  await user.selectOptions(field('Geschlecht'), 'Männlich');
  await user.type(field('Vorname'), 'Max');
  await user.type(field('Nachname'), 'Mustermann');
  await user.type(field('Geburtsdatum'), '31.01.1975');
  await user.type(field('Straße'), 'Marktplatz');
  await user.type(field('Postleitzahl'), '80331');
  await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('München'));
  await user.type(field('Rückrufnummer'), '089 123456');
}

describe('taken-slot recovery in the other apps (issue #17)', () => {
  it('SMED searches again by the facility pseudonym', async () => {
    const { user, api } = await openAs(
      'SMED',
      recoverySelection({ smedPseudonym: 'smed-praxis-17' }),
    );
    api.bookInPerson.mockRejectedValueOnce(serverError(409, 'BU004', GONE));
    api.smedSearch.mockResolvedValue(alternativesAnswer());
    await fillPerson(user);
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Termin buchen' }));
    await within(bookingDialog()).findByText(/noch frei/);
    expect(api.search).not.toHaveBeenCalled();
    expect(api.smedSearch.mock.calls[0]?.[0]).toMatchObject({ smedPseudonym: 'smed-praxis-17' });
  });

  it('TSS books an alternative with the caller consent already given', async () => {
    const { user, api } = await openAs('TSS', recoverySelection());
    api.bookInPerson.mockRejectedValueOnce(serverError(409, 'BU012', 'blockiert'));
    api.search.mockResolvedValue(alternativesAnswer());
    await fillPerson(user);
    await user.click(
      within(bookingDialog()).getByRole('checkbox', { name: /Die anrufende Person ist/ }),
    );
    await user.click(within(bookingDialog()).getByRole('button', { name: 'Termin buchen' }));
    await within(bookingDialog()).findByText(/noch frei/);
    await user.click(bookButtons()[0]!);
    await waitFor(() => expect(address()).toBe('/terminservice/termin/details'));
    expect((api.bookInPerson.mock.calls[1] as [{ slot: string }])[0].slot).toBe('s-1000');
  });
});
