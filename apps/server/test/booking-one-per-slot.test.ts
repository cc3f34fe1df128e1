// ADR 24: bookings of one slot take turns within a process, so a request that loses the slot to
// one a moment earlier is answered from one read (no claim, no lock, no commit); the outcome is
// the database's, as before. Counted on the statements the booking sends.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { onePerSlot } from '../src/services/booking/one-per-slot.ts';
import {
  API,
  auth,
  bookingBody,
  insertCodes,
  insertPractice,
  insertSlot,
  seedReference,
} from './fixtures/booking.ts';
import { TEST_JWT_SECRET } from './helper.ts';

const NO_SHEDDING = { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 };

describe('onePerSlot', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs the works of one slot one after the other, in arrival order, whatever their outcome', async () => {
    const db = {};
    const events: string[] = [];
    const work =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await tick();
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      onePerSlot(db, '7', work('a', true)),
      onePerSlot(db, '7', work('b')),
      onePerSlot(db, '7', work('c')),
    ]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('lets other slots, other databases and requests without a slot id run at once', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
    };
    const db = {};
    await Promise.all([
      onePerSlot(db, '1', work('a')),
      onePerSlot(db, '2', work('b')),
      onePerSlot({}, '1', work('c')),
      onePerSlot(db, null, work('d')),
      onePerSlot(db, null, work('e')),
    ]);
    expect(events.slice(0, 5).every((e) => e.endsWith('start'))).toBe(true);
  });
});

describe('two bookings of one slot at once, in one process', () => {
  let db: Db;
  let app: FastifyInstance;
  const statements: string[] = [];

  beforeAll(async () => {
    const pglite = await openPglite();
    await migrate(pglite);
    await seedReference(pglite);
    // Every statement the app sends, to count the claims; each a little late, as over a network,
    // so that two requests that do not take turns both read the slot free.
    db = {
      ...pglite,
      query: async (sql, params) => {
        statements.push(sql);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return pglite.query(sql, params);
      },
    };
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
    app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, loadShedding: NO_SHEDDING });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('the first books; the second is refused BU004 from one reading, without a claim of its own', async () => {
    const practice = await insertPractice(db);
    const slot = await insertSlot(db, practice);
    const codes = await insertCodes(db, 2);
    statements.length = 0;
    const answers = await Promise.all(
      codes.map((code) =>
        app.inject({
          method: 'POST',
          url: `${API}/buchung`,
          headers: { ...auth(code), 'content-type': 'application/json' },
          payload: JSON.stringify(bookingBody(slot)),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([204, 409]);
    expect(answers[1]!.json().errors[0].code).toBe('BU004');
    const claims = statements.filter((sql) => sql.includes('UPDATE slots SET status'));
    expect(claims).toHaveLength(1);
    const bookings = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM buchungen WHERE slot_id = $1',
      [slot],
    );
    expect(bookings[0]!.n).toBe(1);
  });
});
