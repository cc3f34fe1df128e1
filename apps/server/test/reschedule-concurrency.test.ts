// Rescheduling under races (issue #15, docs/rescheduling.md), through the real app. On PostgreSQL
// (DATABASE_URL) the requests run truly in parallel, as a burst and as a gated race in which a
// transaction holds the contested rows until every racer waits on them in a known order, so that
// each side is sure to win some; on PGlite, which runs one transaction at a time, the bursts are a
// weaker, serialised check.
//  - two reschedules of different codes for one slot: exactly one wins; the loser's old booking
//    stays (409 BU004), the winner's old slot is free;
//  - a reschedule and a cancellation of the same booking: exactly one wins; no double booking, no
//    slot lost (booked without a booking, or a booking on a free slot), the count says which won;
//  - a reschedule and another code's booking for one slot: exactly one wins.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  API,
  DAY,
  auth,
  bookingBody,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from './fixtures/booking.ts';
import { bookedCode, codeState, reschedule, slotBookings } from './fixtures/reschedule.ts';
import { DATABASE_URL, startTestApp, type TestContext } from './helper.ts';

const PARALLEL = Boolean(DATABASE_URL);
const RACES = PARALLEL ? 20 : 6;
/** Gated races: every racer holds a connection while it waits (pool of 20, one for the gate). */
const GATED = 4;
const TIMEOUT = 240_000;

let ctx: TestContext;
let practice: Practice;
let day = 3;

beforeAll(async () => {
  // Load shedding is its own feature; here every request must reach the booking logic.
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
  });
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
}, TIMEOUT);
afterAll(() => ctx.close());

/** A free slot at a time no other test uses. */
function freeSlot(): Promise<string> {
  day += 0.25;
  return insertSlot(ctx.db, practice, { inMs: day * DAY });
}

function booked(): Promise<{ code: string; slot: string }> {
  day += 0.25;
  return bookedCode(ctx.app, ctx.db, practice, { slot: { inMs: day * DAY } });
}

function cancel(code: string, slot: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'DELETE',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify({ slots: [slot] }),
  });
}

function book(code: string, slot: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify(bookingBody(slot)),
  });
}

/** Nowhere: a booked slot without an active booking, a booking on a slot not booked, two on one. */
async function expectNoSlotLostOrDoubled(db: Db): Promise<void> {
  const [row] = await db.query<{ ohne: number; falsch: number; doppelt: number }>(
    `SELECT (SELECT count(*)::int FROM slots s WHERE s.status = 'GEBUCHT' AND NOT EXISTS (
               SELECT 1 FROM buchungen b WHERE b.slot_id = s.id AND b.storniert_am IS NULL)) AS ohne,
            (SELECT count(*)::int FROM buchungen b JOIN slots s ON s.id = b.slot_id
              WHERE b.storniert_am IS NULL AND s.status <> 'GEBUCHT') AS falsch,
            (SELECT count(*)::int FROM (SELECT code FROM buchungen WHERE storniert_am IS NULL
                                         GROUP BY code HAVING count(*) > 1) AS d) AS doppelt`,
  );
  expect(row).toEqual({ ohne: 0, falsch: 0, doppelt: 0 });
}

/** A transaction holding rows (FOR UPDATE) until opened, so that racers queue in launch order. */
async function gate(sql: string, ids: readonly string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: (pid: number) => void;
  const locked = new Promise<number>((resolve) => (ready = resolve));
  const held = ctx.db.transaction(async (tx) => {
    await tx.query(sql, [ids]);
    const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    ready(row!.pid);
    await released;
  });
  const pid = await locked;
  return {
    /** Resolves once `n` backends wait, directly or behind another waiter, on the gate. */
    async waiting(n: number) {
      for (let tries = 0; tries < 3_000; tries++) {
        const [row] = await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity a
            WHERE $1 = ANY (pg_blocking_pids(a.pid))
               OR EXISTS (SELECT 1 FROM unnest(pg_blocking_pids(a.pid)) AS b(pid)
                           WHERE $1 = ANY (pg_blocking_pids(b.pid)))`,
          [pid],
        );
        if (row!.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`fewer than ${n} backends wait on the gate`);
    },
    async open() {
      release();
      await held;
    },
  };
}

interface SlotRace {
  readonly a: { code: string; slot: string };
  readonly b: { code: string; slot: string };
  readonly target: string;
  readonly movedA: LightMyRequestResponse;
  readonly movedB: LightMyRequestResponse;
}

async function expectOneMoveWon(race: SlotRace): Promise<'a' | 'b'> {
  const { a, b, target, movedA, movedB } = race;
  const won = [movedA, movedB].filter((res) => res.statusCode === 204);
  expect(won, `${movedA.body} ${movedB.body}`).toHaveLength(1);
  const winner = movedA.statusCode === 204 ? a : b;
  const loser = winner === a ? b : a;
  const lost = winner === a ? movedB : movedA;
  expect(lost.statusCode).toBe(409);
  expect(lost.json().errors[0]).toEqual({
    code: 'BU004',
    text: 'Der Termin steht nicht mehr zur Verfügung.',
  });
  expect(await codeState(ctx.db, winner.code)).toEqual({ active: [target], stornierungen: 0 });
  expect(await codeState(ctx.db, loser.code)).toEqual({ active: [loser.slot], stornierungen: 0 });
  expect(await slotBookings(ctx.db, winner.slot)).toEqual({ status: 'FREI', aktive: 0 });
  expect(await slotBookings(ctx.db, loser.slot)).toEqual({ status: 'GEBUCHT', aktive: 1 });
  expect(await slotBookings(ctx.db, target)).toEqual({ status: 'GEBUCHT', aktive: 1 });
  return winner === a ? 'a' : 'b';
}

async function slotRace(): Promise<Omit<SlotRace, 'movedA' | 'movedB'>> {
  return { a: await booked(), b: await booked(), target: await freeSlot() };
}

describe(`rescheduling races (${PARALLEL ? 'PostgreSQL, parallel' : 'PGlite, serialised'})`, () => {
  it(
    `${RACES} pairs of reschedules, each pair for one slot: exactly one of each pair wins`,
    async () => {
      const setups = [];
      for (let i = 0; i < RACES; i++) setups.push(await slotRace());
      const races = await Promise.all(
        setups.map(async (s) => {
          const [movedA, movedB] = await Promise.all([
            reschedule(ctx.app, s.a.code, s.target),
            reschedule(ctx.app, s.b.code, s.target),
          ]);
          return { ...s, movedA, movedB };
        }),
      );
      for (const race of races) await expectOneMoveWon(race);
      await expectNoSlotLostOrDoubled(ctx.db);
    },
    TIMEOUT,
  );

  it.runIf(PARALLEL)(
    `gated: ${GATED} slots, both reschedules waiting on the slot; the first in line wins`,
    async () => {
      const setups = [];
      for (let i = 0; i < GATED; i++) setups.push(await slotRace());
      const held = await gate(
        'SELECT 1 FROM slots WHERE id = ANY($1::bigint[]) FOR UPDATE',
        setups.map((s) => s.target),
      );
      const pending: Promise<SlotRace>[] = [];
      let waiting = 0;
      for (const [i, s] of setups.entries()) {
        const [first, second] = i % 2 === 0 ? [s.a, s.b] : [s.b, s.a];
        const one = reschedule(ctx.app, first.code, s.target);
        await held.waiting(++waiting);
        const two = reschedule(ctx.app, second.code, s.target);
        await held.waiting(++waiting);
        pending.push(
          Promise.all([one, two]).then(([x, y]) =>
            i % 2 === 0 ? { ...s, movedA: x, movedB: y } : { ...s, movedA: y, movedB: x },
          ),
        );
      }
      await held.open();
      const winners = [];
      for (const race of await Promise.all(pending)) winners.push(await expectOneMoveWon(race));
      expect(winners).toEqual(setups.map((_, i) => (i % 2 === 0 ? 'a' : 'b')));
      await expectNoSlotLostOrDoubled(ctx.db);
    },
    TIMEOUT,
  );
});

interface CancelRace {
  readonly code: string;
  readonly slot: string;
  readonly target: string;
  readonly moved: LightMyRequestResponse;
  readonly cancelled: LightMyRequestResponse;
}

/** One of the two won; the loser found no booking (WP069); the database agrees with the winner. */
async function expectMoveOrCancel(race: CancelRace): Promise<'moved' | 'cancelled'> {
  const { code, slot, target, moved, cancelled } = race;
  expect(
    [moved.statusCode, cancelled.statusCode].sort(),
    `${moved.body} ${cancelled.body}`,
  ).toEqual([204, 404]);
  const lost = moved.statusCode === 204 ? cancelled : moved;
  expect(errorCode(lost.body)).toBe('WP069');
  expect(await slotBookings(ctx.db, slot)).toEqual({ status: 'FREI', aktive: 0 });
  if (moved.statusCode === 204) {
    expect(await codeState(ctx.db, code)).toEqual({ active: [target], stornierungen: 0 });
    expect(await slotBookings(ctx.db, target)).toEqual({ status: 'GEBUCHT', aktive: 1 });
    return 'moved';
  }
  expect(await codeState(ctx.db, code)).toEqual({ active: [], stornierungen: 1 });
  expect(await slotBookings(ctx.db, target)).toEqual({ status: 'FREI', aktive: 0 });
  return 'cancelled';
}

describe(`rescheduling racing a cancellation (${PARALLEL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `${RACES} bookings, each moved and cancelled at once: one of the two wins`,
    async () => {
      const setups = [];
      for (let i = 0; i < RACES; i++)
        setups.push({ ...(await booked()), target: await freeSlot() });
      const races = await Promise.all(
        setups.map(async (s) => {
          const [moved, cancelled] = await Promise.all([
            reschedule(ctx.app, s.code, s.target),
            cancel(s.code, s.slot),
          ]);
          return { ...s, moved, cancelled };
        }),
      );
      for (const race of races) await expectMoveOrCancel(race);
      await expectNoSlotLostOrDoubled(ctx.db);
    },
    TIMEOUT,
  );

  it.runIf(PARALLEL)(
    `gated: ${GATED} codes, the move first on half, the cancellation first on the other half`,
    async () => {
      const setups = [];
      for (let i = 0; i < GATED; i++)
        setups.push({ ...(await booked()), target: await freeSlot() });
      // Both lock the code first (services/kernel/code-lock.ts lockCode): the gate holds it.
      const held = await gate(
        'SELECT 1 FROM vermittlungscodes WHERE code = ANY($1::text[]) FOR UPDATE',
        setups.map((s) => s.code),
      );
      const pending: Promise<CancelRace>[] = [];
      let waiting = 0;
      for (const [i, s] of setups.entries()) {
        const move = () => reschedule(ctx.app, s.code, s.target);
        const drop = () => cancel(s.code, s.slot);
        const one = i % 2 === 0 ? move() : drop();
        await held.waiting(++waiting);
        const two = i % 2 === 0 ? drop() : move();
        await held.waiting(++waiting);
        pending.push(
          Promise.all([one, two]).then(([x, y]) =>
            i % 2 === 0 ? { ...s, moved: x, cancelled: y } : { ...s, moved: y, cancelled: x },
          ),
        );
      }
      await held.open();
      const outcomes = [];
      for (const race of await Promise.all(pending)) outcomes.push(await expectMoveOrCancel(race));
      expect(outcomes).toEqual(setups.map((_, i) => (i % 2 === 0 ? 'moved' : 'cancelled')));
      await expectNoSlotLostOrDoubled(ctx.db);
    },
    TIMEOUT,
  );
});

describe(`rescheduling racing another code's booking (${PARALLEL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `${RACES} slots, each wanted by a reschedule and a booking: exactly one wins`,
    async () => {
      const setups = [];
      for (let i = 0; i < RACES; i++) {
        setups.push({
          ...(await booked()),
          target: await freeSlot(),
          other: await insertCode(ctx.db),
        });
      }
      const races = await Promise.all(
        setups.map(async (s) => {
          const [moved, bookedOther] = await Promise.all([
            reschedule(ctx.app, s.code, s.target),
            book(s.other, s.target),
          ]);
          return { ...s, moved, bookedOther };
        }),
      );
      for (const { code, slot, target, moved, bookedOther } of races) {
        expect([moved.statusCode, bookedOther.statusCode].filter((c) => c === 204)).toHaveLength(1);
        expect(await slotBookings(ctx.db, target)).toEqual({ status: 'GEBUCHT', aktive: 1 });
        expect((await codeState(ctx.db, code)).active).toEqual([
          moved.statusCode === 204 ? target : slot,
        ]);
        expect((await codeState(ctx.db, code)).stornierungen).toBe(0);
      }
      await expectNoSlotLostOrDoubled(ctx.db);
    },
    TIMEOUT,
  );
});
