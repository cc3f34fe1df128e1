import type { SearchResponse, SearchSlot } from '@terminservice/domain/api';
import { generateCode } from '@terminservice/domain/vermittlungscode';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_WRONG_CODES, WRONG_CODE_CEILING } from '../src/security/code-guessing.ts';
import { SEARCH_LIMITS } from '../src/services/search/index.ts';
import { searchSql } from '../src/services/search/sql.ts';
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
  type Area,
} from './fixtures/search.ts';
import { RELAXED_LOAD_SHEDDING, DATABASE_URL, startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Load shedding has its own test (app.test.ts); here a busy in-process PGlite must not turn a
  // search into a 503.
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await insertReference(ctx.db);
});
afterAll(() => ctx.close());

type Query = Record<string, string | undefined>;

async function search(code: string | null, query: Query, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'GET',
    url: url('search', query),
    headers: { ...(code ? basicAuth(code) : {}), ...headers },
  });
}

async function found(code: string, query: Query, headers: Record<string, string> = {}) {
  const res = await search(code, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

/** Every slot of a section (or all sections) as [date, praxisId, profilId, slot]. */
function slotsOf(body: SearchResponse, section?: 'default' | 'additional' | 'freeToUseForPraxis') {
  const out: { date: string; praxisId: string; profilId: string; slot: SearchSlot }[] = [];
  for (const [name, byDate] of Object.entries(body.slots)) {
    if (section && name !== section) continue;
    for (const [date, byPraxis] of Object.entries(byDate ?? {})) {
      for (const [praxisId, byProfil] of Object.entries(byPraxis)) {
        for (const [profilId, list] of Object.entries(byProfil)) {
          for (const slot of list) out.push({ date, praxisId, profilId, slot });
        }
      }
    }
  }
  return out;
}

function slotIds(body: SearchResponse, section?: 'default' | 'additional' | 'freeToUseForPraxis') {
  return slotsOf(body, section)
    .map((s) => s.slot.id)
    .sort();
}

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { code: string; text: string }[]; referenceId: string };
  expect(body.errors[0]?.code).toBe(code);
  expect(body.errors[0]?.text).toEqual(expect.any(String));
  expect(body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
  return body;
}

describe('search: the answer', () => {
  it('has exactly the §3 shape', async () => {
    const area = await newArea(ctx.db);
    await insertPraxis(ctx.db, area, {
      id: 'form-1',
      km: 1.23,
      hinweis: 'Bitte Versichertenkarte mitbringen.',
    });
    await insertProfil(ctx.db, {
      id: 'form-1-p',
      praxisId: 'form-1',
      name: 'Augenärztliche Sprechstunde',
      hinweis: 'Nüchtern erscheinen.',
      leistungsmerkmale: ['W030'],
      qualifikationen: ['Z100'],
    });
    const inPerson = await insertSlot(ctx.db, {
      praxisId: 'form-1',
      profilId: 'form-1-p',
      day: 2,
      time: '08:15',
    });
    const video = await insertSlot(ctx.db, {
      praxisId: 'form-1',
      profilId: 'form-1-p',
      day: 2,
      time: '14:30',
      termintyp: 'VIDEOSPRECHSTUNDE',
      befugnisse: ['PATIENT'],
    });
    const code = await insertCode(ctx.db);
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    const date = localDate(2);
    expect(body).toEqual({
      requestInfo: {
        radius: 5,
        daytime: '00000000000000',
        dringlichkeit: 'DRINGEND',
        gesuchteLeistungsmerkmale: ['W030'],
        bsnr: '',
      },
      leistungsfilter: {},
      freiTextSuche: true,
      slots: {
        default: {
          [date]: {
            'form-1': {
              'form-1-p': [
                {
                  id: inPerson,
                  begin: '08:15',
                  praxisId: 'form-1',
                  buchungsbefugnisse: ['PATIENT', 'TSS'],
                },
                {
                  id: video,
                  begin: '14:30',
                  praxisId: 'form-1',
                  termintyp: 'VIDEOSPRECHSTUNDE',
                  buchungsbefugnisse: ['PATIENT'],
                },
              ],
            },
          },
        },
        additional: {},
        freeToUseForPraxis: {},
      },
      praxen: {
        'form-1': {
          label: 'Praxis form-1',
          street: 'Hauptstraße 1',
          plz: area.plz,
          city: 'Testort',
          distance: 1.2,
          lat: expect.any(Number),
          lon: area.lon,
          phone: '030 1234567',
          web: 'https://praxis.example',
          bf: ['Rollstuhlgerecht'],
          kv: 'KV Berlin',
          praxishinweis: 'Bitte Versichertenkarte mitbringen.',
          // Issue #16: the one identifier staff see and filter by.
          bsnr: expect.stringMatching(/^\d{9}$/),
        },
      },
      terminprofile: {
        'form-1-p': {
          name: 'Augenärztliche Sprechstunde',
          terminprofilhinweis: 'Nüchtern erscheinen.',
          leistungsmerkmale: [{ code: 'W030', name: 'Augenheilkunde' }],
          // Issue #16: names from the catalogue, like the Leistungsmerkmale.
          qualifikationen: [{ code: 'Z100', name: 'Naturheilverfahren' }],
        },
      },
    });
  });

  it('without someOf searches the code’s own Leistungsmerkmal', async () => {
    const area = await newArea(ctx.db);
    const eye = await insertPraxisWithProfil(ctx.db, area, 'own-eye', { km: 1 });
    const gyn = await insertPraxisWithProfil(ctx.db, area, 'own-gyn', {
      km: 1,
      leistungsmerkmale: ['W050'],
    });
    const eyeSlot = await insertSlot(ctx.db, { ...eye, day: 1 });
    await insertSlot(ctx.db, { ...gyn, day: 1 });
    const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
    const body = await found(code, { plz: area.plz });
    expect(slotIds(body)).toEqual([eyeSlot]);
    expect(body.requestInfo.gesuchteLeistungsmerkmale).toEqual(['W030']);
    expect(Object.keys(body.terminprofile)).toEqual(['own-eye-profil']);
    const empty = await found(code, { someOf: '', plz: area.plz });
    expect(slotIds(empty)).toEqual([eyeSlot]);
  });
});

describe('search: radius and distance', () => {
  let area: Area;
  let code: string;
  beforeAll(async () => {
    area = await newArea(ctx.db);
    code = await insertCode(ctx.db);
    for (const [id, km] of [
      ['r-4-9', 4.9],
      ['r-0-5', 0.5],
      ['r-5-2', 5.2],
      ['r-3-0', 3],
      ['r-140', 140],
      ['r-151', 151],
    ] as const) {
      const p = await insertPraxisWithProfil(ctx.db, area, id, { km });
      await insertSlot(ctx.db, { ...p, day: 1 });
    }
  });

  it('finds a practice at 4.9 km with radius 5 and not one at 5.2 km, nearest first', async () => {
    const body = await found(code, { someOf: 'W030', plz: area.plz, radius: '5' });
    expect(Object.keys(body.praxen)).toEqual(['r-0-5', 'r-3-0', 'r-4-9']);
    expect(Object.values(body.praxen).map((p) => p.distance)).toEqual([0.5, 3, 4.9]);
    const date = localDate(1);
    expect(Object.keys(body.slots.default?.[date] ?? {})).toEqual(['r-0-5', 'r-3-0', 'r-4-9']);
  });

  it('uses the default radius of 5 km when none is sent', async () => {
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    expect(body.requestInfo.radius).toBe(5);
    expect(Object.keys(body.praxen)).toEqual(['r-0-5', 'r-3-0', 'r-4-9']);
  });

  it('radius 10 reaches 5.2 km, radius 1 only 0.5 km, 150 km not 151 km', async () => {
    expect(
      Object.keys((await found(code, { someOf: 'W030', plz: area.plz, radius: '10' })).praxen),
    ).toEqual(['r-0-5', 'r-3-0', 'r-4-9', 'r-5-2']);
    expect(
      Object.keys((await found(code, { someOf: 'W030', plz: area.plz, radius: '1' })).praxen),
    ).toEqual(['r-0-5']);
    const wide = await found(code, { someOf: 'W030', plz: area.plz, radius: '150' });
    expect(Object.keys(wide.praxen)).toContain('r-140');
    expect(Object.keys(wide.praxen)).not.toContain('r-151');
  });
});

describe('search: what is shown', () => {
  let area: Area;
  let code: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    area = await newArea(ctx.db);
    code = await insertCode(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'show', { km: 2, bsnr: '721111100' });
    ids.free = await insertSlot(ctx.db, { ...p, day: 1, time: '10:00' });
    ids.soon = await insertSlot(ctx.db, { ...p, minutesFromNow: 90 });
    ids.past = await insertSlot(ctx.db, { ...p, minutesFromNow: -60 });
    ids.booked = await insertSlot(ctx.db, { ...p, day: 1, time: '10:15', status: 'GEBUCHT' });
    ids.reserved = await insertSlot(ctx.db, { ...p, day: 1, time: '10:30', status: 'RESERVIERT' });
    ids.blocked = await insertSlot(ctx.db, { ...p, day: 1, time: '10:45', status: 'BLOCKIERT' });
    ids.tssOnly = await insertSlot(ctx.db, { ...p, day: 1, time: '11:00', befugnisse: ['TSS'] });
    ids.additional = await insertSlot(ctx.db, {
      ...p,
      day: 3,
      time: '09:00',
      abschnitt: 'additional',
    });
    ids.released = await insertSlot(ctx.db, {
      ...p,
      day: 4,
      time: '09:00',
      abschnitt: 'freeToUseForPraxis',
    });
    const removed = await insertPraxisWithProfil(ctx.db, area, 'show-removed', {
      km: 1,
      entfernt: true,
    });
    ids.removed = await insertSlot(ctx.db, { ...removed, day: 1 });
    const other = await insertPraxisWithProfil(ctx.db, area, 'show-other', {
      km: 3,
      bsnr: '722222200',
    });
    ids.other = await insertSlot(ctx.db, { ...other, day: 2 });
    const gyn = await insertPraxisWithProfil(ctx.db, area, 'show-gyn', {
      km: 1,
      leistungsmerkmale: ['W050'],
    });
    ids.gyn = await insertSlot(ctx.db, { ...gyn, day: 1 });
    const diabetes = await insertPraxisWithProfil(ctx.db, area, 'show-z', {
      km: 4,
      qualifikationen: ['Z100'],
    });
    ids.diabetes = await insertSlot(ctx.db, { ...diabetes, day: 2 });
  });

  it('WEB sees only free future PATIENT slots of present practices, by section', async () => {
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    expect(slotIds(body, 'default')).toEqual([ids.free, ids.soon, ids.other, ids.diabetes].sort());
    expect(slotIds(body, 'additional')).toEqual([ids.additional]);
    expect(slotIds(body, 'freeToUseForPraxis')).toEqual([ids.released]);
    expect(body.freiTextSuche).toBe(true);
    expect(Object.keys(body.praxen)).not.toContain('show-removed');
  });

  it('TSS and DISPO also see TSS-only slots, with every section in default', async () => {
    for (const type of ['TSS', 'DISPO'] as const) {
      const body = await found(
        code,
        { someOf: 'W030', plz: area.plz, dringlichkeit: '' },
        await tokenHeader(type),
      );
      expect(Object.keys(body.slots)).toEqual(['default']);
      expect(slotIds(body)).toEqual(
        [
          ids.free,
          ids.soon,
          ids.tssOnly,
          ids.other,
          ids.diabetes,
          ids.additional,
          ids.released,
        ].sort(),
      );
      expect(body.freiTextSuche).toBe(false);
      const tssSlot = slotsOf(body).find((s) => s.slot.id === ids.tssOnly);
      expect(tssSlot?.slot.buchungsbefugnisse).toEqual(['TSS']);
    }
  });

  it('SURGERY sees PATIENT slots only', async () => {
    const body = await found(code, { someOf: 'W030', plz: area.plz }, await tokenHeader('SURGERY'));
    expect(slotIds(body)).not.toContain(ids.tssOnly);
    expect(slotIds(body)).toContain(ids.free);
  });

  it('a TSS token’s privilege comes only from the verified token, not a client header', async () => {
    const body = await found(
      code,
      { someOf: 'W030', plz: area.plz },
      { 'x-ets-application': 'TSS' },
    );
    expect(slotIds(body)).not.toContain(ids.tssOnly);
  });

  it('filters by BSNR for TSS and SURGERY', async () => {
    for (const type of ['TSS', 'SURGERY'] as const) {
      const body = await found(
        code,
        { someOf: 'W030', plz: area.plz, bsnr: '722222200' },
        await tokenHeader(type),
      );
      expect(Object.keys(body.praxen)).toEqual(['show-other']);
      expect(body.requestInfo.bsnr).toBe('722222200');
      // The filter takes what the answer shows (issue #16).
      expect(body.praxen['show-other']?.bsnr).toBe('722222200');
    }
  });

  it('refuses a BSNR filter from WEB with 403 WP002', async () => {
    expectError(
      await search(code, { someOf: 'W030', plz: area.plz, bsnr: '722222200' }),
      403,
      'WP002',
    );
  });

  it('extra qualifications narrow the search for TSS and are refused for WEB', async () => {
    const body = await found(
      code,
      { someOf: 'W030,Z100', plz: area.plz },
      await tokenHeader('SURGERY'),
    );
    expect(slotIds(body)).toEqual([ids.diabetes]);
    expect(body.requestInfo.gesuchteLeistungsmerkmale).toEqual(['W030', 'Z100']);
    expectError(await search(code, { someOf: 'W030,Z100', plz: area.plz }), 403, 'WP002');
    expectError(await search(code, { someOf: 'W030,G100', plz: area.plz }), 403, 'WP002');
  });

  it('a code for one specialty cannot search another (403 WP002); an open code can', async () => {
    expectError(await search(code, { someOf: 'W050', plz: area.plz }), 403, 'WP002');
    expectError(await search(code, { someOf: 'W030,W050', plz: area.plz }), 403, 'WP002');
    const open = await insertCode(ctx.db, { leistungsmerkmal: '' });
    const body = await found(open, { someOf: 'W050', plz: area.plz });
    expect(slotIds(body)).toEqual([ids.gyn]);
    // An open code has nothing to fall back on: the qualifications are required.
    const res = expectError(await search(open, { plz: area.plz }), 400, 'WP003');
    expect(res.errors).toContainEqual(expect.objectContaining({ field: 'query.someOf' }));
  });

  it('returns an empty result, not an error, when nothing matches', async () => {
    const open = await insertCode(ctx.db, { leistungsmerkmal: '' });
    const body = await found(open, { someOf: 'A001', plz: area.plz });
    expect(body.slots).toEqual({ default: {}, additional: {}, freeToUseForPraxis: {} });
    expect(body.praxen).toEqual({});
    expect(body.terminprofile).toEqual({});
  });
});

describe('search: daytime mask', () => {
  let area: Area;
  let code: string;
  const byDayAndTime = new Map<string, string>();
  beforeAll(async () => {
    area = await newArea(ctx.db);
    code = await insertCode(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'dt', { km: 1 });
    for (let day = 1; day <= 7; day++) {
      for (const time of ['09:00', '11:59', '12:00', '15:00']) {
        byDayAndTime.set(`${day} ${time}`, await insertSlot(ctx.db, { ...p, day, time }));
      }
    }
  });

  it('all zero (or empty) means no restriction', async () => {
    for (const daytime of ['00000000000000', '']) {
      const body = await found(code, { someOf: 'W030', plz: area.plz, daytime });
      expect(slotIds(body)).toHaveLength(28);
      expect(body.requestInfo.daytime).toBe('00000000000000');
    }
  });

  it('forenoon is before 12:00, afternoon from 12:00, German time, per weekday', async () => {
    const weekday = weekdayIndex(localDate(3));
    const forenoon = await found(code, {
      someOf: 'W030',
      plz: area.plz,
      daytime: daytimeMask({ weekday, afternoon: false }),
    });
    expect(slotIds(forenoon)).toEqual(
      [byDayAndTime.get('3 09:00'), byDayAndTime.get('3 11:59')].sort(),
    );
    expect(Object.keys(forenoon.slots.default ?? {})).toEqual([localDate(3)]);

    const afternoon = await found(code, {
      someOf: 'W030',
      plz: area.plz,
      daytime: daytimeMask({ weekday, afternoon: true }),
    });
    expect(slotIds(afternoon)).toEqual(
      [byDayAndTime.get('3 12:00'), byDayAndTime.get('3 15:00')].sort(),
    );
  });

  it('several parts combine', async () => {
    const a = weekdayIndex(localDate(1));
    const b = weekdayIndex(localDate(5));
    const body = await found(code, {
      someOf: 'W030',
      plz: area.plz,
      daytime: daytimeMask({ weekday: a, afternoon: true }, { weekday: b, afternoon: false }),
    });
    expect(slotIds(body)).toEqual(
      [
        byDayAndTime.get('1 12:00'),
        byDayAndTime.get('1 15:00'),
        byDayAndTime.get('5 09:00'),
        byDayAndTime.get('5 11:59'),
      ].sort(),
    );
    for (const { slot, date } of slotsOf(body)) {
      expect([a, b]).toContain(weekdayIndex(date));
      expect(slot.begin).toMatch(/^\d\d:\d\d$/);
    }
  });
});

describe('search: urgency window and date range', () => {
  let area: Area;
  const ids: Record<number, string> = {};
  beforeAll(async () => {
    area = await newArea(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'win', { km: 1 });
    for (const day of [1, 2, 3, 5, 10, 30, 40, 80, 90, 200, 230]) {
      ids[day] = await insertSlot(ctx.db, { ...p, day, time: '10:00' });
    }
  });
  const days = (body: SearchResponse) =>
    slotIds(body)
      .map((id) => Number(Object.entries(ids).find(([, v]) => v === id)?.[0]))
      .sort((x, y) => x - y);

  it('the code’s urgency caps the window: AKUT 2 days, DRINGEND 83, others 223', async () => {
    const akut = await insertCode(ctx.db, { dringlichkeit: 'AKUT' });
    expect(days(await found(akut, { someOf: 'W030', plz: area.plz }))).toEqual([1, 2]);
    const dringend = await insertCode(ctx.db, { dringlichkeit: 'DRINGEND' });
    expect(days(await found(dringend, { someOf: 'W030', plz: area.plz }))).toEqual([
      1, 2, 3, 5, 10, 30, 40, 80,
    ]);
    const nicht = await insertCode(ctx.db, { dringlichkeit: 'NICHT_DRINGEND' });
    const body = await found(nicht, { someOf: 'W030', plz: area.plz });
    expect(days(body)).toEqual([1, 2, 3, 5, 10, 30, 40, 80, 90, 200]);
    expect(body.requestInfo.dringlichkeit).toBe('NICHT_DRINGEND');
  });

  it('SURGERY searches DRINGEND codes 35 days ahead', async () => {
    const dringend = await insertCode(ctx.db, { dringlichkeit: 'DRINGEND' });
    const body = await found(
      dringend,
      { someOf: 'W030', plz: area.plz },
      await tokenHeader('SURGERY'),
    );
    expect(days(body)).toEqual([1, 2, 3, 5, 10, 30]);
  });

  it('TSS chooses the urgency; empty means the code’s own', async () => {
    const nicht = await insertCode(ctx.db, { dringlichkeit: 'NICHT_DRINGEND' });
    const tss = await tokenHeader('TSS');
    const akut = await found(nicht, { someOf: 'W030', plz: area.plz, dringlichkeit: 'AKUT' }, tss);
    expect(days(akut)).toEqual([1, 2]);
    expect(akut.requestInfo.dringlichkeit).toBe('AKUT');
    const own = await found(nicht, { someOf: 'W030', plz: area.plz, dringlichkeit: '' }, tss);
    expect(days(own)).toContain(200);
  });

  it('WEB may not send dringlichkeit (400 WP003)', async () => {
    const code = await insertCode(ctx.db);
    const body = expectError(
      await search(code, { someOf: 'W030', plz: area.plz, dringlichkeit: 'AKUT' }),
      400,
      'WP003',
    );
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'query.dringlichkeit' }));
  });

  it('TSS, DISPO and SURGERY search a date range, capped by the window', async () => {
    const code = await insertCode(ctx.db, { dringlichkeit: 'DRINGEND' });
    for (const type of ['TSS', 'DISPO', 'SURGERY'] as const) {
      const body = await found(
        code,
        {
          someOf: 'W030',
          plz: area.plz,
          gesuchterTagVon: `${localDate(2)}T00:00`,
          gesuchterTagBis: `${localDate(5)}T23:59`,
        },
        await tokenHeader(type),
      );
      expect(days(body)).toEqual([2, 3, 5]);
    }
    const capped = await found(
      code,
      {
        someOf: 'W030',
        plz: area.plz,
        gesuchterTagVon: `${localDate(1)}T00:00`,
        gesuchterTagBis: `${localDate(300)}T23:59`,
        dringlichkeit: 'AKUT',
      },
      await tokenHeader('TSS'),
    );
    expect(days(capped)).toEqual([1, 2]);
    const fromOnly = await found(
      code,
      { someOf: 'W030', plz: area.plz, gesuchterTagVon: `${localDate(10)}T10:00` },
      await tokenHeader('TSS'),
    );
    expect(days(fromOnly)).toEqual([10, 30, 40, 80]);
    const timeOfDay = await found(
      code,
      {
        someOf: 'W030',
        plz: area.plz,
        gesuchterTagVon: `${localDate(1)}T10:01`,
        gesuchterTagBis: `${localDate(3)}T10:00`,
      },
      await tokenHeader('TSS'),
    );
    expect(days(timeOfDay)).toEqual([2, 3]);
  });

  it('refuses a date range from WEB and SMED with 403 WP002, never silently', async () => {
    const code = await insertCode(ctx.db);
    expectError(
      await search(code, {
        someOf: 'W030',
        plz: area.plz,
        gesuchterTagVon: `${localDate(2)}T00:00`,
      }),
      403,
      'WP002',
    );
    expectError(
      await search(code, {
        someOf: 'W030',
        plz: area.plz,
        gesuchterTagBis: `${localDate(2)}T23:59`,
      }),
      403,
      'WP002',
    );
  });
});

describe('search: limits', () => {
  it(`returns at most ${SEARCH_LIMITS.practices} practices, the nearest`, async () => {
    const area = await newArea(ctx.db);
    const count = SEARCH_LIMITS.practices + 5;
    for (let i = 0; i < count; i++) {
      const p = await insertPraxisWithProfil(ctx.db, area, `lim-${String(i).padStart(3, '0')}`, {
        km: 0.05 * (count - i),
      });
      await insertSlot(ctx.db, { ...p, day: 1 });
    }
    const code = await insertCode(ctx.db);
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    const shown = Object.keys(body.praxen);
    expect(shown).toHaveLength(SEARCH_LIMITS.practices);
    expect(shown).not.toContain('lim-000');
    expect(shown[0]).toBe(`lim-${String(count - 1).padStart(3, '0')}`);
    const distances = Object.values(body.praxen).map((p) => p.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('returns whole days: the slot cap per section never cuts a day short', async () => {
    const area = await newArea(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'days', { km: 1 });
    // Two days fit under the cap, the third would not.
    const perDay = Math.floor(SEARCH_LIMITS.slotsPerGroup * 0.4);
    for (const day of [1, 2, 3]) {
      for (let i = 0; i < perDay; i++) {
        const minutes = 8 * 60 + i * 15;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        await insertSlot(ctx.db, { ...p, day, time });
      }
    }
    const code = await insertCode(ctx.db);
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    const byDate = body.slots.default ?? {};
    expect(Object.keys(byDate)).toEqual([localDate(1), localDate(2)]);
    for (const date of Object.keys(byDate)) {
      expect(byDate[date]?.days?.['days-profil']).toHaveLength(perDay);
    }
  });

  it('caps each section and appointment type on its own: later ones are not crowded out', async () => {
    const area = await newArea(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'groups', { km: 1 });
    for (let i = 0; i < SEARCH_LIMITS.slotsPerGroup + 4; i++) {
      const minutes = 7 * 60 + i * 10;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      await insertSlot(ctx.db, { ...p, day: 1, time });
    }
    const video = await insertSlot(ctx.db, {
      ...p,
      day: 3,
      time: '10:00',
      termintyp: 'VIDEOSPRECHSTUNDE',
    });
    const later = await insertSlot(ctx.db, {
      ...p,
      day: 4,
      time: '11:00',
      abschnitt: 'additional',
    });
    const code = await insertCode(ctx.db);
    const body = await found(code, { someOf: 'W030', plz: area.plz });
    // Day 1 is cut at the cap; as the group's only date it is kept rather than dropped.
    expect(slotIds(body, 'default')).toHaveLength(SEARCH_LIMITS.slotsPerGroup + 1);
    expect(slotIds(body, 'default')).toContain(video);
    expect(slotIds(body, 'additional')).toEqual([later]);
  });
});

describe('search: refusals', () => {
  let area: Area;
  let slot: string;
  beforeAll(async () => {
    area = await newArea(ctx.db);
    const p = await insertPraxisWithProfil(ctx.db, area, 'ref', { km: 1 });
    slot = await insertSlot(ctx.db, { ...p, day: 1 });
  });

  it('WP042 without a code, with a malformed code or an unknown one', async () => {
    expectError(await search(null, { someOf: 'W030', plz: area.plz }), 401, 'WP042');
    expectError(await search('kein-code', { someOf: 'W030', plz: area.plz }), 401, 'WP042');
    expectError(await search('ABCDFGHJKLMN', { someOf: 'W030', plz: area.plz }), 401, 'WP042');
  });

  it('unknown codes count as wrong codes: at the ceiling even a valid code gets 429', async () => {
    const code = await insertCode(ctx.db);
    const from = (remoteAddress: string, c: string) =>
      ctx.app.inject({
        method: 'GET',
        url: url('search', { someOf: 'W030', plz: area.plz }),
        headers: basicAuth(c),
        remoteAddress,
      });
    // The search counts wrong codes like the login; below the ceiling a valid code still searches.
    for (let i = 0; i < FREE_WRONG_CODES; i++) {
      expectError(await from('198.51.100.7', generateCode()), 401, 'WP042');
    }
    expect((await from('198.51.100.7', code)).statusCode).toBe(200);
    // The rest of the hour's ceiling, sent without waiting: refused within the waits, all counted.
    for (let i = FREE_WRONG_CODES; i < WRONG_CODE_CEILING.max; i++) {
      expect([401, 429]).toContain((await from('198.51.100.7', generateCode())).statusCode);
    }
    const refused = await from('198.51.100.7', code);
    expectError(refused, 429, 'RATE_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter: the login is refused from there too.
    const login = await ctx.app.inject({
      method: 'GET',
      url: url('login', { plz: area.plz }),
      headers: basicAuth(code),
      remoteAddress: '198.51.100.7',
    });
    expect(login.statusCode).toBe(429);
    expect((await from('198.51.100.8', code)).statusCode).toBe(200);
  });

  it('WP055 for a code used up by two cancellations', async () => {
    const code = await insertCode(ctx.db, { stornierungen: 2 });
    expectError(await search(code, { someOf: 'W030', plz: area.plz }), 403, 'WP055');
  });

  it('WP009 for a code with an active booking; a cancelled one does not count', async () => {
    const code = await insertCode(ctx.db);
    const other = await insertSlot(ctx.db, {
      praxisId: 'ref',
      profilId: 'ref-profil',
      day: 2,
      status: 'GEBUCHT',
    });
    await insertBooking(ctx.db, code, other);
    expectError(await search(code, { someOf: 'W030', plz: area.plz }), 409, 'WP009');

    const once = await insertCode(ctx.db, { stornierungen: 1 });
    const cancelled = await insertSlot(ctx.db, { praxisId: 'ref', profilId: 'ref-profil', day: 3 });
    await insertBooking(ctx.db, once, cancelled, { storniert: true });
    expect(slotIds(await found(once, { someOf: 'W030', plz: area.plz }))).toContain(slot);
  });

  it('WP082 for a code with an open video reservation; an expired one does not count', async () => {
    const code = await insertCode(ctx.db);
    const video = await insertSlot(ctx.db, {
      praxisId: 'ref',
      profilId: 'ref-profil',
      day: 4,
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'RESERVIERT',
    });
    await insertReservation(ctx.db, code, video);
    expectError(await search(code, { someOf: 'W030', plz: area.plz }), 409, 'WP082');

    const late = await insertCode(ctx.db);
    const expired = await insertSlot(ctx.db, { praxisId: 'ref', profilId: 'ref-profil', day: 5 });
    await insertReservation(ctx.db, late, expired, { abgelaufen: true });
    expect((await search(late, { someOf: 'W030', plz: area.plz })).statusCode).toBe(200);
  });

  it('WP030 for an unknown postcode', async () => {
    const code = await insertCode(ctx.db);
    expectError(await search(code, { someOf: 'W030', plz: '99999' }), 400, 'WP030');
  });

  it.each([
    ['a malformed postcode', { plz: '1234' }, 'plz'],
    ['a missing postcode', { plz: undefined }, 'plz'],
    ['radius 0', { radius: '0' }, 'radius'],
    ['radius 151', { radius: '151' }, 'radius'],
    ['a radius that is no number', { radius: 'weit' }, 'radius'],
    ['a daytime mask of the wrong length', { daytime: '0101' }, 'daytime'],
    ['a daytime mask with other digits', { daytime: '20000000000000' }, 'daytime'],
    ['a malformed from date', { gesuchterTagVon: '2025-13-01T10:00' }, 'gesuchterTagVon'],
    ['a malformed to date', { gesuchterTagBis: 'morgen' }, 'gesuchterTagBis'],
    ['a BSNR longer than 9', { bsnr: '1234567890' }, 'bsnr'],
    ['allOf not empty', { allOf: 'W030' }, 'allOf'],
  ])('WP003 with the field named for %s', async (_name, change, field) => {
    const code = await insertCode(ctx.db);
    const body = expectError(
      await search(code, { someOf: 'W030', plz: area.plz, ...change }),
      400,
      'WP003',
    );
    expect(body.errors).toContainEqual({
      code: 'WP003',
      text: expect.any(String),
      field: `query.${field}`,
    });
  });

  it('WP003 with the §5 order message when Bis precedes Von', async () => {
    const code = await insertCode(ctx.db);
    const body = expectError(
      await search(
        code,
        {
          someOf: 'W030',
          plz: area.plz,
          gesuchterTagVon: `${localDate(5)}T10:00`,
          gesuchterTagBis: `${localDate(2)}T10:00`,
        },
        await tokenHeader('TSS'),
      ),
      400,
      'WP003',
    );
    expect(body.errors[0]).toEqual({
      code: 'WP003',
      text: "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen",
      field: 'query.gesuchterTagBis',
    });
  });

  it('WP003 for a repeated query key', async () => {
    const code = await insertCode(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/web/api/v4/search?someOf=W030&plz=${area.plz}&plz=10115`,
      headers: basicAuth(code),
    });
    const body = expectError(res, 400, 'WP003');
    expect(body.errors).toContainEqual(expect.objectContaining({ field: 'query.plz' }));
  });

  it('an invalid token is refused with WP005, never downgraded to WEB', async () => {
    const code = await insertCode(ctx.db);
    expectError(
      await search(
        code,
        { someOf: 'W030', plz: area.plz },
        { 'x-ets-identification-token': 'a.b.c' },
      ),
      401,
      'WP005',
    );
  });

  it('arbitrary query strings never give a 5xx', async () => {
    const code = await insertCode(ctx.db, { leistungsmerkmal: '' });
    const tss = await tokenHeader('TSS');
    const keys = fc.constantFrom(
      'allOf',
      'someOf',
      'plz',
      'daytime',
      'gesuchterTagVon',
      'gesuchterTagBis',
      'bsnr',
      'radius',
      'dringlichkeit',
      'token',
      '__proto__',
      'constructor',
    );
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        area.plz,
        '10115',
        'W030',
        'W030,Z100',
        '',
        '5',
        '150',
        'AKUT',
        '00000000000000',
      ),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
      fc.integer({ min: -1000, max: 100000 }).map(String),
    );
    const structured = fc
      .array(fc.tuple(keys, value), { maxLength: 10 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    const raw = fc
      .string({ unit: 'binary', maxLength: 80 })
      .map((s) => encodeURI(s).replaceAll('#', '%23'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(structured, raw), fc.boolean(), async (qs, privileged) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/web/api/v4/search?${qs}`,
          headers: { ...basicAuth(code), ...(privileged ? tss : {}) },
        });
        expect(res.statusCode, `${qs} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().errors[0].code).toEqual(expect.any(String));
      }),
      { numRuns: 300 },
    );
  });
});

describe('search: documentation and plan', () => {
  it('documents the query parameters in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/web/api/v4/openapi.json' });
    const doc = res.json();
    const op = doc.paths['/web/api/v4/search'].get;
    const names = op.parameters
      .filter((p: { name?: string }) => p.name)
      .map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'allOf',
      'someOf',
      'plz',
      'daytime',
      'gesuchterTagVon',
      'gesuchterTagBis',
      'bsnr',
      'radius',
      'dringlichkeit',
      'verschieben',
      'sprache',
    ]);
    for (const p of op.parameters.filter((p: { name?: string }) => p.name)) {
      expect(p.schema.description).toEqual(expect.any(String));
    }
    expect(op.responses['409'].description).toContain('WP009');
    // Issue #22: the diagnosis language, one of the domain's codes or empty.
    const sprache = op.parameters.find((p: { name?: string }) => p.name === 'sprache');
    expect(sprache.schema.enum).toEqual(expect.arrayContaining(['tr', 'en', '']));
    expect(doc.paths['/web/api/v4/search/smed'].get.operationId).toBe('smedSearch');
    expect(doc.paths['/web/api/v4/termincheck/check'].post.operationId).toBe('availability');
  });

  it.runIf(Boolean(DATABASE_URL))(
    'on PostgreSQL (skipped on PGlite: its planner statistics say nothing about the server) the main query uses the specialty-position and free-slot indexes',
    async () => {
      const { text, values } = searchSql(
        { kind: 'radius', centre: { lat: 52.53, lon: 13.38 }, radiusKm: 5 },
        {
          specialties: ['W030'],
          extras: [],
          authorities: ['PATIENT'],
          daytime: '00000000000000',
          windowEnd: `${localDate(83)}T23:59`,
        },
        SEARCH_LIMITS,
      );
      const plan = await ctx.db.transaction(async (tx) => {
        // A test database is tiny, where a sequential scan is always cheapest; the question is
        // whether the indexes can serve this query at all.
        await tx.query('SET LOCAL enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan using praxis_merkmale_pkey on praxis_merkmale/);
      expect(plan).toContain('terminprofile_praxis_merkmale');
      expect(plan).toMatch(/Index Scan using slots_frei on slots/);
    },
  );
});
