// No-shows at the desk (issue #24 part 1, docs/supply.md "No-shows") on a real database through
// app.inject: a practice marks its own begun booking 'nicht erschienen' and undoes it within 7
// days; a future, cancelled or another practice's booking, a second mark, undoing an unmarked one
// and undoing after 7 days are refused with their PX codes; the code is never touched.
import { callPathWith, type CallKey } from '@terminservice/domain/api';
import type { DeskSlotView } from '@terminservice/domain/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR,
  auth,
  bookingBody,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  staffHeaders,
  type Practice,
} from '../fixtures/booking.ts';
import { freshBsnr } from '../fixtures/bsnr.ts';
import { startTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
const BSNR = freshBsnr();
let practice: Practice;
let mine: Record<string, string>;
let others: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db, { bsnr: BSNR });
  const otherBsnr = freshBsnr();
  await insertPractice(ctx.db, { bsnr: otherBsnr });
  mine = await staffHeaders('SURGERY', BSNR);
  others = await staffHeaders('SURGERY', otherBsnr);
}, 60_000);
afterAll(() => ctx.close());

interface Answer {
  readonly status: number;
  readonly body: { errors?: { code: string; text: string }[]; nichtErschienenAm?: string | null };
}

async function call(
  key: CallKey,
  id: string,
  headers = mine,
  payload: object = {},
): Promise<Answer> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: callPathWith(key, { id }),
    headers,
    payload,
    remoteAddress: '10.42.0.2',
  });
  return { status: res.statusCode, body: res.json() };
}

const codeOf = (a: Answer) => (a.body.errors ?? []).map((e) => e.code);

/** A patient's booking of a new slot two days ahead: its code, slot and booking ids. */
async function book() {
  const slotId = await insertSlot(ctx.db, practice);
  const code = await insertCode(ctx.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/web/api/v4/buchung',
    headers: auth(code),
    payload: bookingBody(slotId),
    remoteAddress: '10.42.0.3',
  });
  expect(res.statusCode, res.body).toBe(204);
  const [row] = await ctx.db.query<{ id: string }>(
    'SELECT id::text AS id FROM buchungen WHERE slot_id = $1 AND storniert_am IS NULL',
    [slotId],
  );
  return { code, slotId, bookingId: row!.id };
}

/** Time passes: the slot began an hour ago. */
async function begin(slotId: string) {
  await ctx.db.query(
    `UPDATE slots SET beginn = now() - interval '1 hour', ende = now() - interval '40 minutes'
      WHERE id = $1`,
    [slotId],
  );
}

async function codeRow(code: string) {
  const [row] = await ctx.db.query(
    'SELECT stornierungen, version, notiert FROM vermittlungscodes WHERE code = $1',
    [code],
  );
  return row;
}

async function deskBooking(slotId: string) {
  const date = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 10);
  const res = await ctx.app.inject({
    method: 'GET',
    url: callPathWith('practiceSlots', {}),
    query: { von: date(-48), bis: date(24) },
    headers: mine,
  });
  const { slots } = res.json() as { slots: DeskSlotView[] };
  return slots.find((s) => s.id === slotId)?.buchung;
}

describe('marking a booking nicht erschienen', () => {
  it('only once the appointment has begun; then the desk shows the mark and offers to undo', async () => {
    const { code, slotId, bookingId } = await book();
    const before = await codeRow(code);
    const early = await call('markNoShow', bookingId);
    expect(early.status).toBe(409);
    expect(codeOf(early)).toEqual(['PX016']);

    await begin(slotId);
    expect(await deskBooking(slotId)).toMatchObject({
      nichtErschienenAm: null,
      nichtErschienenAktion: 'markieren',
    });
    const marked = await call('markNoShow', bookingId);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const at = Date.parse(marked.body.nichtErschienenAm!);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    expect(await deskBooking(slotId)).toMatchObject({
      nichtErschienenAm: marked.body.nichtErschienenAm,
      nichtErschienenAktion: 'aufheben',
    });

    const again = await call('markNoShow', bookingId);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { code: 'PX017', text: 'Diese Buchung ist bereits als „nicht erschienen“ markiert.' },
    ]);
    // The code is not spent again and not freed: the booking used it, and still does.
    expect(await codeRow(code)).toEqual(before);
    const [booking] = await ctx.db.query('SELECT storniert_am, code FROM buchungen WHERE id = $1', [
      bookingId,
    ]);
    expect(booking).toEqual({ storniert_am: null, code });

    const undone = await call('undoNoShow', bookingId);
    expect(undone).toEqual({ status: 200, body: { nichtErschienenAm: null } });
    expect(await deskBooking(slotId)).toMatchObject({
      nichtErschienenAm: null,
      nichtErschienenAktion: 'markieren',
    });
    const unmarked = await call('undoNoShow', bookingId);
    expect(unmarked.status).toBe(409);
    expect(codeOf(unmarked)).toEqual(['PX018']);
    expect(await codeRow(code)).toEqual(before);
  });

  it('another practice’s booking is not found (404 PX002), as for a cancellation', async () => {
    const { slotId, bookingId } = await book();
    await begin(slotId);
    for (const key of ['markNoShow', 'undoNoShow'] as const) {
      const foreign = await call(key, bookingId, others);
      expect(foreign.status).toBe(404);
      expect(codeOf(foreign)).toEqual(['PX002']);
    }
    expect((await call('markNoShow', 'abc')).status).toBe(404);
    const [row] = await ctx.db.query('SELECT nicht_erschienen_am FROM buchungen WHERE id = $1', [
      bookingId,
    ]);
    expect(row).toEqual({ nicht_erschienen_am: null });
  });

  it('a cancelled booking cannot be marked (409 PX015)', async () => {
    const { slotId, bookingId } = await book();
    const cancelled = await call('cancelPracticeBooking', bookingId, mine, { grund: 'Urlaub' });
    expect(cancelled.status).toBe(200);
    await begin(slotId);
    const refused = await call('markNoShow', bookingId);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toEqual(['PX015']);
  });

  it('the mark can be undone for 7 days after marking, not later (409 PX019)', async () => {
    const { slotId, bookingId } = await book();
    await begin(slotId);
    expect((await call('markNoShow', bookingId)).status).toBe(200);
    const set = (ago: string) =>
      ctx.db.query(
        `UPDATE buchungen SET nicht_erschienen_am = now() - $2::interval WHERE id = $1`,
        [bookingId, ago],
      );
    await set('7 days');
    const late = await call('undoNoShow', bookingId);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([
      {
        code: 'PX019',
        text: 'Die Markierung „nicht erschienen“ kann nur innerhalb von 7 Tagen aufgehoben werden.',
      },
    ]);
    await set('6 days 23 hours');
    expect((await call('undoNoShow', bookingId)).body).toEqual({ nichtErschienenAm: null });
  });

  it('without the practice token: 401 PX013', async () => {
    const { bookingId } = await book();
    const res = await call('markNoShow', bookingId, {});
    expect(res.status).toBe(401);
    expect(codeOf(res)).toEqual(['PX013']);
  });
});
