// ortsname/abrufen, leistungsmerkmale/abrufen and einrichtungssuche/durchfuehren.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_SEARCH_LIMIT } from '../src/routes/reference/index.ts';
import { startTestApp, type TestContext } from './helper.ts';
import {
  API,
  insertCatalogue,
  insertPractice,
  insertRegion,
  tokenHeader,
} from './fixtures/codes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await insertRegion(ctx.db);
  await insertRegion(ctx.db, {
    kv: '71',
    plz: '80331',
    ortsname: 'München',
    lat: 48.14,
    lon: 11.57,
  });
  await insertCatalogue(ctx.db);
  await insertPractice(ctx.db, {
    id: 'a',
    bsnr: '721111100',
    name: 'Augenarztpraxis Dr. Sonnenschein',
    plz: '10115',
  });
  await insertPractice(ctx.db, {
    id: 'b',
    bsnr: '711111100',
    name: 'Hausarztpraxis am Marienplatz',
    plz: '80331',
    ort: 'München',
    kv: '71',
    telefon: null,
  });
  await insertPractice(ctx.db, {
    id: 'c',
    bsnr: '721111200',
    name: 'Praxis 100% Gesund_heit',
    plz: '10117',
  });
  await insertPractice(ctx.db, {
    id: 'd',
    bsnr: '721111300',
    name: 'Augenzentrum geschlossen',
    plz: '10115',
    entfernt: true,
  });
});
afterAll(() => ctx.close());

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: `${API}/${url}`, headers });
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { code: string; text: string }[] };
  expect(body.errors[0]?.code).toBe(code);
  return body.errors[0]!;
}

describe('ortsname/abrufen', () => {
  it('answers the place name of a postcode', async () => {
    const res = await get('ortsname/abrufen?plz=80331');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ortsname: 'München' });
  });

  it('WP030 (404) for an unknown postcode', async () => {
    const error = expectError(await get('ortsname/abrufen?plz=99999'), 404, 'WP030');
    expect(error.text).toBe('Die Postleitzahl ist unbekannt.');
  });

  it('WP003 for a malformed or missing postcode', async () => {
    expectError(await get('ortsname/abrufen?plz=abcde'), 400, 'WP003');
    expectError(await get('ortsname/abrufen?plz=123456'), 400, 'WP003');
    expectError(await get('ortsname/abrufen'), 400, 'WP003');
  });
});

describe('leistungsmerkmale/abrufen', () => {
  const w = {
    'Hausärztliche Versorgung': { Hausarzt: ['A001'] },
    Augenheilkunde: { Augenheilkunde: ['W030', 'W031'], Netzhaut: ['W032'] },
  };

  it('gives WEB the doctor groups with subgroups, and no extras', async () => {
    const res = await get('leistungsmerkmale/abrufen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ w, z: {}, g: {} });
  });

  it.each(['TSS', 'DISPO', 'SURGERY'] as const)('gives %s the extras z and g too', async (type) => {
    const res = await get('leistungsmerkmale/abrufen', await tokenHeader(type));
    expect(res.json()).toEqual({ w, z: { Z010: 'Akupunktur' }, g: { G010: 'Akupunktur' } });
  });

  it('keeps the catalogue order of the groups', async () => {
    const body = (await get('leistungsmerkmale/abrufen')).json() as { w: Record<string, unknown> };
    expect(Object.keys(body.w)).toEqual(['Hausärztliche Versorgung', 'Augenheilkunde']);
  });
});

describe('einrichtungssuche/durchfuehren', () => {
  type Answer = { einrichtungen: { name: string; bsnr: string; [key: string]: unknown }[] };

  it('finds practices by part of the name, case-insensitive, without removed ones', async () => {
    const res = await get(
      `einrichtungssuche/durchfuehren?suchbegriff=${encodeURIComponent('augen')}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).einrichtungen).toEqual([
      {
        bsnr: '721111100',
        name: 'Augenarztpraxis Dr. Sonnenschein',
        strasse: 'Hauptstraße 1',
        plz: '10115',
        ort: 'Berlin',
        telefonnummer: '030 1234567',
        barrierefreiheiten: ['Rollstuhlgerecht'],
      },
    ]);
  });

  it('finds by BSNR and by postcode or its beginning', async () => {
    const byBsnr = (
      await get('einrichtungssuche/durchfuehren?suchbegriff=7111111')
    ).json() as Answer;
    expect(byBsnr.einrichtungen.map((e) => e.bsnr)).toEqual(['711111100']);
    const byPlz = (await get('einrichtungssuche/durchfuehren?plz=101')).json() as Answer;
    expect(byPlz.einrichtungen.map((e) => e.name)).toEqual([
      'Augenarztpraxis Dr. Sonnenschein',
      'Praxis 100% Gesund_heit',
    ]);
    const both = (
      await get('einrichtungssuche/durchfuehren?suchbegriff=praxis&plz=80331')
    ).json() as Answer;
    expect(both.einrichtungen.map((e) => e.name)).toEqual(['Hausarztpraxis am Marienplatz']);
    expect(both.einrichtungen[0]).not.toHaveProperty('telefonnummer');
  });

  it('takes % and _ in the term literally', async () => {
    const percent = (
      await get(`einrichtungssuche/durchfuehren?suchbegriff=${encodeURIComponent('%')}`)
    ).json() as Answer;
    expect(percent.einrichtungen.map((e) => e.name)).toEqual(['Praxis 100% Gesund_heit']);
    const underscore = (
      await get(`einrichtungssuche/durchfuehren?suchbegriff=${encodeURIComponent('d_h')}`)
    ).json() as Answer;
    expect(underscore.einrichtungen.map((e) => e.name)).toEqual(['Praxis 100% Gesund_heit']);
    const none = (
      await get(`einrichtungssuche/durchfuehren?suchbegriff=${encodeURIComponent('Gesund%heit')}`)
    ).json() as Answer;
    expect(none.einrichtungen).toEqual([]);
  });

  it(`answers at most ${FACILITY_SEARCH_LIMIT} facilities`, async () => {
    for (let i = 0; i < FACILITY_SEARCH_LIMIT + 5; i++) {
      await insertPractice(ctx.db, {
        id: `viele-${i}`,
        bsnr: `7299${String(i).padStart(5, '0')}`,
        name: `Viele Praxis ${String(i).padStart(3, '0')}`,
      });
    }
    const body = (await get('einrichtungssuche/durchfuehren?suchbegriff=Viele')).json() as Answer;
    expect(body.einrichtungen).toHaveLength(FACILITY_SEARCH_LIMIT);
    expect(body.einrichtungen[0]!.name).toBe('Viele Praxis 000');
  });

  it('WP003 without a term and a postcode, or with malformed ones', async () => {
    const error = expectError(await get('einrichtungssuche/durchfuehren'), 400, 'WP003');
    expect(error.text).toBe('Bitte geben Sie einen Suchbegriff oder eine Postleitzahl ein.');
    expectError(await get('einrichtungssuche/durchfuehren?suchbegriff=%20%20'), 400, 'WP003');
    expectError(await get('einrichtungssuche/durchfuehren?plz=10a'), 400, 'WP003');
    expectError(await get('einrichtungssuche/durchfuehren?plz=101150'), 400, 'WP003');
    expectError(
      await get(`einrichtungssuche/durchfuehren?suchbegriff=${'x'.repeat(101)}`),
      400,
      'WP003',
    );
    expectError(
      await get('einrichtungssuche/durchfuehren?suchbegriff=a&suchbegriff=b'),
      400,
      'WP003',
    );
  });
});

describe('fuzzing', () => {
  it('arbitrary query strings and codes never give a 5xx', async () => {
    const paths = [
      'ortsname/abrufen',
      'leistungsmerkmale/abrufen',
      'einrichtungssuche/durchfuehren',
      'login',
      'code',
      'code/dringlichkeit',
    ];
    const key = fc.constantFrom(
      'plz',
      'suchbegriff',
      'leistungsmerkmal',
      'dringlichkeit',
      'token',
      'x',
    );
    const value = fc.oneof(fc.string(), fc.constantFrom('10115', '101', '%', 'W030', 'AKUT', ''));
    const query = fc
      .array(fc.tuple(key, value), { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    const raw = fc.string().map((s) => s.replace(/[#\s]/g, ''));
    const auth = fc.oneof(
      fc.constant(undefined),
      fc.string().map((s) => `Basic ${Buffer.from(`:${s}`).toString('base64')}`),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(query, raw),
        auth,
        fc.boolean(),
        async (path, qs, authorization, staff) => {
          const headers: Record<string, string> = staff ? await tokenHeader('TSS') : {};
          if (authorization !== undefined) headers.authorization = authorization;
          const res = await ctx.app.inject({ method: 'GET', url: `${API}/${path}?${qs}`, headers });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
