// No slot is ever booked twice (docs/architecture.md "Server"): hundreds of parallel bookings through
// the real app, on PGlite (which serialises transactions) and on PostgreSQL (real concurrency,
// when DATABASE_URL is set), also with two server instances on separate connection pools.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import {
  API,
  auth,
  bookingBody,
  insertCode,
  insertCodes,
  insertPractice,
  insertSlots,
  seedReference,
  type Practice,
} from './fixtures/booking.ts';
import { checkContract } from './contract.ts';
import { DATABASE_URL, TEST_JWT_SECRET } from './helper.ts';

const PARALLEL = 300;
const SLOTS = 20;
const TIMEOUT = 180_000;
// Load shedding (503 above 256 requests in flight or on event-loop delay) is its own feature with
// its own test; here every request must reach the booking logic. A delay limit of 0 turns that check
// off (PGlite's WASM blocks the loop while it serialises hundreds of transactions).
const NO_SHEDDING = { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 };

interface Backend {
  readonly apps: readonly FastifyInstance[];
  readonly db: Db;
  close(): Promise<void>;
}

async function appOn(db: Db): Promise<FastifyInstance> {
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, loadShedding: NO_SHEDDING });
  await app.ready();
  checkContract(app);
  return app;
}

async function pgliteBackend(): Promise<Backend> {
  const db = await openPglite();
  await migrate(db);
  const app = await appOn(db);
  return {
    apps: [app],
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** `instances` apps, each with its own pool, on one fresh schema of the PostgreSQL server. */
async function postgresBackend(url: string, instances: number): Promise<Backend> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const pools: Db[] = [];
  for (let i = 0; i < instances; i++) pools.push(await openPostgres(scoped.toString()));
  await migrate(pools[0]!);
  const apps = await Promise.all(pools.map(appOn));
  return {
    apps,
    db: pools[0]!,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(pools.map((pool) => pool.close()));
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

function book(
  app: FastifyInstance,
  code: string,
  slot: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/buchung`,
    headers: { ...auth(code), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(bookingBody(slot)),
  });
}

/** Every loser is a 409 BU004 in the spec's error shape; nobody gets a 5xx. */
function expectLosersInSpecShape(responses: readonly LightMyRequestResponse[]): void {
  for (const res of responses) {
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 204) continue;
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(typeof body.referenceId).toBe('string');
    expect(body.errors[0]).toEqual({
      code: 'BU004',
      text: 'Der Termin steht nicht mehr zur Verfügung.',
    });
  }
}

/** The database agrees: one active booking and state GEBUCHT (changed once) per slot. */
async function expectOneBookingPerSlot(db: Db, slots: readonly string[]): Promise<void> {
  const rows = await db.query<{ slot_id: string; anzahl: number }>(
    `SELECT slot_id::text AS slot_id, count(*)::int AS anzahl FROM buchungen
      WHERE storniert_am IS NULL AND slot_id = ANY($1::bigint[]) GROUP BY slot_id`,
    [slots],
  );
  expect(rows).toHaveLength(slots.length);
  for (const row of rows) expect(row.anzahl).toBe(1);
  const states = await db.query<{ status: string; version: number }>(
    'SELECT status, version FROM slots WHERE id = ANY($1::bigint[])',
    [slots],
  );
  for (const state of states) expect(state).toEqual({ status: 'GEBUCHT', version: 1 });
}

/** The unique index refuses a second active booking for a slot, whatever the code does. */
async function expectUniqueIndexHolds(db: Db, slot: string): Promise<void> {
  const code = await insertCode(db);
  await expect(
    db.query(
      `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt)
       VALUES ($1, $2, 'PRAESENZTERMIN', '{W030}', '{}')`,
      [code, slot],
    ),
  ).rejects.toMatchObject({ code: '23505' });
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const BACKENDS: readonly {
  readonly name: string;
  readonly enabled: boolean;
  readonly open: () => Promise<Backend>;
}[] = [
  { name: 'PGlite', enabled: true, open: pgliteBackend },
  {
    name: 'PostgreSQL (needs DATABASE_URL)',
    enabled: Boolean(DATABASE_URL),
    open: () => postgresBackend(DATABASE_URL as string, 1),
  },
];

for (const backend of BACKENDS) {
  describe.runIf(backend.enabled)(`parallel bookings on ${backend.name}`, () => {
    let env: Backend;
    let practice: Practice;

    beforeAll(async () => {
      env = await backend.open();
      await seedReference(env.db);
      practice = await insertPractice(env.db);
    }, TIMEOUT);
    afterAll(() => env.close());

    it(
      `${PARALLEL} bookings from distinct codes at ${SLOTS} slots: exactly one wins each`,
      async () => {
        const app = env.apps[0]!;
        const slots = await insertSlots(env.db, practice, SLOTS);
        const codes = await insertCodes(env.db, PARALLEL);
        const responses = await Promise.all(
          codes.map((code, i) => book(app, code, slots[i % SLOTS]!)),
        );
        const winners = responses
          .map((res, i) => ({ res, slot: slots[i % SLOTS]! }))
          .filter(({ res }) => res.statusCode === 204);
        expect(winners).toHaveLength(SLOTS);
        expect([...countBy(winners, (w) => w.slot).values()].every((n) => n === 1)).toBe(true);
        expectLosersInSpecShape(responses);
        await expectOneBookingPerSlot(env.db, slots);
        await expectUniqueIndexHolds(env.db, slots[0]!);
      },
      TIMEOUT,
    );

    it(
      'one code racing for many slots at once books only one of them',
      async () => {
        const app = env.apps[0]!;
        const slots = await insertSlots(env.db, practice, SLOTS, { inMs: 30 * 24 * 3_600_000 });
        const code = await insertCode(env.db);
        const responses = await Promise.all(slots.map((slot) => book(app, code, slot)));
        expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);
        for (const res of responses.filter((r) => r.statusCode !== 204)) {
          expect(res.statusCode).toBe(409);
          expect(res.json().errors[0].code).toBe('BU001');
        }
        const rows = await env.db.query(
          'SELECT 1 FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
          [code],
        );
        expect(rows).toHaveLength(1);
      },
      TIMEOUT,
    );

    it(
      'one code booking in person and reserving video at once ends with exactly one of them',
      async () => {
        const app = env.apps[0]!;
        // Several rounds: the in-person booking reads the code without a lock, so a reservation
        // must land between its reading and its booking statement in some of them.
        for (let round = 0; round < 10; round++) {
          const inPerson = await insertSlots(env.db, practice, 10, {
            inMs: (50 + round) * 24 * 3_600_000,
          });
          const video = await insertSlots(env.db, practice, 10, {
            inMs: (50 + round) * 24 * 3_600_000 + 3_600_000,
            termintyp: 'VIDEOSPRECHSTUNDE',
          });
          const code = await insertCode(env.db);
          const responses = await Promise.all(
            inPerson.flatMap((slot, i) => [
              book(app, code, slot),
              app.inject({
                method: 'POST',
                url: `${API}/videosprechstunde/reservieren`,
                headers: { ...auth(code), 'content-type': 'application/json' },
                payload: JSON.stringify(bookingBody(video[i]!)),
              }),
            ]),
          );
          expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);
          for (const res of responses.filter((r) => r.statusCode !== 204)) {
            expect(res.statusCode).toBe(409);
          }
          const [held] = await env.db.query<{ buchungen: number; reservierungen: number }>(
            `SELECT (SELECT count(*)::int FROM buchungen
                      WHERE code = $1 AND storniert_am IS NULL) AS buchungen,
                    (SELECT count(*)::int FROM reservierungen
                      WHERE code = $1 AND status = 'RESERVIERT') AS reservierungen`,
            [code],
          );
          expect(held!.buchungen + held!.reservierungen).toBe(1);
        }
      },
      TIMEOUT,
    );

    it(
      '50 parallel video reservations of one slot: exactly one holds it, the others get WP074',
      async () => {
        const app = env.apps[0]!;
        const [slot] = await insertSlots(env.db, practice, 1, {
          inMs: 20 * 24 * 3_600_000,
          termintyp: 'VIDEOSPRECHSTUNDE',
        });
        const codes = await insertCodes(env.db, 50);
        const responses = await Promise.all(
          codes.map((code) =>
            app.inject({
              method: 'POST',
              url: `${API}/videosprechstunde/reservieren`,
              headers: { ...auth(code), 'content-type': 'application/json' },
              payload: JSON.stringify(bookingBody(slot!)),
            }),
          ),
        );
        expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);
        for (const res of responses.filter((r) => r.statusCode !== 204)) {
          expect(res.statusCode).toBe(409);
          expect(res.json().errors[0].code).toBe('WP074');
        }
        const rows = await env.db.query(
          `SELECT 1 FROM reservierungen WHERE slot_id = $1 AND status = 'RESERVIERT'`,
          [slot],
        );
        expect(rows).toHaveLength(1);
      },
      TIMEOUT,
    );

    it(
      'the same booking 50 times in parallel with one Idempotency-Key: one booking, 50 identical answers',
      async () => {
        const app = env.apps[0]!;
        const [slot] = await insertSlots(env.db, practice, 1, { inMs: 40 * 24 * 3_600_000 });
        const code = await insertCode(env.db);
        const key = { 'idempotency-key': `idem-${randomUUID()}` };
        const responses = await Promise.all(
          Array.from({ length: 50 }, () => book(app, code, slot!, key)),
        );
        const answers = new Set(responses.map((r) => `${r.statusCode} ${r.body}`));
        expect([...answers]).toEqual(['204 ']);
        const rows = await env.db.query(
          'SELECT 1 FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
          [code],
        );
        expect(rows).toHaveLength(1);

        // The same key with another body is refused.
        const [other] = await insertSlots(env.db, practice, 1, { inMs: 41 * 24 * 3_600_000 });
        const reused = await book(app, code, other!, key);
        expect(reused.statusCode).toBe(422);
        expect(reused.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
      },
      TIMEOUT,
    );
  });
}

describe('two server instances on PostgreSQL', () => {
  let env: Backend | undefined;
  afterAll(async () => env?.close());

  it.runIf(Boolean(DATABASE_URL))(
    'two apps on separate pools race for the same slots: still exactly one winner each (needs DATABASE_URL)',
    async () => {
      env = await postgresBackend(DATABASE_URL as string, 2);
      await seedReference(env.db);
      const practice = await insertPractice(env.db);
      const [a, b] = env.apps as [FastifyInstance, FastifyInstance];
      const slots = await insertSlots(env.db, practice, SLOTS);
      const codes = await insertCodes(env.db, PARALLEL);
      const responses = await Promise.all(
        codes.map((code, i) => book(i % 2 === 0 ? a : b, code, slots[i % SLOTS]!)),
      );
      expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(SLOTS);
      expectLosersInSpecShape(responses);
      await expectOneBookingPerSlot(env.db, slots);

      // One code through both instances at once, for different slots: one booking only.
      const more = await insertSlots(env.db, practice, 2, { inMs: 50 * 24 * 3_600_000 });
      const code = await insertCode(env.db);
      const pair = await Promise.all([book(a, code, more[0]!), book(b, code, more[1]!)]);
      expect(pair.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    },
    TIMEOUT,
  );
});
