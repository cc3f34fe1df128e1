// The queue-age signal of load shedding (plugins/load-shedding.ts): when many requests are in flight
// and the oldest has waited longer than the limit, new requests get 503 with Retry-After at once;
// one slow request alone sheds nothing; during an overload the refusals after the first are made
// before Fastify, over real HTTP, with the same answer. The 10× overload run is harness/resilience.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, type Db } from '../src/db/client.ts';
import { QUIET_ADMISSION_LIMIT, QUEUE_AGE_MIN_IN_FLIGHT } from '../src/plugins/load-shedding.ts';
import { TEST_JWT_SECRET } from './helper.ts';

const AGE_MS = 40;
// Only API calls are shed (pages and files are not): the test routes sit under the API prefix.
const HELD = `${API_PREFIX}/test-held`;
const QUICK = `${API_PREFIX}/test-quick`;
let app: FastifyInstance | undefined;
let db: Db | undefined;
let open: (() => void)[] = [];

/** An app with a route that waits until the test lets it answer: requests that stay in flight. */
async function appWithHeldRoute(maxQueueAgeMs = AGE_MS): Promise<FastifyInstance> {
  db = await openPglite();
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
  const built = await buildApp({
    config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    loadShedding: {
      maxInFlight: 1_000,
      maxEventLoopDelayMs: 0,
      maxQueueAgeMs,
      retryAfterSeconds: 3,
    },
  });
  built.get(HELD, () => new Promise<string>((resolve) => open.push(() => resolve('ok'))));
  built.get(QUICK, async () => 'ok');
  await built.ready();
  app = built;
  return built;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  open.forEach((release) => release());
  open = [];
  await app?.close();
  await db?.close();
});

describe('load shedding by the age of the oldest request in flight', () => {
  it('sheds new requests while many wait longer than the limit, and admits again when they drain', async () => {
    const server = await appWithHeldRoute();
    const held = Array.from({ length: QUEUE_AGE_MIN_IN_FLIGHT }, () =>
      server.inject({ method: 'GET', url: HELD }),
    );
    await sleep(AGE_MS * 2);
    const shed = await server.inject({ method: 'GET', url: QUICK });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('3');
    expect(shed.json().errors[0].code).toBe('OVERLOADED');

    open.forEach((release) => release());
    expect((await Promise.all(held)).map((res) => res.statusCode)).toEqual(held.map(() => 200));
    expect((await server.inject({ method: 'GET', url: QUICK })).statusCode).toBe(200);
  });

  it('one slow request alone (fewer than the minimum in flight) sheds nothing', async () => {
    const server = await appWithHeldRoute();
    const held = Array.from({ length: QUEUE_AGE_MIN_IN_FLIGHT - 2 }, () =>
      server.inject({ method: 'GET', url: HELD }),
    );
    await sleep(AGE_MS * 2);
    expect((await server.inject({ method: 'GET', url: QUICK })).statusCode).toBe(200);
    open.forEach((release) => release());
    await Promise.all(held);
  });

  it('a burst of young requests on a quiet server is admitted up to the quiet admission limit', async () => {
    // A long age limit: only the admission limit can turn these away.
    const server = await appWithHeldRoute(60_000);
    const burst = Array.from({ length: QUIET_ADMISSION_LIMIT + 8 }, () =>
      server.inject({ method: 'GET', url: HELD }),
    );
    // The 8 beyond the limit are answered at once, while the others are still held.
    await expect
      .poll(() => open.length, { timeout: 5_000, interval: 10 })
      .toBe(QUIET_ADMISSION_LIMIT);
    open.forEach((release) => release());
    const statuses = (await Promise.all(burst)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUIET_ADMISSION_LIMIT);
    expect(statuses.filter((status) => status === 503)).toHaveLength(8);
  });

  it('a busy server with little throughput admits a burst only up to what it answered', async () => {
    const server = await appWithHeldRoute(500);
    // A busy second: 20 in flight, none answered (a slow machine).
    const slow = Array.from({ length: 20 }, () => server.inject({ method: 'GET', url: HELD }));
    await sleep(1_300);
    open.forEach((release) => release());
    open = [];
    await Promise.all(slow);
    // Its throughput (at most 20 answers in a second × 0.5 s) allows the floor of 16, not 64.
    const burst = Array.from({ length: 40 }, () => server.inject({ method: 'GET', url: HELD }));
    await expect
      .poll(() => open.length, { timeout: 5_000, interval: 10 })
      .toBe(QUEUE_AGE_MIN_IN_FLIGHT);
    open.forEach((release) => release());
    const statuses = (await Promise.all(burst)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 503)).toHaveLength(40 - QUEUE_AGE_MIN_IN_FLIGHT);
  });
});

describe('what is shed', () => {
  it("refuses API calls but still serves the app's page and files, so a loaded app can retry calmly", async () => {
    db = await openPglite();
    const built = await buildApp({
      config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }),
      db,
      jwtSecret: TEST_JWT_SECRET,
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 },
    });
    built.get('/terminservice/test-page', async () => 'page');
    built.get(QUICK, async () => 'ok');
    app = built;
    const call = await built.inject({ method: 'GET', url: QUICK });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('2');
    expect((await built.inject({ method: 'GET', url: '/terminservice/test-page' })).body).toBe(
      'page',
    );
  });
});

describe('refusals before Fastify (issue #17: cheap refusals under an open-loop overload)', () => {
  it('answers the first refusal through Fastify and the next ones before it, with the same headers', async () => {
    db = await openPglite();
    const built = await buildApp({
      config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }),
      db,
      jwtSecret: TEST_JWT_SECRET,
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 },
    });
    let seenByFastify = 0;
    built.addHook('onRequest', async (request) => {
      if (request.url.startsWith(API_PREFIX)) seenByFastify += 1;
    });
    built.get('/terminservice/test-page', async () => 'page');
    built.get(QUICK, async () => 'ok');
    app = built;
    const origin = await built.listen({ host: '127.0.0.1', port: 0 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${origin}${QUICK}?i=${i}`));
    type Refusal = { errors: { code: string }[]; referenceId: string };
    const bodies = await Promise.all(answers.map(async (res) => (await res.json()) as Refusal));
    expect(answers.map((res) => res.status)).toEqual([503, 503, 503]);
    // Only the first reached Fastify; the others were refused by the server's request listener.
    expect(seenByFastify).toBe(1);
    const headersOf = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'content-length'].includes(name)),
      );
    const first = headersOf(answers[0]!);
    expect(first['retry-after']).toBe('2');
    expect(first['content-security-policy']).toBeDefined();
    expect(first['cache-control']).toBe('no-store');
    expect(headersOf(answers[1]!)).toEqual(first);
    expect(headersOf(answers[2]!)).toEqual(first);
    expect(bodies.map((body) => body.errors[0]?.code)).toEqual([
      'OVERLOADED',
      'OVERLOADED',
      'OVERLOADED',
    ]);
    expect(new Set(bodies.map((body) => body.referenceId)).size).toBe(3);
    // Pages and the probes are never refused, before Fastify either.
    expect(await (await fetch(`${origin}/terminservice/test-page`)).text()).toBe('page');
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });

  it('admits again before Fastify as soon as the signals do', async () => {
    const server = await appWithHeldRoute();
    const origin = await server.listen({ host: '127.0.0.1', port: 0 });
    const held = Array.from({ length: QUEUE_AGE_MIN_IN_FLIGHT }, () => fetch(`${origin}${HELD}`));
    await expect
      .poll(() => open.length, { timeout: 5_000, interval: 10 })
      .toBe(QUEUE_AGE_MIN_IN_FLIGHT);
    await sleep(AGE_MS * 2);
    // The first refusal through Fastify, the second before it.
    expect((await fetch(`${origin}${QUICK}`)).status).toBe(503);
    expect((await fetch(`${origin}${QUICK}`)).status).toBe(503);
    open.forEach((release) => release());
    expect((await Promise.all(held)).map((res) => res.status)).toEqual(held.map(() => 200));
    expect(await (await fetch(`${origin}${QUICK}`)).text()).toBe('ok');
  });
});
