import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT } from './contact-values.ts';
import { createBookingStore } from './store.ts';
import { bookingApi, selectionOf, serverError } from '../../test/booking/fixtures.tsx';
import { alternativesAnswer, recoverySelection } from '../../test/booking/recovery.ts';

const TODAY = new Date('2026-11-21T12:00:00');

const validValues = {
  ...EMPTY_CONTACT,
  gender: 'MAENNLICH',
  firstname: 'Max',
  lastname: 'Mustermann',
  birthday: '1975-01-31',
  street: 'Marktplatz',
  zip: '80331',
  city: 'München',
  phone: '089 123456',
  notificationReceiver: 'max@example.de',
  notificationReceiverRepeat: 'max@example.de',
};

function storeWith(api = bookingApi()) {
  const store = createBookingStore({ getApi: async () => api });
  return { store, api };
}

function fill(store: ReturnType<typeof storeWith>['store'], values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    store.getState().setValue(key as never, value as never);
  }
}

describe('booking store: steps and booking', () => {
  it('opens the hint step for WEB and SMED when a note exists, else the booking step', () => {
    const { store } = storeWith();
    const noted = selectionOf({ praxishinweis: 'Hinweis' });
    store.getState().open(noted, 'WEB');
    expect(store.getState().step).toBe('hint');
    store.getState().open(noted, 'SMED');
    expect(store.getState().step).toBe('hint');
    for (const type of ['TSS', 'DISPO', 'SURGERY'] as const) {
      store.getState().open(noted, type);
      expect(store.getState().step).toBe('booking');
    }
    store.getState().open(selectionOf(), 'WEB');
    expect(store.getState().step).toBe('booking');
    store.getState().open(null, 'WEB');
    expect(store.getState().step).toBe('closed');
  });

  it('does not call the server while the form is invalid', async () => {
    const { store, api } = storeWith();
    store.getState().open(selectionOf(), 'WEB');
    expect(await store.getState().submit(TODAY)).toEqual({ kind: 'invalid' });
    expect(api.bookInPerson).not.toHaveBeenCalled();
  });

  it('resets the contact data after a booking (§4)', async () => {
    const { store } = storeWith();
    store.getState().open(selectionOf(), 'WEB');
    fill(store, validValues);
    expect(await store.getState().submit(TODAY)).toEqual({ kind: 'booked' });
    expect(store.getState().values).toEqual(EMPTY_CONTACT);
    expect(store.getState().touched).toEqual({});
    expect(store.getState().step).toBe('closed');
  });

  it('keeps the contact data after an error', async () => {
    const api = bookingApi('WEB', {
      bookInPerson: vi.fn(async () => {
        throw serverError(409, 'BU012', 'blockiert');
      }),
    });
    const { store } = storeWith(api);
    store.getState().open(selectionOf(), 'WEB');
    fill(store, validValues);
    expect(await store.getState().submit(TODAY)).toEqual({ kind: 'failed' });
    expect(store.getState().values.firstname).toBe('Max');
    expect(store.getState().error).toMatchObject({
      message: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
      suffix: 'Bitte wählen Sie einen anderen Termin aus.',
      slotGone: true,
    });
  });
});

describe('booking store: video reservation and postcode lookup', () => {
  it('a video reservation in WEB goes to the PIN page without asking the toggles', async () => {
    const { store, api } = storeWith();
    store.getState().open(selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' }), 'WEB');
    fill(store, validValues);
    expect(await store.getState().submit(TODAY)).toEqual({
      kind: 'reserved',
      to: 'bookingVerification',
    });
    expect(api.featureToggles).not.toHaveBeenCalled();
  });

  const tssValues = { ...validValues, userAgreement: true };

  it('a TSS video reservation with tss_reservierungsabschluss on goes to tssDetails (§4)', async () => {
    const api = bookingApi('TSS', {
      featureToggles: vi.fn(async () => [{ key: 'tss_reservierungsabschluss', value: true }]),
    });
    const { store } = storeWith(api);
    store.getState().open(selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' }), 'TSS');
    fill(store, tssValues);
    expect(await store.getState().submit(TODAY)).toEqual({ kind: 'reserved', to: 'tssDetails' });
  });

  it('a TSS video reservation with the toggle off or unreadable goes to bookingVerification', async () => {
    for (const featureToggles of [
      vi.fn(async () => [{ key: 'tss_reservierungsabschluss', value: false }]),
      vi.fn(async () => {
        throw new Error('offline');
      }),
    ]) {
      const { store } = storeWith(bookingApi('TSS', { featureToggles }));
      store.getState().open(selectionOf({ termintyp: 'VIDEOSPRECHSTUNDE' }), 'TSS');
      fill(store, tssValues);
      expect(await store.getState().submit(TODAY)).toEqual({
        kind: 'reserved',
        to: 'bookingVerification',
      });
    }
  });

  it('ignores a place name that arrives after the postcode changed', async () => {
    let answer: (value: { ortsname: string }) => void = () => undefined;
    const api = bookingApi('WEB', {
      placeName: vi.fn(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ),
    });
    const { store } = storeWith(api);
    store.getState().setValue('zip', '10117');
    const pending = store.getState().lookUpCity('10117');
    await vi.waitFor(() => expect(api.placeName).toHaveBeenCalled());
    store.getState().setValue('zip', '1011');
    answer({ ortsname: 'Berlin' });
    await pending;
    expect(store.getState().values.city).toBe('');
  });
});

describe('booking store: taken-slot recovery (issue #17)', () => {
  const gone = () => serverError(409, 'BU004', 'Der Termin steht nicht mehr zur Verfügung.');

  it('keeps the patient’s choice as origin and collects every gone slot, ranked against the origin', async () => {
    const bookInPerson = vi.fn(async () => {
      throw gone();
    });
    const search = vi.fn(async () => alternativesAnswer());
    const { store } = storeWith(bookingApi('WEB', { bookInPerson, search }));
    store.getState().open(recoverySelection(), 'WEB');
    fill(store, validValues);
    await store.getState().submit(TODAY);
    await vi.waitFor(() => expect(store.getState().recovery?.status).toBe('done'));
    const first = store.getState().recovery!;
    expect(first.gone).toEqual(['4711']);
    expect(first.alternatives.map((a) => a.slot.id)).toEqual(['s-1000', 's-0800', 'n-0930']);

    expect(await store.getState().bookAlternative(first.alternatives[2]!, TODAY)).toEqual({
      kind: 'failed',
    });
    await vi.waitFor(() => expect(store.getState().recovery?.status).toBe('done'));
    const second = store.getState().recovery!;
    expect(second.origin.slot.id).toBe('4711');
    expect(second.taken.slot.id).toBe('n-0930');
    expect(second.gone).toEqual(['4711', 'n-0930']);
    // Still nearest to the patient's own choice (09:30 at office 17), not to the alternative.
    expect(second.alternatives.map((a) => a.slot.id)).toEqual(['s-1000', 's-0800', 'f-0930']);
  });

  it("offers the chosen profile's slots before the practice's other profiles", async () => {
    const bookInPerson = vi.fn(async () => {
      throw gone();
    });
    const answer = alternativesAnswer();
    const practice = answer.slots.default!['2026-12-18']!['17']!;
    const search = vi.fn(async () => ({
      ...answer,
      slots: {
        default: {
          '2026-12-18': {
            '17': {
              ...practice,
              '6': [
                { id: 'o-0930', begin: '09:30', praxisId: '17', buchungsbefugnisse: ['PATIENT'] },
              ],
            },
          },
        },
      },
      terminprofile: { ...answer.terminprofile, '6': { name: 'Impfsprechstunde' } },
    }));
    const { store } = storeWith(bookingApi('WEB', { bookInPerson, search }));
    store.getState().open(recoverySelection(), 'WEB');
    fill(store, validValues);
    await store.getState().submit(TODAY);
    await vi.waitFor(() => expect(store.getState().recovery?.status).toBe('done'));
    expect(store.getState().recovery!.alternatives.map((a) => a.slot.id)).toEqual([
      's-1000',
      's-0800',
      'o-0930',
    ]);
    expect(store.getState().recovery!.alternatives[2]!.profile).toEqual({
      id: '6',
      name: 'Impfsprechstunde',
    });
  });

  it('drops an answer that arrives after the modal was closed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const search = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const bookInPerson = vi.fn(async () => {
      throw gone();
    });
    const { store } = storeWith(bookingApi('WEB', { bookInPerson, search }));
    store.getState().open(recoverySelection(), 'WEB');
    fill(store, validValues);
    await store.getState().submit(TODAY);
    expect(store.getState().recovery?.status).toBe('searching');
    await vi.waitFor(() => expect(search).toHaveBeenCalled());
    store.getState().close();
    answer(alternativesAnswer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().recovery).toBeNull();
  });

  it('without the search that found the slot, there is no offer (the way back only)', async () => {
    const bookInPerson = vi.fn(async () => {
      throw gone();
    });
    const { store, api } = storeWith(bookingApi('WEB', { bookInPerson }));
    store.getState().open(selectionOf(), 'WEB');
    fill(store, validValues);
    await store.getState().submit(TODAY);
    expect(store.getState().recovery).toBeNull();
    expect(store.getState().error?.slotGone).toBe(true);
    expect(api.search).not.toHaveBeenCalled();
  });
});
