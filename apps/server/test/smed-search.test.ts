import type { SearchResponse } from '@terminservice/domain/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicAuth,
  daytimeMask,
  insertBooking,
  insertCode,
  insertPraxis,
  insertPraxisWithProfil,
  insertProfil,
  insertReference,
  insertReservation,
  insertSlot,
  localDate,
  newArea,
  tokenHeader,
  url,
  weekdayIndex,
} from './fixtures/search.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
const PSEUDONYM = 'SMED-PSEUDO-0001';

beforeAll(async () => {
  // Load shedding has its own test; a busy in-process PGlite must not turn a search into a 503.
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 1 },
  });
  await insertReference(ctx.db);
  const area = await newArea(ctx.db);
  await insertPraxis(ctx.db, area, { id: 'smed', km: 2, smedPseudonym: PSEUDONYM });
  await insertProfil(ctx.db, { id: 'smed-eye', praxisId: 'smed', leistungsmerkmale: ['W030'] });
  await insertProfil(ctx.db, { id: 'smed-gp', praxisId: 'smed', leistungsmerkmale: ['A001'] });
  const eye = { praxisId: 'smed', profilId: 'smed-eye' };
  ids.morning = await insertSlot(ctx.db, { ...eye, day: 1, time: '09:00' });
  ids.afternoon = await insertSlot(ctx.db, { ...eye, day: 1, time: '15:00' });
  ids.video = await insertSlot(ctx.db, {
    ...eye,
    day: 2,
    time: '10:00',
    termintyp: 'VIDEOSPRECHSTUNDE',
  });
  ids.later = await insertSlot(ctx.db, { ...eye, day: 6, time: '10:00', abschnitt: 'additional' });
  ids.tssOnly = await insertSlot(ctx.db, { ...eye, day: 1, time: '10:00', befugnisse: ['TSS'] });
  ids.booked = await insertSlot(ctx.db, { ...eye, day: 1, time: '11:00', status: 'GEBUCHT' });
  ids.past = await insertSlot(ctx.db, { ...eye, minutesFromNow: -30 });
  ids.farFuture = await insertSlot(ctx.db, { ...eye, day: 100, time: '10:00' });
  ids.gp = await insertSlot(ctx.db, {
    praxisId: 'smed',
    profilId: 'smed-gp',
    day: 1,
    time: '12:00',
  });
  // A practice next door without the pseudonym: never part of the answer.
  const neighbour = await insertPraxisWithProfil(ctx.db, area, 'smed-neighbour', { km: 2 });
  ids.neighbour = await insertSlot(ctx.db, { ...neighbour, day: 1 });
  await insertPraxisWithProfil(ctx.db, area, 'smed-removed', {
    km: 3,
    smedPseudonym: 'SMED-REMOVED',
    entfernt: true,
  });
});
afterAll(() => ctx.close());

async function smed(code: string | null, query: Record<string, string | undefined>, headers = {}) {
  return ctx.app.inject({
    method: 'GET',
    url: url('search/smed', query),
    headers: { ...(code ? basicAuth(code) : {}), ...headers },
  });
}

function slotIds(body: SearchResponse, section?: string): string[] {
  const out: string[] = [];
  for (const [name, byDate] of Object.entries(body.slots)) {
    if (section && name !== section) continue;
    for (const byPraxis of Object.values(byDate ?? {}))
      for (const byProfil of Object.values(byPraxis))
        for (const list of Object.values(byProfil)) for (const slot of list) out.push(slot.id);
  }
  return out.sort();
}

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { code: string; text: string; field?: string }[] };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.errors[0]?.text).toEqual(expect.any(String));
  return body;
}

describe('SMED search', () => {
  it('answers the free patient slots of the one practice, for the code’s specialty', async () => {
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    const res = await smed(code, { daytime: '', smedEinrichtungspseudonym: PSEUDONYM });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SearchResponse>();
    expect(slotIds(body, 'default')).toEqual([ids.morning, ids.afternoon, ids.video].sort());
    expect(slotIds(body, 'additional')).toEqual([ids.later]);
    expect(Object.keys(body.praxen)).toEqual(['smed']);
    expect(body.praxen.smed).not.toHaveProperty('distance');
    expect(body.praxen.smed?.label).toBe('Praxis smed');
    expect(Object.keys(body.terminprofile)).toEqual(['smed-eye']);
    expect(body.requestInfo).toEqual({
      radius: 0,
      daytime: '00000000000000',
      dringlichkeit: 'DRINGEND',
      gesuchteLeistungsmerkmale: ['W030'],
      bsnr: '',
    });
    expect(body.freiTextSuche).toBe(true);
    expect(body.slots).toHaveProperty('freeToUseForPraxis', {});
    const video = Object.values(body.slots.default?.[localDate(2)]?.smed ?? {}).flat()[0];
    expect(video).toEqual({
      id: ids.video,
      begin: '10:00',
      praxisId: 'smed',
      termintyp: 'VIDEOSPRECHSTUNDE',
      buchungsbefugnisse: ['PATIENT', 'TSS'],
    });
  });

  it('an open code sees every profile of the practice; NICHT_DRINGEND reaches further', async () => {
    const code = await insertCode(ctx.db, {
      leistungsmerkmal: '',
      dringlichkeit: 'NICHT_DRINGEND',
    });
    const res = await smed(code, { smedEinrichtungspseudonym: PSEUDONYM });
    expect(res.statusCode, res.body).toBe(200);
    expect(slotIds(res.json())).toEqual(
      [ids.morning, ids.afternoon, ids.video, ids.later, ids.gp, ids.farFuture].sort(),
    );
  });

  it('stays with patient slots even for a TSS token', async () => {
    const code = await insertCode(ctx.db);
    const res = await smed(
      code,
      { smedEinrichtungspseudonym: PSEUDONYM },
      await tokenHeader('TSS'),
    );
    expect(res.statusCode).toBe(200);
    expect(slotIds(res.json())).not.toContain(ids.tssOnly);
  });

  it('applies the daytime mask', async () => {
    const code = await insertCode(ctx.db);
    const weekday = weekdayIndex(localDate(1));
    const res = await smed(code, {
      smedEinrichtungspseudonym: PSEUDONYM,
      daytime: daytimeMask({ weekday, afternoon: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(slotIds(res.json())).toEqual([ids.afternoon]);
  });

  it('WP068 (404) for an unknown or removed facility', async () => {
    const code = await insertCode(ctx.db);
    expectError(await smed(code, { smedEinrichtungspseudonym: 'UNBEKANNT' }), 404, 'WP068');
    expectError(await smed(code, { smedEinrichtungspseudonym: 'SMED-REMOVED' }), 404, 'WP068');
    expectError(await smed(code, { smedEinrichtungspseudonym: 'x'.repeat(500) }), 404, 'WP068');
  });

  it('WP003 without a pseudonym or with a bad daytime mask', async () => {
    const code = await insertCode(ctx.db);
    let body = expectError(await smed(code, {}), 400, 'WP003');
    expect(body.errors[0]?.field).toBe('query.smedEinrichtungspseudonym');
    body = expectError(await smed(code, { smedEinrichtungspseudonym: '' }), 400, 'WP003');
    expect(body.errors[0]?.field).toBe('query.smedEinrichtungspseudonym');
    body = expectError(
      await smed(code, { smedEinrichtungspseudonym: PSEUDONYM, daytime: 'vormittags' }),
      400,
      'WP003',
    );
    expect(body.errors[0]?.field).toBe('query.daytime');
  });

  it('needs the code: WP042 without or with an unknown one', async () => {
    expectError(await smed(null, { smedEinrichtungspseudonym: PSEUDONYM }), 401, 'WP042');
    expectError(await smed('ZZZZZZZZZZZZ', { smedEinrichtungspseudonym: PSEUDONYM }), 401, 'WP042');
  });

  it('WP009, WP082 and WP055 as in the search', async () => {
    const booked = await insertCode(ctx.db);
    const s1 = await insertSlot(ctx.db, {
      praxisId: 'smed',
      profilId: 'smed-eye',
      day: 3,
      status: 'GEBUCHT',
    });
    await insertBooking(ctx.db, booked, s1);
    expectError(await smed(booked, { smedEinrichtungspseudonym: PSEUDONYM }), 409, 'WP009');

    const reserved = await insertCode(ctx.db);
    const s2 = await insertSlot(ctx.db, {
      praxisId: 'smed',
      profilId: 'smed-eye',
      day: 3,
      time: '16:00',
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'RESERVIERT',
    });
    await insertReservation(ctx.db, reserved, s2);
    expectError(await smed(reserved, { smedEinrichtungspseudonym: PSEUDONYM }), 409, 'WP082');

    const usedUp = await insertCode(ctx.db, { stornierungen: 2 });
    expectError(await smed(usedUp, { smedEinrichtungspseudonym: PSEUDONYM }), 403, 'WP055');
  });

  it('arbitrary query strings never give a 5xx', async () => {
    const code = await insertCode(ctx.db);
    const pairs = fc.array(
      fc.tuple(
        fc.constantFrom('daytime', 'smedEinrichtungspseudonym', 'token', 'plz', '__proto__'),
        fc.oneof(fc.string(), fc.constantFrom(PSEUDONYM, '', '01010101010101')),
      ),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(pairs, async (list) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/web/api/v4/search/smed?${new URLSearchParams(list).toString()}`,
          headers: basicAuth(code),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
