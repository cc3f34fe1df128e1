// The desk store: given a fake API, after each action it reloads what changed and announces the
// outcome; a refusal comes back with its texts by field.
import { describe, expect, it, vi } from 'vitest';
import { MONDAY, PROFILE, fakeDeskApi, refusal } from '../../../../test/desk/fake-desk-api.ts';
import { createDeskStore } from './index.ts';

function storeWith(overrides: Record<string, unknown> = {}) {
  const api = fakeDeskApi(overrides);
  const store = createDeskStore(async () => api, { today: '2026-12-09' });
  return { api, store };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the desk store', () => {
  it('loads the practice, its profiles, the names and the week of today', async () => {
    const { api, store } = storeWith();
    await store.getState().load();
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.monday).toBe(MONDAY);
    expect(state.practice?.bsnr).toBe('721000001');
    expect(state.profiles).toEqual([PROFILE]);
    expect(state.catalogue.names.get('W030')).toBe('Augenheilkunde');
    expect(api.practiceSlots).toHaveBeenCalledWith({ von: MONDAY, bis: '2026-12-13' });
  });

  it('says when loading fails', async () => {
    const { store } = storeWith({ practice: vi.fn(async () => Promise.reject(new Error('down'))) });
    await store.getState().load();
    expect(store.getState().status).toBe('error');
  });

  it('moves between weeks and forgets the selection', async () => {
    const { api, store } = storeWith();
    await store.getState().load();
    store.getState().toggleSelected('11');
    expect([...store.getState().selected]).toEqual(['11']);
    await store.getState().showWeek('2026-12-14');
    expect(store.getState().selected.size).toBe(0);
    expect(api.practiceSlots).toHaveBeenLastCalledWith({ von: '2026-12-14', bis: '2026-12-20' });
  });

  it('publishes a series and announces the count', async () => {
    const { api, store } = storeWith();
    await store.getState().load();
    const result = await store.getState().publishSeries({
      profilId: 'p1',
      wochentage: [1],
      von: '08:00',
      bis: '10:00',
      startDatum: MONDAY,
      endDatum: MONDAY,
      abstandMinuten: 0,
    });
    expect(result).toEqual({ ok: true, message: 'Es wurden 10 Termine angelegt.' });
    await flush();
    expect(store.getState().announcement).toBe('Es wurden 10 Termine angelegt.');
    expect(api.practiceSlots).toHaveBeenCalledTimes(2);
  });

  it('gives a refusal back by field, the rest as messages', async () => {
    const { store } = storeWith({
      publishSlot: vi.fn(async () =>
        Promise.reject(
          refusal(409, [
            { code: 'PX003', text: 'Der Termin überschneidet sich.', field: 'body.beginn' },
          ]),
        ),
      ),
      publishSeries: vi.fn(async () =>
        Promise.reject(refusal(422, [{ code: 'PX005', text: 'Zu viele.', field: 'body' }])),
      ),
    });
    const single = await store
      .getState()
      .publishSingle({ profilId: 'p1', beginn: `${MONDAY}T08:00` });
    expect(single).toEqual({
      ok: false,
      error: { fields: { beginn: 'Der Termin überschneidet sich.' }, messages: [] },
    });
    const series = await store.getState().publishSeries({
      profilId: 'p1',
      wochentage: [1],
      von: '08:00',
      bis: '10:00',
      startDatum: MONDAY,
      endDatum: MONDAY,
      abstandMinuten: 0,
    });
    expect(series).toEqual({ ok: false, error: { fields: {}, messages: ['Zu viele.'] } });
  });

  it.each([
    [
      'email',
      'Der Termin wurde abgesagt. Die Patientin oder der Patient wurde per E-Mail informiert.',
    ],
    ['sms', 'Der Termin wurde abgesagt. Die Patientin oder der Patient wurde per SMS informiert.'],
    [
      null,
      'Der Termin wurde abgesagt. Bitte informieren Sie die Patientin oder den Patienten telefonisch.',
    ],
  ])('after a cancellation notified by %s it says so', async (benachrichtigt, message) => {
    const { api, store } = storeWith({
      cancelPracticeBooking: vi.fn(async () => ({ benachrichtigt })),
    });
    const result = await store.getState().cancelBooking('b1', 'Die Ärztin ist erkrankt.');
    expect(result).toEqual({ ok: true, message });
    expect(api.cancelPracticeBooking).toHaveBeenCalledWith('b1', {
      grund: 'Die Ärztin ist erkrankt.',
    });
  });

  it('withdraws, blocks and deactivates, reloading the week', async () => {
    const { api, store } = storeWith();
    await store.getState().load();
    expect(await store.getState().withdraw(['11', '12'])).toEqual({
      ok: true,
      message: '2 Termine wurden zurückgezogen.',
    });
    expect(await store.getState().setBlocked('11', true)).toEqual({
      ok: true,
      message: 'Der Termin wurde gesperrt.',
    });
    expect(api.blockSlot).toHaveBeenCalledWith('11');
    expect(await store.getState().deactivateProfile('p1')).toEqual({
      ok: true,
      message:
        'Das Terminprofil „Sprechstunde Augenheilkunde“ wurde deaktiviert. Zurückgezogene Termine: 2.',
    });
  });
});
