// Every refusal of rescheduling (issue #15, docs/rescheduling.md), each in the spec's error shape,
// and after each the old booking stays as it was: its slot booked, the code's count unchanged,
// nothing sent. The code first (WP042, WP008), then its booking (WP069, WP004), how often it moved
// today (VS001, issue #26), then the new slot as a booking refuses it (BU001, BU002, BU004, BU005,
// BU012) and the body (WP003).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  staffHeaders,
  type Practice,
} from './fixtures/booking.ts';
import { bookedCode, codeState, reschedule, slotBookings } from './fixtures/reschedule.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

async function outboxSize(): Promise<number> {
  return (await ctx.db.query('SELECT id FROM outbox')).length;
}

/**
 * A fresh booking, then the reschedule to what `target` makes: refused with `status` and `code`,
 * and nothing changed.
 */
async function expectRefused(
  target: (booked: { code: string; slot: string }) => Promise<unknown>,
  status: number,
  code: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const booked = await bookedCode(ctx.app, ctx.db, practice);
  const slot = await target(booked);
  const before = await outboxSize();
  const res = await reschedule(ctx.app, booked.code, slot, headers);
  expect(res.statusCode, res.body).toBe(status);
  expect(errorCode(res.body)).toBe(code);
  expect(await codeState(ctx.db, booked.code)).toEqual({
    active: [booked.slot],
    stornierungen: 0,
  });
  expect(await slotBookings(ctx.db, booked.slot)).toEqual({ status: 'GEBUCHT', aktive: 1 });
  expect(await outboxSize()).toBe(before);
}

const freeSlot = (options = {}) => insertSlot(ctx.db, practice, { inMs: 4 * DAY, ...options });

describe('refusals about the code and its booking', () => {
  it('401 WP042 for an unknown code, and without one', async () => {
    const slot = await freeSlot();
    const unknown = await reschedule(ctx.app, 'ZZZZZZZZZZZZ', slot);
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown.body)).toBe('WP042');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/web/api/v4/buchung/verschieben',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ slot }),
    });
    expect(none.statusCode).toBe(401);
    expect((await slotBookings(ctx.db, slot)).status).toBe('FREI');
  });

  it('404 WP069 for a code without a booking (also one with a cancelled booking)', async () => {
    const res = await reschedule(ctx.app, await insertCode(ctx.db), await freeSlot());
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('WP069');

    const { code, slot } = await bookedCode(ctx.app, ctx.db, practice);
    await ctx.db.query(
      `UPDATE buchungen SET storniert_am = now(), storniert_von = 'PRAXIS' WHERE code = $1`,
      [code],
    );
    await ctx.db.query(`UPDATE slots SET status = 'BLOCKIERT' WHERE id = $1`, [slot]);
    const next = await freeSlot();
    const cancelled = await reschedule(ctx.app, code, next);
    expect(errorCode(cancelled.body)).toBe('WP069');
    expect((await slotBookings(ctx.db, next)).status).toBe('FREI');
  });

  it('403 WP008 for a code used up by two cancellations', async () => {
    const { code, slot } = await bookedCode(ctx.app, ctx.db, practice);
    await ctx.db.query('UPDATE vermittlungscodes SET stornierungen = 2 WHERE code = $1', [code]);
    const res = await reschedule(ctx.app, code, await freeSlot());
    expect(res.statusCode).toBe(403);
    expect(errorCode(res.body)).toBe('WP008');
    expect((await slotBookings(ctx.db, slot)).aktive).toBe(1);
  });

  it('409 WP004 when the booked appointment has begun', async () => {
    const code = await insertCode(ctx.db);
    const past = await insertSlot(ctx.db, practice, { inMs: -HOUR, status: 'GEBUCHT' });
    await ctx.db.query(
      `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt)
       VALUES ($1, $2, 'PRAESENZTERMIN', '{W030}', '{}')`,
      [code, past],
    );
    const next = await freeSlot();
    const res = await reschedule(ctx.app, code, next);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res.body)).toBe('WP004');
    expect(await codeState(ctx.db, code)).toEqual({ active: [past], stornierungen: 0 });
    expect((await slotBookings(ctx.db, next)).status).toBe('FREI');
  });
});

describe('moved 5 times today (issue #26)', () => {
  it('429 VS001 for the sixth move of the day, from the hotline too; the booking stays', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    for (let i = 0; i < 5; i++) {
      const res = await reschedule(ctx.app, code, await freeSlot({ inMs: (5 + i) * DAY }));
      expect(res.statusCode, res.body).toBe(204);
    }
    const [current] = (await codeState(ctx.db, code)).active;
    const before = await outboxSize();
    const next = await freeSlot({ inMs: 12 * DAY });
    for (const headers of [{}, await staffHeaders('TSS')]) {
      const res = await reschedule(ctx.app, code, next, headers);
      expect(res.statusCode).toBe(429);
      expect(res.json().errors).toEqual([
        {
          code: 'VS001',
          text: 'Sie haben diesen Termin heute schon mehrmals verschoben. Bitte versuchen Sie es morgen erneut oder wenden Sie sich an die 116117.',
        },
      ]);
    }
    expect(await codeState(ctx.db, code)).toEqual({ active: [current], stornierungen: 0 });
    expect(await slotBookings(ctx.db, next)).toEqual({ status: 'FREI', aktive: 0 });
    expect(await outboxSize()).toBe(before);
  });
});

describe('refusals about the new slot: the old booking stays', () => {
  it('409 BU001 for the slot the code has booked already', async () => {
    await expectRefused(async ({ slot }) => slot, 409, 'BU001');
  });

  it('409 BU004 for a slot another code has booked', async () => {
    await expectRefused(
      async () => (await bookedCode(ctx.app, ctx.db, practice, { slot: { inMs: 5 * DAY } })).slot,
      409,
      'BU004',
    );
  });

  it('409 BU004 for a slot that has begun', async () => {
    await expectRefused(() => freeSlot({ inMs: -HOUR }), 409, 'BU004');
  });

  it('409 BU012 for a blocked slot and for one held by a video reservation', async () => {
    await expectRefused(() => freeSlot({ status: 'BLOCKIERT' }), 409, 'BU012');
    await expectRefused(() => freeSlot({ status: 'RESERVIERT' }), 409, 'BU012');
  });

  it('404 BU002 for a withdrawn, unknown or malformed slot, and a removed practice', async () => {
    await expectRefused(() => freeSlot({ status: 'GELOESCHT' }), 404, 'BU002');
    await expectRefused(async () => '999999999999', 404, 'BU002');
    await expectRefused(async () => 'abc', 404, 'BU002');
    const removed = await insertPractice(ctx.db);
    await expectRefused(
      async () => {
        const slot = await insertSlot(ctx.db, removed, { inMs: 4 * DAY });
        await ctx.db.query('UPDATE praxen SET entfernt = true WHERE id = $1', [removed.praxisId]);
        return slot;
      },
      404,
      'BU002',
    );
  });

  it('422 BU005 for a video slot (an in-person booking moves only to an in-person slot)', async () => {
    await expectRefused(() => freeSlot({ termintyp: 'VIDEOSPRECHSTUNDE' }), 422, 'BU005');
  });

  it('422 BU005 for a slot of a specialty the code is not for', async () => {
    const other = await insertPractice(ctx.db, { leistungsmerkmale: ['A001'] });
    await expectRefused(() => insertSlot(ctx.db, other, { inMs: 4 * DAY }), 422, 'BU005');
  });

  it("409 BU004 for a slot whose profile does not take the code's urgency", async () => {
    await expectRefused(
      async () => {
        const slot = await freeSlot();
        await ctx.db.query(`UPDATE slots SET dringlichkeiten = '{AKUT}' WHERE id = $1`, [slot]);
        return slot;
      },
      409,
      'BU004',
    );
  });

  it('409 BU004 for a slot only TSS may book; TSS and DISPO may move there', async () => {
    const tssOnly = () => freeSlot({ buchungsbefugnisse: ['TSS'] });
    await expectRefused(tssOnly, 409, 'BU004');
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    const slot = await tssOnly();
    const res = await reschedule(ctx.app, code, slot, await staffHeaders('DISPO'));
    expect(res.statusCode, res.body).toBe(204);
    expect((await codeState(ctx.db, code)).active).toEqual([slot]);
  });

  it('400 WP003 without a slot, with a slot that is no string, or with unknown fields', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    for (const body of [{}, { slot: 101 }, { slot: '' }, { slot: '101', leistungsmerkmale: [] }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/web/api/v4/buchung/verschieben',
        headers: {
          authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(res.body)).toBe('WP003');
    }
    expect(await codeState(ctx.db, code)).toMatchObject({ stornierungen: 0 });
  });
});
