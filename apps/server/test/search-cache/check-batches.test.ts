// Issue #25 part 2 (ADR 36): the searches of a process read their code checks and the change
// records together, in one statement per batch — and never from a read sent before they arrived,
// so nothing is staler than with a statement per search: a slot booked, or a code used up, expired,
// booked, reserved or deleted through another process is seen by the next search. Two apps on one database
// stand for two processes; on PostgreSQL when DATABASE_URL is set, else on PGlite.
import type { SearchResponse } from '@terminservice/domain/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db, Queryable } from '../../src/db/client.ts';
import { CheckBatches } from '../../src/services/search/check-batches.ts';
import type { CheckRequest } from '../../src/services/search/context.ts';
import { SharedAnswers } from '../../src/services/search/shared-answers.ts';
import { loadSharedAnswerLimits } from '../../src/settings/search-cache.ts';
import {
  API,
  DAY,
  auth,
  bookingBody,
  errorCode,
  insertCode,
  insertCodes,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helper.ts';

/** The batched check's statement (context.ts CHECK_SQL). */
const isCheck = (sql: string) => sql.includes('WITH ORDINALITY AS a(code');

/** The database as one process sees it, counting its statements; a check can be held back. */
class WatchedDb {
  statements = 0;
  checkStarts: number[] = [];
  /** Set: the next check's answer is held until `release` (its snapshot is already taken). */
  hold: { executed: () => void; release: Promise<void> } | null = null;
  readonly db: Db;

  constructor(inner: Db) {
    const query = async <T>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
      this.statements += 1;
      if (isCheck(sql)) this.checkStarts.push(performance.now());
      const rows = await inner.query<T>(sql, params);
      const hold = isCheck(sql) ? this.hold : null;
      if (hold) {
        this.hold = null;
        hold.executed();
        await hold.release;
      }
      return rows;
    };
    this.db = { ...inner, query };
  }
}

let ctx: TestContext;
let watched: WatchedDb;
let answersB: SharedAnswers;
/** "Process" B: another app with its own shared answers on the same database. */
let appB: FastifyInstance;
let practice: Practice;
let slots: string[];

async function startB(intervalMs: number) {
  await appB?.close();
  answersB = new SharedAnswers({ checkIntervalMs: intervalMs });
  appB = await buildApp({
    config: ctx.config,
    db: watched.db,
    jwtSecret: TEST_JWT_SECRET,
    loadShedding: RELAXED_LOAD_SHEDDING,
    searchAnswers: answersB,
  });
  await appB.ready();
}

beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  watched = new WatchedDb(ctx.db);
  await startB(0);
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
  slots = [];
  for (let i = 0; i < 3; i++)
    slots.push(await insertSlot(ctx.db, practice, { inMs: (i + 2) * DAY }));
});
afterAll(async () => {
  await appB.close();
  await ctx.close();
});

const QUERY = 'plz=10115&radius=10';

function searchOn(app: FastifyInstance, code: string) {
  return app.inject({ method: 'GET', url: `${API}/search?${QUERY}`, headers: auth(code) });
}

function slotIds(body: SearchResponse): string[] {
  return Object.values(body.slots).flatMap((byDate) =>
    Object.values(byDate ?? {}).flatMap((byPraxis) =>
      Object.values(byPraxis).flatMap((byProfil) =>
        Object.values(byProfil).flatMap((list) => list.map((slot) => String(slot.id))),
      ),
    ),
  );
}

describe('what a cached hit costs the database', () => {
  it('20 hits at once: one statement between them, not 20', async () => {
    await searchOn(appB, await insertCode(ctx.db)); // the answer is kept
    const codes = await insertCodes(ctx.db, 20);
    const hits = answersB.stats.hits;
    watched.statements = 0;
    const answers = await Promise.all(codes.map((code) => searchOn(appB, code)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answersB.stats.hits - hits).toBe(20);
    // Before issue #25 part 2 each hit sent its own code check: 20 statements.
    expect(watched.statements).toBe(1);
  });

  it('a lone hit still reads once: nothing is answered from a read sent before it came', async () => {
    const codes = await insertCodes(ctx.db, 2);
    watched.statements = 0;
    for (const code of codes) expect((await searchOn(appB, code)).statusCode).toBe(200);
    expect(watched.statements).toBe(2);
  });

  it('reads start at least SEARCH_CHECK_INTERVAL_MS apart', async () => {
    await startB(40);
    try {
      await searchOn(appB, await insertCode(ctx.db));
      const codes = await insertCodes(ctx.db, 3);
      watched.checkStarts = [];
      for (const code of codes) expect((await searchOn(appB, code)).statusCode).toBe(200);
      const [a, b, c] = watched.checkStarts;
      expect(watched.checkStarts).toHaveLength(3);
      expect(b! - a!).toBeGreaterThanOrEqual(39);
      expect(c! - b!).toBeGreaterThanOrEqual(39);
    } finally {
      await startB(0);
    }
  });
});

describe('nothing stale', () => {
  it('a search that came after a booking’s answer never takes the read under way before it', async () => {
    await searchOn(appB, await insertCode(ctx.db)); // kept, with slots[0]
    let executed!: () => void;
    let release!: () => void;
    const ran = new Promise<void>((resolve) => (executed = resolve));
    watched.hold = { executed, release: new Promise<void>((resolve) => (release = resolve)) };
    // Search 1 on B: its read has taken its snapshot and is held back.
    const first = searchOn(appB, await insertCode(ctx.db));
    await ran;
    const booker = await insertCode(ctx.db);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(booker), 'content-type': 'application/json' },
      payload: JSON.stringify(bookingBody(slots[0]!)),
    });
    expect(booked.statusCode, booked.body).toBe(204);
    // Search 2 on B arrives after the booking's answer, while search 1's read is still under way.
    const second = searchOn(appB, await insertCode(ctx.db));
    setTimeout(release, 50);
    const [one, two] = await Promise.all([first, second]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(slotIds(one.json<SearchResponse>())).toContain(slots[0]);
    expect(slotIds(two.json<SearchResponse>())).not.toContain(slots[0]);
  });

  it('a code used up, expired, booked, reserved or deleted elsewhere is refused on its next search', async () => {
    const [usedUp, expired, booked, reserved, deleted] = await insertCodes(ctx.db, 5);
    for (const code of [usedUp!, expired!, booked!, reserved!, deleted!]) {
      expect((await searchOn(appB, code)).statusCode).toBe(200);
    }
    // Another process's cancellations, the passing of time, its booking, the code's removal.
    await ctx.db.query('UPDATE vermittlungscodes SET stornierungen = 2 WHERE code = $1', [usedUp]);
    await ctx.db.query(
      `UPDATE vermittlungscodes SET ausgestellt_am = now() - interval '400 days' WHERE code = $1`,
      [expired],
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(booked!), 'content-type': 'application/json' },
      payload: JSON.stringify(bookingBody(slots[1]!)),
    });
    expect(res.statusCode, res.body).toBe(204);
    // A video reservation waiting for its PIN, as services/reservation writes it.
    await ctx.db.query(
      `INSERT INTO reservierungen (code, slot_id, leistungsmerkmale, kontakt, email, pin_hash, laeuft_ab_am)
       VALUES ($1, $2, '{W030}', '{}', 'a@example.org', 'x', now() + interval '10 minutes')`,
      [reserved, slots[2]],
    );
    await ctx.db.query('DELETE FROM vermittlungscodes WHERE code = $1', [deleted]);

    const refused = async (code: string | undefined) => {
      const answer = await searchOn(appB, code!);
      return `${answer.statusCode} ${errorCode(answer.body)}`;
    };
    expect(await refused(usedUp)).toBe('403 WP055');
    expect(await refused(expired)).toBe('403 WP055');
    expect(await refused(booked)).toBe('409 WP009');
    expect(await refused(reserved)).toBe('409 WP082');
    expect(await refused(deleted)).toBe('401 WP042');
  });
});

describe('CheckBatches', () => {
  const sink = () => {
    const seen: string[] = [];
    return { seen, changesFrom: null, observe: (_rows: unknown, xmin: string) => seen.push(xmin) };
  };

  it('reads at most maxPerRead searches per statement, each its own row', async () => {
    const codes = await insertCodes(ctx.db, 7);
    const changes = sink();
    const batches = new CheckBatches(changes, { intervalMs: 0, maxPerRead: 3 });
    const requests: CheckRequest[] = codes.map((code) => ({ code, clientKey: 'k', plz: '10115' }));
    const rows = await Promise.all(requests.map((r) => batches.read(ctx.db, r)));
    expect(batches.stats).toEqual({ checks: 7, reads: 3 });
    // The change records are applied once for the batch, before any search goes on.
    expect(changes.seen).toHaveLength(1);
    for (const row of rows) {
      expect(row).toMatchObject({ vorhanden: true, leistungsmerkmal: 'W030', gebucht: false });
      expect(row?.ort).not.toBeNull();
    }
    const unknown = await batches.read(ctx.db, { code: 'UNBEKANNT', clientKey: 'k' });
    expect(unknown?.vorhanden).toBe(false);
  });

  it('a read that does not answer holds the next one back only until stalledMs', async () => {
    const held = new WatchedDb(ctx.db);
    let executed!: () => void;
    let release!: () => void;
    const ran = new Promise<void>((resolve) => (executed = resolve));
    held.hold = { executed, release: new Promise<void>((resolve) => (release = resolve)) };
    const batches = new CheckBatches(sink(), { intervalMs: 0, stalledMs: 100 });
    const [a, b] = await insertCodes(ctx.db, 2);
    const first = batches.read(held.db, { code: a!, clientKey: 'k' });
    await ran;
    const started = performance.now();
    expect((await batches.read(held.db, { code: b!, clientKey: 'k' }))?.vorhanden).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
    release();
    expect((await first)?.vorhanden).toBe(true);
    expect(batches.stats.reads).toBe(2);
  });

  it('a failed read fails its searches; the next read works', async () => {
    let fail = true;
    const flaky: Queryable = {
      query: (sql, params) => {
        if (fail) {
          fail = false;
          return Promise.reject(new Error('connection lost'));
        }
        return ctx.db.query(sql, params);
      },
    };
    const batches = new CheckBatches(sink(), { intervalMs: 0 });
    const [code] = await insertCodes(ctx.db, 1);
    const request = { code: code!, clientKey: 'k' };
    const failed = await Promise.allSettled([
      batches.read(flaky, request),
      batches.read(flaky, request),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await batches.read(flaky, request))?.vorhanden).toBe(true);
  });
});

describe('SEARCH_CHECK_INTERVAL_MS', () => {
  it('defaults to 2 ms, takes 0 to 50, refuses more', () => {
    expect(loadSharedAnswerLimits({}).checkIntervalMs).toBe(2);
    expect(loadSharedAnswerLimits({ SEARCH_CHECK_INTERVAL_MS: '0' }).checkIntervalMs).toBe(0);
    expect(() => loadSharedAnswerLimits({ SEARCH_CHECK_INTERVAL_MS: '51' })).toThrow(
      /SEARCH_CHECK_INTERVAL_MS/,
    );
  });
});
