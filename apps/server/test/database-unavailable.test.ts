// Issue #6 "PostgreSQL stopped and restarted": while the database cannot be reached the API answers
// 503 with Retry-After in the spec's error shape (never 500), and it recovers by itself. The whole
// stop/start of a real cluster is scripted in harness/resilience; here the mapping and the pool's
// recovery, against a real refused port and real terminated connections.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres, type Db } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { checkContract } from './contract.ts';
import { DATABASE_URL, openTestDb, TEST_JWT_SECRET } from './helper.ts';

const PLACE_NAME = '/web/api/v4/ortsname/abrufen?plz=10115';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '08000',
    '53300',
  ])('%s means unavailable', (code) => expect(isDatabaseUnavailable(withCode(code))).toBe(true));

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('pg message "%s" means unavailable', (message) =>
    expect(isDatabaseUnavailable(new Error(message))).toBe(true),
  );

  it('an AggregateError of refused addresses means unavailable', () => {
    const error = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(['23505', '42P01', '22P02', '40001', 'ERR_SOMETHING'])(
    '%s is a real error, not unavailability',
    (code) => expect(isDatabaseUnavailable(withCode(code))).toBe(false),
  );

  it('plain errors and non-errors are not unavailability', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a database that refuses connections', () => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens, the connect is refused at once.
    db = await openPostgres('postgres://postgres@127.0.0.1:1/none');
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
    app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    checkContract(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers 503 with Retry-After in the spec error shape, never 500', async () => {
    for (const url of [PLACE_NAME, '/web/api/v4/featuretoggles/abrufen']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      const body = res.json();
      expect(body.errors).toEqual([
        { code: 'UNAVAILABLE', text: expect.stringContaining('erneut') },
      ]);
      expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
    }
  });
});

describe.skipIf(!DATABASE_URL)('PostgreSQL connections terminated by the server', () => {
  let test: Awaited<ReturnType<typeof openTestDb>>;
  let admin: Db;
  let app: FastifyInstance;
  let db: Db;
  const appName = `unavailable_${process.pid}`;

  beforeAll(async () => {
    test = await openTestDb();
    admin = await openPostgres(DATABASE_URL!);
    // The app gets its own pool on the test schema, marked so its backends can be found.
    const [{ search_path: schema }] = (await test.db.query<{ search_path: string }>(
      'SHOW search_path',
    )) as [{ search_path: string }];
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', appName);
    db = await openPostgres(url.toString());
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
    app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    checkContract(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await admin.close();
    await test.drop();
  });

  it('the pool drops the killed connections and the next requests succeed (no 5xx)', async () => {
    // Fill the pool with open connections, then terminate them all (57P01 on each).
    // (An empty schema answers 404 WP030: a database answer, which is what matters here.)
    const warm = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: PLACE_NAME })),
    );
    expect(warm.every((res) => res.statusCode < 500)).toBe(true);
    const killed = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE application_name = $1`,
      [appName],
    );
    expect(killed.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: PLACE_NAME })),
    );
    expect(after.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
  });
});
