import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_LIMIT } from '../src/routes/search/index.ts';
import {
  API,
  insertPraxisWithProfil,
  insertReference,
  insertSlot,
  newArea,
  tokenHeader,
  type Area,
} from './fixtures/search.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Load shedding has its own test; a busy in-process PGlite must not turn a check into a 503.
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 1 },
  });
  await insertReference(ctx.db);
});
afterAll(() => ctx.close());

let clients = 0;
/** Each test its own client address, so the rate limit only bites where a test wants it to. */
function newClient(): string {
  clients += 1;
  return `10.0.${Math.floor(clients / 256)}.${clients % 256}`;
}

async function check(
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/termincheck/check`,
    remoteAddress: options.ip ?? newClient(),
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(body),
  });
}

async function available(
  area: Area,
  leistungsmerkmale: string[],
  headers?: Record<string, string>,
) {
  const res = await check(
    { postleitzahl: area.plz, leistungsmerkmale },
    headers ? { headers } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ termineVorhanden: boolean; suchRadius: number }>();
}

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as {
    errors: { code: string; text: string; field?: string }[];
    referenceId: string;
  };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.errors[0]?.text).toEqual(expect.any(String));
  expect(body.referenceId).toEqual(expect.any(String));
  return body;
}

describe('availability (termincheck/check)', () => {
  it.each([
    [0.8, 1],
    [3, 5],
    [7, 10],
    [19, 20],
    [45, 50],
    [99, 100],
    [140, 150],
  ])('a slot at %s km gives suchRadius %s', async (km, radius) => {
    const area = await newArea(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, `av-${km}`, { km });
    await insertSlot(ctx.db, { ...p, day: 3 });
    expect(await available(area, ['W030'])).toEqual({ termineVorhanden: true, suchRadius: radius });
  });

  it('nothing within 150 km: termineVorhanden false with the default radius', async () => {
    const area = await newArea(ctx.db);
    const far = await insertPraxisWithProfil(ctx.db, area, 'av-far', { km: 152 });
    await insertSlot(ctx.db, { ...far, day: 3 });
    expect(await available(area, ['W030'])).toEqual({ termineVorhanden: false, suchRadius: 5 });
  });

  it('counts only free, future slots of the Leistungsmerkmale within the DRINGEND window', async () => {
    const area = await newArea(ctx.db);
    const near = await insertPraxisWithProfil(ctx.db, area, 'av-near', { km: 0.5 });
    await insertSlot(ctx.db, { ...near, day: 1, status: 'GEBUCHT' });
    await insertSlot(ctx.db, { ...near, day: 1, time: '10:00', status: 'RESERVIERT' });
    await insertSlot(ctx.db, { ...near, minutesFromNow: -10 });
    await insertSlot(ctx.db, { ...near, day: 120 });
    const removed = await insertPraxisWithProfil(ctx.db, area, 'av-removed', {
      km: 0.6,
      entfernt: true,
    });
    await insertSlot(ctx.db, { ...removed, day: 1 });
    const gyn = await insertPraxisWithProfil(ctx.db, area, 'av-gyn', {
      km: 0.7,
      leistungsmerkmale: ['W050'],
    });
    await insertSlot(ctx.db, { ...gyn, day: 1 });
    const mid = await insertPraxisWithProfil(ctx.db, area, 'av-mid', { km: 8 });
    await insertSlot(ctx.db, { ...mid, day: 2 });

    expect(await available(area, ['W030'])).toEqual({ termineVorhanden: true, suchRadius: 10 });
    expect(await available(area, ['W050'])).toEqual({ termineVorhanden: true, suchRadius: 1 });
    // Several Leistungsmerkmale: any of them.
    expect(await available(area, ['A001', 'W030'])).toEqual({
      termineVorhanden: true,
      suchRadius: 10,
    });
    expect(await available(area, ['A001'])).toEqual({ termineVorhanden: false, suchRadius: 5 });
  });

  it('slots only TSS may book count for a verified TSS token, not for patients', async () => {
    const area = await newArea(ctx.db);
    const tssOnly = await insertPraxisWithProfil(ctx.db, area, 'av-tss', { km: 0.5 });
    await insertSlot(ctx.db, { ...tssOnly, day: 1, befugnisse: ['TSS'] });
    const patient = await insertPraxisWithProfil(ctx.db, area, 'av-patient', { km: 15 });
    await insertSlot(ctx.db, { ...patient, day: 1, befugnisse: ['PATIENT'] });
    expect(await available(area, ['W030'])).toEqual({ termineVorhanden: true, suchRadius: 20 });
    expect(await available(area, ['W030'], { 'x-ets-application': 'TSS' })).toEqual({
      termineVorhanden: true,
      suchRadius: 20,
    });
    expect(await available(area, ['W030'], await tokenHeader('TSS'))).toEqual({
      termineVorhanden: true,
      suchRadius: 1,
    });
  });

  it('needs no code', async () => {
    const area = await newArea(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/termincheck/check`,
      headers: { 'content-type': 'application/json', authorization: 'Basic Og==' },
      payload: { postleitzahl: area.plz, leistungsmerkmale: ['W030'] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('WP030 for an unknown postcode', async () => {
    expectError(await check({ postleitzahl: '99998', leistungsmerkmale: ['W030'] }), 400, 'WP030');
  });

  it('WP067 for a Leistungsmerkmal not in the catalogue', async () => {
    const area = await newArea(ctx.db);
    expectError(await check({ postleitzahl: area.plz, leistungsmerkmale: ['X999'] }), 400, 'WP067');
    expectError(
      await check({ postleitzahl: area.plz, leistungsmerkmale: ['W030', 'X999'] }),
      400,
      'WP067',
    );
  });

  it.each([
    ['no postcode', { leistungsmerkmale: ['W030'] }, 'body.postleitzahl'],
    ['a short postcode', { postleitzahl: '123', leistungsmerkmale: ['W030'] }, 'body.postleitzahl'],
    [
      'letters in the postcode',
      { postleitzahl: '1011a', leistungsmerkmale: ['W030'] },
      'body.postleitzahl',
    ],
    [
      'no Leistungsmerkmal',
      { postleitzahl: '10115', leistungsmerkmale: [] },
      'body.leistungsmerkmale',
    ],
    [
      'a Leistungsmerkmal that is no text',
      { postleitzahl: '10115', leistungsmerkmale: [5] },
      'body.leistungsmerkmale.0',
    ],
  ])('WP003 for %s', async (_name, body, field) => {
    const res = expectError(await check(body), 400, 'WP003');
    expect(res.errors.map((e) => e.field)).toContain(field);
  });

  it('WP003 for a body that is no object, never a 500', async () => {
    for (const body of [null, [], 'text', 42]) {
      const res = await check(body);
      expect(res.statusCode).toBe(400);
    }
  });

  it(`is limited to ${AVAILABILITY_LIMIT.max} checks per ${AVAILABILITY_LIMIT.windowSeconds} s and client`, async () => {
    const area = await newArea(ctx.db);
    const ip = newClient();
    for (let i = 0; i < AVAILABILITY_LIMIT.max; i++) {
      const res = await check({ postleitzahl: area.plz, leistungsmerkmale: ['W030'] }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const refused = await check({ postleitzahl: area.plz, leistungsmerkmale: ['W030'] }, { ip });
    expectError(refused, 429, 'RATE_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await check({ postleitzahl: area.plz, leistungsmerkmale: ['W030'] })).statusCode).toBe(
      200,
    );
  });

  it('arbitrary bodies never give a 5xx', async () => {
    const area = await newArea(ctx.db);
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          postleitzahl: fc.oneof(fc.string(), fc.constant(area.plz), fc.integer()),
          leistungsmerkmale: fc.oneof(
            fc.array(fc.oneof(fc.string(), fc.constantFrom('W030', 'Z100', 'G100'), fc.integer())),
            fc.string(),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await check(payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
