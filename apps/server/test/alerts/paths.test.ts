// Every way a slot becomes free reaches the matcher (issue #15 "What triggers it"): the triggers of
// migration 0011 record the slot in the transaction that frees it — published through the desk
// or FHIR, cancelled by the patient, blocked and unblocked by the practice, a video reservation
// expired — and a booking records nothing. While no alert runs, nothing is recorded at all.
import { IDENTIFICATION_TOKEN_HEADER, callPath, callPathWith } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/auth/tokens.ts';
import { berlinDateTime } from '../../src/services/kernel/berlin-time.ts';
import { expireReservations } from '../../src/services/reservation/index.ts';
import {
  DAY,
  auth,
  bookingBody,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { freshBsnr } from '../fixtures/bsnr.ts';
import { insertReservation } from '../fixtures/codes.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../helper.ts';
import { freshAddress, RELAXED_LOAD_SHEDDING, runMatcher, setUpAlert } from './fixtures.ts';

let ctx: TestContext;
let practice: Practice;
const BSNR = freshBsnr();
let desk: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db, { bsnr: BSNR });
  const token = await issueToken(
    TEST_JWT_SECRET,
    { applicationType: 'SURGERY', subject: BSNR },
    600,
  );
  desk = { [IDENTIFICATION_TOKEN_HEADER]: token };
});
afterAll(() => ctx.close());

async function events(): Promise<string[]> {
  const rows = await ctx.db.query<{ slot_id: string }>(
    'SELECT slot_id::text AS slot_id FROM terminalarm_ereignisse ORDER BY id',
  );
  return rows.map((row) => row.slot_id);
}

async function clearEvents(): Promise<void> {
  await ctx.db.query('DELETE FROM terminalarm_ereignisse');
}

/** A local 'YYYY-MM-DDTHH:mm' `days` ahead at `hour` o'clock, German time. */
function localStart(days: number, hour: number): string {
  const date = berlinDateTime(new Date(Date.now() + days * DAY)).slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

describe('slots that become free', () => {
  it('records nothing while no alert runs', async () => {
    await insertSlot(ctx.db, practice);
    expect(await events()).toEqual([]);
  });

  it('records a slot published through the desk, one per slot of a series', async () => {
    await setUpAlert(ctx.app, ctx.db, await insertCode(ctx.db));
    await clearEvents();
    const one = await ctx.app.inject({
      method: 'POST',
      url: callPath('publishSlot'),
      headers: desk,
      payload: { profilId: practice.profilId, beginn: localStart(3, 9) },
      remoteAddress: freshAddress(),
    });
    expect(one.statusCode, one.body).toBe(200);
    const { ids } = one.json<{ ids: string[] }>();
    expect(await events()).toEqual(ids);
  });

  it('records a slot posted through FHIR R4', async () => {
    await clearEvents();
    const start = new Date(Math.floor((Date.now() + 4 * DAY) / 60_000) * 60_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/fhir/R4/Slot',
      headers: {
        authorization: `Bearer ${desk[IDENTIFICATION_TOKEN_HEADER]}`,
        'content-type': 'application/fhir+json',
      },
      payload: {
        resourceType: 'Slot',
        schedule: { reference: `Schedule/${practice.profilId}` },
        status: 'free',
        start: start.toISOString(),
        end: new Date(start.getTime() + 15 * 60_000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await events()).toEqual([response.json<{ id: string }>().id]);
  });

  it('records nothing for a booking, and the slot again when the patient cancels', async () => {
    const slot = await insertSlot(ctx.db, practice, { inMs: 5 * DAY });
    const code = await insertCode(ctx.db);
    await clearEvents();
    const booked = await ctx.app.inject({
      method: 'POST',
      url: callPath('bookInPerson'),
      headers: auth(code),
      payload: bookingBody(slot),
      remoteAddress: freshAddress(),
    });
    expect(booked.statusCode, booked.body).toBe(204);
    expect(await events()).toEqual([]);
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: callPath('deleteBooking'),
      headers: auth(code),
      payload: { slots: [slot] },
      remoteAddress: freshAddress(),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await events()).toEqual([slot]);
  });

  it('records a slot the practice blocks and unblocks, on the unblocking', async () => {
    const slot = await insertSlot(ctx.db, practice, { inMs: 6 * DAY });
    await clearEvents();
    for (const [key, expected] of [
      ['blockSlot', []],
      ['unblockSlot', [slot]],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: callPathWith(key, { id: slot }),
        headers: desk,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await events()).toEqual(expected);
    }
  });

  it('records the slot of a video reservation that expired', async () => {
    const slot = await insertSlot(ctx.db, practice, {
      inMs: 7 * DAY,
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'RESERVIERT',
    });
    await insertReservation(ctx.db, {
      code: await insertCode(ctx.db),
      slotId: slot,
      email: 'video@example.org',
    });
    await ctx.db.query(`UPDATE reservierungen SET laeuft_ab_am = now() - interval '1 minute'`);
    await clearEvents();
    expect(await expireReservations(ctx.db)).toBe(1);
    expect(await events()).toEqual([slot]);
  });

  it('records a free slot whose start moves, and nothing when only its version changes', async () => {
    const slot = await insertSlot(ctx.db, practice, { inMs: 8 * DAY });
    await clearEvents();
    await ctx.db.query('UPDATE slots SET version = version + 1 WHERE id = $1', [slot]);
    expect(await events()).toEqual([]);
    await ctx.db.query(
      `UPDATE slots SET beginn = beginn + interval '1 hour', ende = ende + interval '1 hour'
        WHERE id = $1`,
      [slot],
    );
    expect(await events()).toEqual([slot]);
  });

  it('takes the events off the queue when the matcher runs', async () => {
    expect((await events()).length).toBeGreaterThan(0);
    await runMatcher(ctx.db);
    expect(await events()).toEqual([]);
  });
});
