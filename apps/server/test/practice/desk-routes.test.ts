// The appointment desk's HTTP calls (docs/supply.md "Calls") on a real database through app.inject:
// every call, every refusal, the access rules (no token, a refused token, another type, another
// practice's resources), and the whole path of a slot from publishing to the practice's
// cancellation of a patient's booking.
import { IDENTIFICATION_TOKEN_HEADER, callPathWith, type CallKey } from '@terminservice/domain/api';
import {
  MAX_SLOTS_PER_REQUEST,
  expandSeries,
  type DeskSlotView,
  type SeriesInput,
} from '@terminservice/domain/supply';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY,
  PATIENT_EMAIL,
  auth,
  bookingBody,
  insertCode,
  insertPractice,
  outboxFor,
  seedReference,
  staffHeaders,
} from '../fixtures/booking.ts';
import { freshBsnr } from '../fixtures/bsnr.ts';
import { startTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
const BSNR = freshBsnr();
const OTHER_BSNR = freshBsnr();
let mine: Record<string, string>;
let others: Record<string, string>;

/** A local date `days` from today (far enough from midnight in any zone for these tests). */
function day(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

interface Call {
  readonly key: CallKey;
  readonly id?: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

const METHODS = {
  practice: 'GET',
  practiceProfiles: 'GET',
  createProfile: 'POST',
  updateProfile: 'PUT',
  deactivateProfile: 'POST',
  practiceSlots: 'GET',
  publishSlot: 'POST',
  publishSeries: 'POST',
  withdrawSlots: 'POST',
  blockSlot: 'POST',
  unblockSlot: 'POST',
  cancelPracticeBooking: 'POST',
  markNoShow: 'POST',
  undoNoShow: 'POST',
} as const;

async function call({ key, id, query, body, headers = mine }: Call) {
  const method = METHODS[key as keyof typeof METHODS];
  const options: InjectOptions = {
    method,
    url: callPathWith(key, id === undefined ? {} : { id }),
    headers,
    remoteAddress: '10.42.0.1',
    ...(query ? { query } : {}),
    ...(method === 'GET' ? {} : { payload: (body ?? {}) as object }),
  };
  const res = await ctx.app.inject(options);
  return { status: res.statusCode, body: res.json() as Answer };
}

/** A desk answer: the call's own fields, or a refusal in the spec's shape. */
interface Answer {
  readonly errors: { code: string; text: string; field?: string }[];
  readonly id: string;
  readonly ids: string[];
  readonly profile: { id: string }[];
  readonly slots: DeskSlotView[];
  readonly [field: string]: unknown;
}

function codes(body: { errors?: { code: string }[] }): string[] {
  return (body.errors ?? []).map((e) => e.code);
}

const PROFILE = {
  name: 'Sprechstunde Augenheilkunde',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  freigabeTage: null,
};

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  await insertPractice(ctx.db, { bsnr: BSNR, name: 'Augenpraxis am Park' });
  await insertPractice(ctx.db, { bsnr: OTHER_BSNR });
  mine = await staffHeaders('SURGERY', BSNR);
  others = await staffHeaders('SURGERY', OTHER_BSNR);
}, 60_000);
afterAll(() => ctx.close());

describe('access to the desk', () => {
  it('refuses without a token (401 PX013) and with a refused token (401 WP005)', async () => {
    const none = await call({ key: 'practice', headers: {} });
    expect(none.status).toBe(401);
    expect(codes(none.body)).toEqual(['PX013']);
    const bad = await call({
      key: 'practice',
      headers: { [IDENTIFICATION_TOKEN_HEADER]: 'x.y.z' },
    });
    expect(bad.status).toBe(401);
    expect(codes(bad.body)).toEqual(['WP005']);
  });

  it('refuses staff (TSS, DISPO) with 403 WP002 and an unknown BSNR with 403 PX001', async () => {
    for (const type of ['TSS', 'DISPO'] as const) {
      const res = await call({ key: 'practiceProfiles', headers: await staffHeaders(type) });
      expect(res.status).toBe(403);
      expect(codes(res.body)).toEqual(['WP002']);
    }
    const unknown = await call({
      key: 'practice',
      headers: await staffHeaders('SURGERY', '999999999'),
    });
    expect(unknown.status).toBe(403);
    expect(codes(unknown.body)).toEqual(['PX001']);
  });

  it('a patient with a code is no practice either', async () => {
    const code = await insertCode(ctx.db);
    const res = await call({
      key: 'practiceSlots',
      headers: auth(code),
      query: { von: day(1), bis: day(2) },
    });
    expect(res.status).toBe(401);
  });

  it("names the token's practice", async () => {
    const res = await call({ key: 'practice' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bsnr: BSNR,
      name: 'Augenpraxis am Park',
      strasse: 'Invalidenstraße 117',
      plz: '10115',
      ort: 'Berlin',
    });
  });
});

describe('profiles', () => {
  it('creates, lists, edits and deactivates; refuses bad input and unknown codes', async () => {
    const bad = await call({
      key: 'createProfile',
      body: { ...PROFILE, name: ' ', dauerMinuten: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'WP003', text: 'Bitte geben Sie einen Namen ein.', field: 'body.name' },
        { code: 'WP003', text: 'Mindestens 5 Minuten.', field: 'body.dauerMinuten' },
      ]),
    );
    const unknown = await call({
      key: 'createProfile',
      body: { ...PROFILE, leistungsmerkmale: ['X999'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      {
        code: 'PX009',
        text: 'Unbekanntes Leistungsmerkmal: X999.',
        field: 'body.leistungsmerkmale',
      },
    ]);

    const created = await call({ key: 'createProfile', body: PROFILE });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ...PROFILE, aktiv: true, freieSlots: 0 });

    const edited = await call({
      key: 'updateProfile',
      id,
      body: { ...PROFILE, name: 'Neu', dringlichkeiten: ['DRINGEND'], freigabeTage: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Neu',
      dringlichkeiten: ['DRINGEND'],
      freigabeTage: 3,
    });

    const list = await call({ key: 'practiceProfiles' });
    expect(list.body.profile.map((p) => p.id)).toContain(id);
    const foreign = await call({ key: 'practiceProfiles', headers: others });
    expect(foreign.body.profile.map((p) => p.id)).not.toContain(id);

    // Another practice's profile does not exist for this one (404, nothing leaks).
    expect((await call({ key: 'updateProfile', id, body: PROFILE, headers: others })).status).toBe(
      404,
    );
    expect((await call({ key: 'deactivateProfile', id, headers: others })).status).toBe(404);
    expect((await call({ key: 'deactivateProfile', id: 'nope' })).status).toBe(404);

    const off = await call({ key: 'deactivateProfile', id });
    expect(off).toEqual({ status: 200, body: { zurueckgezogen: 0 } });
    const publish = await call({
      key: 'publishSlot',
      body: { profilId: id, beginn: `${day(5)}T08:00` },
    });
    expect(publish.status).toBe(409);
    expect(codes(publish.body)).toEqual(['PX008']);
  });
});

describe('publishing, the week view and changes', () => {
  let profilId: string;
  beforeAll(async () => {
    const created = await call({ key: 'createProfile', body: { ...PROFILE, name: 'Serie' } });
    profilId = created.body.id;
  });

  it('publishes a series with the count of expandSeries, and one slot', async () => {
    const series: SeriesInput = {
      profilId,
      wochentage: [1, 2, 3, 4, 5, 6, 7],
      von: '08:00',
      bis: '09:00',
      startDatum: day(3),
      endDatum: day(4),
      abstandMinuten: 5,
    };
    const res = await call({ key: 'publishSeries', body: series });
    expect(res.status).toBe(200);
    const expected = expandSeries(series, 15).length;
    expect(expected).toBe(6);
    expect(res.body).toMatchObject({ anzahl: expected });
    expect(res.body.ids).toHaveLength(expected);

    const one = await call({ key: 'publishSlot', body: { profilId, beginn: `${day(3)}T10:00` } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ anzahl: 1 });

    const week = await call({ key: 'practiceSlots', query: { von: day(3), bis: day(4) } });
    expect(week.status).toBe(200);
    const slots = week.body.slots;
    expect(slots.filter((s) => s.profilId === profilId)).toHaveLength(7);
    expect(new Set(slots.map((s) => s.zustand))).toEqual(new Set(['frei']));
    expect(slots[0]!.beginn).toBe(`${day(3)}T08:00:00`);
    const foreign = await call({
      key: 'practiceSlots',
      headers: others,
      query: { von: day(3), bis: day(4) },
    });
    expect(foreign.body.slots).toEqual([]);
  });

  it('refuses every publishing problem with its PX code', async () => {
    const base = {
      profilId,
      wochentage: [1, 2, 3, 4, 5, 6, 7],
      startDatum: day(20),
      abstandMinuten: 0,
    };
    const tooMany = await call({
      key: 'publishSeries',
      body: { ...base, von: '00:00', bis: '23:59', endDatum: day(40) },
    });
    expect(tooMany.status).toBe(422);
    expect(codes(tooMany.body)).toEqual(['PX005']);
    expect(JSON.stringify(tooMany.body)).toContain(MAX_SLOTS_PER_REQUEST.toLocaleString('de-DE'));

    const empty = await call({
      key: 'publishSeries',
      body: { ...base, von: '08:00', bis: '08:10', endDatum: day(21) },
    });
    expect(empty.status).toBe(422);
    expect(codes(empty.body)).toEqual(['PX006']);

    const overlap = await call({
      key: 'publishSlot',
      body: { profilId, beginn: `${day(3)}T08:05` },
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.errors).toEqual([
      expect.objectContaining({ code: 'PX003', field: 'body.beginn' }),
    ]);
    const past = await call({ key: 'publishSlot', body: { profilId, beginn: `${day(-2)}T08:00` } });
    expect(past.status).toBe(422);
    expect(codes(past.body)).toEqual(['PX004']);
    const far = await call({ key: 'publishSlot', body: { profilId, beginn: `${day(400)}T08:00` } });
    expect(far.status).toBe(422);
    expect(codes(far.body)).toEqual(['PX012']);
    const foreign = await call({
      key: 'publishSlot',
      headers: others,
      body: { profilId, beginn: `${day(30)}T08:00` },
    });
    expect(foreign.status).toBe(404);
    expect(codes(foreign.body)).toEqual(['PX002']);
    const badBody = await call({
      key: 'publishSeries',
      body: { ...base, von: '09:00', bis: '08:00', endDatum: day(19), wochentage: [] },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors.map((e) => e.field).sort()).toEqual([
      'body.bis',
      'body.endDatum',
      'body.wochentage',
    ]);
  });

  it('answers a value no schema message covers in German, never valibot’s English', async () => {
    const res = await call({
      key: 'publishSeries',
      body: {
        profilId,
        wochentage: [1.5],
        von: '08:00',
        bis: '09:00',
        startDatum: day(20),
        endDatum: day(21),
        abstandMinuten: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [
        { code: 'WP003', text: 'Dieser Wert ist nicht zulässig.', field: 'body.wochentage.0' },
      ],
    });
  });

  it('refuses a bad or too long range', async () => {
    const bad = await call({ key: 'practiceSlots', query: { von: '2026-02-30', bis: day(2) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ code: 'WP003', field: 'query.von' }),
    ]);
    const long = await call({ key: 'practiceSlots', query: { von: day(1), bis: day(40) } });
    expect(long.status).toBe(400);
    expect(codes(long.body)).toEqual(['PX014']);
  });

  it('withdraws in bulk, blocks and unblocks, refuses another practice', async () => {
    const created = await call({
      key: 'publishSeries',
      body: {
        profilId,
        wochentage: [1, 2, 3, 4, 5, 6, 7],
        von: '14:00',
        bis: '15:00',
        startDatum: day(8),
        endDatum: day(8),
        abstandMinuten: 0,
      },
    });
    const [a, b, c, d] = created.body.ids;
    expect((await call({ key: 'withdrawSlots', headers: others, body: { ids: [a] } })).status).toBe(
      404,
    );
    expect((await call({ key: 'withdrawSlots', body: { ids: [] } })).status).toBe(400);
    expect(await call({ key: 'withdrawSlots', body: { ids: [a, b] } })).toEqual({
      status: 200,
      body: { zurueckgezogen: 2 },
    });
    expect(codes((await call({ key: 'withdrawSlots', body: { ids: [a] } })).body)).toEqual([
      'PX002',
    ]);

    const blocked = await call({ key: 'blockSlot', id: c });
    expect(blocked).toMatchObject({
      status: 200,
      body: { id: c, zustand: 'gesperrt', buchung: null },
    });
    expect((await call({ key: 'blockSlot', id: c, headers: others })).status).toBe(404);
    expect((await call({ key: 'unblockSlot', id: c })).body).toMatchObject({ zustand: 'frei' });
    expect((await call({ key: 'unblockSlot', id: 'abc' })).status).toBe(404);

    const week = await call({ key: 'practiceSlots', query: { von: day(8), bis: day(8) } });
    const ids = week.body.slots.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([c, d]));
    expect(ids).not.toContain(a);
  });
});

describe('a booked slot and the practice cancellation', () => {
  it('shows the booking masked, cancels with a reason, tells the patient, keeps the code', async () => {
    const created = await call({ key: 'createProfile', body: { ...PROFILE, name: 'Buchbar' } });
    const profilId = created.body.id;
    const published = await call({
      key: 'publishSlot',
      body: { profilId, beginn: `${day(6)}T11:00` },
    });
    const [slotId] = published.body.ids;
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/buchung',
      headers: auth(code),
      payload: bookingBody(slotId!),
    });
    expect(booked.statusCode, booked.body).toBe(204);

    const week = await call({ key: 'practiceSlots', query: { von: day(6), bis: day(6) } });
    const slot = week.body.slots.find((s) => s.id === slotId)!;
    expect(slot.zustand).toBe('gebucht');
    expect(Object.keys(slot.buchung!).sort()).toEqual(
      [
        'bestaetigtAm',
        'codeMaskiert',
        'email',
        'geburtsdatum',
        'hinweis',
        'id',
        'leistungsmerkmale',
        'nachname',
        'nichtErschienenAktion',
        'nichtErschienenAm',
        'telefon',
        'vorname',
      ].sort(),
    );
    expect(slot.buchung).toMatchObject({
      codeMaskiert: `****-****-${code.slice(-4)}`,
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1980-05-17',
      email: PATIENT_EMAIL,
      leistungsmerkmale: ['W030'],
      // Not confirmed: no reminder link was pressed (issue #15, docs/reminders.md).
      bestaetigtAm: null,
      // Not begun: nothing to mark yet (issue #24 part 1).
      nichtErschienenAm: null,
      nichtErschienenAktion: null,
    });
    expect(JSON.stringify(week.body)).not.toContain(code);
    const bookingId = slot.buchung!.id;

    expect(codes((await call({ key: 'withdrawSlots', body: { ids: [slotId] } })).body)).toEqual([
      'PX007',
    ]);
    expect(codes((await call({ key: 'blockSlot', id: slotId })).body)).toEqual(['PX007']);
    const noReason = await call({
      key: 'cancelPracticeBooking',
      id: bookingId,
      body: { grund: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([
      {
        code: 'WP003',
        text: 'Bitte geben Sie einen Grund für die Absage an.',
        field: 'body.grund',
      },
    ]);
    const foreign = await call({
      key: 'cancelPracticeBooking',
      id: bookingId,
      headers: others,
      body: { grund: 'Krank' },
    });
    expect(foreign.status).toBe(404);

    const cancelled = await call({
      key: 'cancelPracticeBooking',
      id: bookingId,
      body: { grund: 'Die Ärztin ist erkrankt.' },
    });
    expect(cancelled).toEqual({ status: 200, body: { benachrichtigt: 'email' } });
    const [mail] = (await outboxFor(ctx.db, PATIENT_EMAIL)).filter((m) =>
      m.betreff.startsWith('Terminabsage'),
    );
    expect(mail?.text).toContain('Grund: Die Ärztin ist erkrankt.');
    const after = await call({ key: 'practiceSlots', query: { von: day(6), bis: day(6) } });
    expect(after.body.slots.find((s) => s.id === slotId)?.zustand).toBe('gesperrt');
    const again = await call({
      key: 'cancelPracticeBooking',
      id: bookingId,
      body: { grund: 'Noch mal' },
    });
    expect(again.status).toBe(409);
    expect(codes(again.body)).toEqual(['PX010']);

    const login = await ctx.app.inject({
      method: 'GET',
      url: '/web/api/v4/login?plz=10115',
      headers: auth(code),
      remoteAddress: '10.42.0.9',
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
