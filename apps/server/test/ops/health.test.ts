// Liveness, readiness and metrics (README "Health and metrics"): real app, real database; the
// unreachable database is a real refused connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import { createOpsRuntime } from '../../src/ops/runtime.ts';
import { DATABASE_URL, startTestApp, TEST_JWT_SECRET, type TestContext } from '../helper.ts';

const API = '/web/api/v4';
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('liveness and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('/healthz answers 200 on a running process, also for HEAD', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 200 with its checks while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', load: 'ok', lifecycle: 'running' },
    });
  });
});

describe('readiness while draining and while shedding', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('fails from the start of the drain on, and every answer closes its connection', async () => {
    const ops = createOpsRuntime(ctx.db);
    const app = await buildApp({ config: ctx.config, db: ctx.db, jwtSecret: TEST_JWT_SECRET, ops });
    try {
      const before = await app.inject({ method: 'GET', url: `${API}/version` });
      expect(before.headers.connection).not.toBe('close');
      ops.readiness.startDraining();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json() as {
        errors: { code: string }[];
        referenceId: string;
        checks: object;
      };
      expect(body.errors[0]!.code).toBe('NOT_READY');
      expect(body.referenceId).toEqual(expect.any(String));
      expect(body.checks).toEqual({ database: 'ok', load: 'ok', lifecycle: 'draining' });
      expect(ready.headers['retry-after']).toBe('5');
      // Still answering (the balancer needs time to notice), but never keeping the connection.
      const during = await app.inject({ method: 'GET', url: `${API}/version` });
      expect(during.statusCode).toBe(200);
      expect(during.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('fails while load shedding refuses requests; liveness and readiness are never shed', async () => {
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      jwtSecret: TEST_JWT_SECRET,
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
    });
    try {
      const shed = await app.inject({ method: 'GET', url: `${API}/version` });
      expect(shed.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect((ready.json() as { checks: { load: string } }).checks.load).toBe('shedding');
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(
        /terminservice_shed_requests_total\{app="web",reason="in_flight"\} 1\b/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('readiness without a database', () => {
  it('fails while the database refuses connections; liveness still answers', async () => {
    // A real PostgreSQL client on a port where nothing listens: every connect is refused.
    const db = await openPostgres('postgres://postgres@127.0.0.1:1/none');
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect((ready.json() as { checks: object }).checks).toEqual({
        database: 'unreachable',
        load: 'ok',
        lifecycle: 'running',
      });
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ env: { METRICS_ALLOW: '10.1.0.0/16', METRICS_TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('are refused outside the allowed network without the token, in the error shape', async () => {
    const res = await scrape('192.0.2.7');
    expect(res.statusCode).toBe(403);
    const body = res.json() as { errors: { code: string; text: string }[]; referenceId: string };
    expect(body.errors[0]!.code).toBe('FORBIDDEN');
    expect(body.referenceId).toEqual(expect.any(String));
    expect((await scrape('127.0.0.1')).statusCode).toBe(403);
    const wrong = await scrape('192.0.2.7', { authorization: `Bearer ${METRICS_TOKEN}x` });
    expect(wrong.statusCode).toBe(403);
  });

  it('are open to the allowed network and to the token', async () => {
    expect((await scrape('10.1.200.3')).statusCode).toBe(200);
    expect((await scrape('::ffff:10.1.0.9')).statusCode).toBe(200);
    const withToken = await scrape('192.0.2.7', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain');
  });

  it('count requests and latency by route pattern and status, never by URL', async () => {
    await ctx.app.inject({ method: 'GET', url: `${API}/ortsname/abrufen?plz=10115` });
    await ctx.app.inject({ method: 'GET', url: '/geheim-4711-erika@example.org' });
    const text = (await scrape('10.1.0.1')).body;
    expect(text).toMatch(
      /terminservice_http_requests_total\{app="web",method="GET",route="\/web\/api\/v4\/ortsname\/abrufen",status="\d{3}"\} 1/,
    );
    expect(text).toContain('terminservice_http_request_duration_seconds_bucket{le="0.005"');
    expect(text).not.toContain('10115');
    expect(text).not.toContain('4711');
    expect(text).not.toContain('erika');
  });

  it('count rate-limit refusals with their code, and the outbox backlog', async () => {
    const form = {
      name: 'Erika Mustermann',
      email: 'erika@example.org',
      subject: 'Frage',
      message: 'Wie buche ich einen Termin?',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API}/contact`,
        payload: form,
        remoteAddress: '198.51.100.4',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const text = (await scrape('10.1.0.1')).body;
    expect(text).toMatch(
      /terminservice_rate_limit_refusals_total\{app="web",route="\/web\/api\/v4\/contact",code="[A-Z0-9_]+"\} 1/,
    );
    expect(text).toMatch(/terminservice_outbox_backlog\{state="pending"\} 5\b/);
    expect(text).toMatch(/terminservice_outbox_backlog\{state="given_up"\} 0\b/);
    // The shared search answers (ADR 21): none asked yet in this test file.
    expect(text).toMatch(/terminservice_search_answers\{state="hits"\} 0\b/);
    expect(text).toMatch(/terminservice_search_answers\{state="kept"\} 0\b/);
    expect(text).not.toContain('Mustermann');
    expect(text).not.toContain('198.51.100.4');
  });

  it.runIf(DATABASE_URL)('report the PostgreSQL pool', async () => {
    const text = (await scrape('10.1.0.1')).body;
    expect(text).toMatch(/terminservice_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/terminservice_db_pool_connections\{state="waiting"\} \d+/);
  });
});
