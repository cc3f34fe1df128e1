// Reference data: postcodes with place names, centroids and KV from the npm data sets, the 17 KVs,
// and the qualification catalogue with every code the spec names.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KSVPSYCH, REFERRAL_FREE_CODES } from '@terminservice/domain/leistungsmerkmal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  KV_REGIONEN,
  katalogZeilen,
  kvIdFuerKreis,
  qualifikationenAusZeilen,
  seedReferenceData,
  type KatalogZeile,
} from '../src/reference/index.ts';
import {
  leitePostleitzahlenAb,
  naechstePlz,
  ortsnameWaehlen,
} from '../src/reference/postleitzahlen-ableiten.ts';
import {
  baueReferenzdaten,
  istAktuell,
  ladePostleitzahlen,
} from '../src/reference/postleitzahlen-datei.ts';
import { openTestDb } from './helper.ts';

/** Every code the spec names (§2 "Specialty options", L002 in the TSS/DISPO list). */
const SPEC_CODES = ['W030', 'W050', 'A001', 'L001', 'A002', 'W981', 'W991', 'L002'];

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await seedReferenceData(db);
});
afterAll(() => drop());

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (x: number) => (x * Math.PI) / 180;
  const h =
    Math.sin(r(lat2 - lat1) / 2) ** 2 +
    Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('KV regions', () => {
  it('are the 17 KVs with their official numbers', async () => {
    const rows = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM kv_regionen ORDER BY id',
    );
    expect(rows.map((r) => r.id)).toEqual([
      '01',
      '02',
      '03',
      '17',
      '20',
      '38',
      '46',
      '51',
      '52',
      '71',
      '72',
      '73',
      '78',
      '83',
      '88',
      '93',
      '98',
    ]);
    expect(rows.find((r) => r.id === '71')?.name).toBe('KV Bayerns');
    expect(rows.find((r) => r.id === '38')?.name).toBe('KV Nordrhein');
    expect(KV_REGIONEN.find((k) => k.id === '71')?.langname).toBe(
      'Kassenärztliche Vereinigung Bayerns',
    );
  });

  it.each([
    ['01001', '01'], // Flensburg
    ['02000', '02'], // Hamburg
    ['03241', '17'], // Region Hannover: Niedersachsen is Land 03, KV 17
    ['04011', '03'], // Bremen is Land 04, KV 03
    ['05111', '38'], // Düsseldorf (Regierungsbezirk 051)
    ['05315', '38'], // Köln (053)
    ['05515', '20'], // Münster (055)
    ['05711', '20'], // Bielefeld (057)
    ['05913', '20'], // Dortmund (059)
    ['06412', '46'],
    ['07111', '51'],
    ['08111', '52'],
    ['09162', '71'],
    ['10041', '73'],
    ['11000', '72'],
    ['12054', '83'],
    ['13003', '78'],
    ['14612', '98'],
    ['15003', '88'],
    ['16051', '93'],
  ])('maps the Kreis %s to KV %s', (ags, kv) => {
    expect(kvIdFuerKreis(ags)).toBe(kv);
  });
});

describe('postcodes', () => {
  it('holds every German postcode with a place name, and uses all 17 KVs', async () => {
    const [row] = await db.query<{ anzahl: number; kvs: number }>(
      'SELECT count(*)::int AS anzahl, count(DISTINCT kv_id)::int AS kvs FROM postleitzahlen',
    );
    expect(row!.anzahl).toBeGreaterThanOrEqual(8_100);
    expect(row!.kvs).toBe(17);
    const [leer] = await db.query<{ anzahl: number }>(
      `SELECT count(*)::int AS anzahl FROM postleitzahlen
       WHERE ortsname = '' OR lat NOT BETWEEN 47.2 AND 55.1 OR lon NOT BETWEEN 5.8 AND 15.1`,
    );
    expect(leer!.anzahl).toBe(0);
  });

  it.each([
    ['10115', 'Berlin', '72', 52.532, 13.385],
    ['80331', 'München', '71', 48.137, 11.572],
    ['50667', 'Köln', '38', 50.939, 6.956],
    ['20095', 'Hamburg', '02', 53.552, 10.0],
    ['60311', 'Frankfurt am Main', '46', 50.111, 8.683],
    ['44135', 'Dortmund', '20', 51.514, 7.468],
  ])('%s is %s in KV %s at its centre', async (plz, ortsname, kv, lat, lon) => {
    const [row] = await db.query<{ ortsname: string; lat: number; lon: number; kv_id: string }>(
      'SELECT ortsname, lat, lon, kv_id FROM postleitzahlen WHERE plz = $1',
      [plz],
    );
    expect(row).toMatchObject({ ortsname, kv_id: kv });
    expect(km(row!.lat, row!.lon, lat, lon)).toBeLessThan(2);
  });

  it('takes the OpenGeoDB place among several OSM names of one postcode', async () => {
    const rows = await db.query<{ plz: string; ortsname: string }>(
      "SELECT plz, ortsname FROM postleitzahlen WHERE plz IN ('01561', '15236', '24222') ORDER BY plz",
    );
    expect(rows).toEqual([
      { plz: '01561', ortsname: 'Großenhain' },
      { plz: '15236', ortsname: 'Frankfurt (Oder)' },
      { plz: '24222', ortsname: 'Schwentinental' },
    ]);
  });

  it('loads once: a second run inserts nothing and changes nothing', async () => {
    const vorher = await db.query('SELECT * FROM postleitzahlen ORDER BY plz');
    const result = await seedReferenceData(db);
    expect(result.postleitzahlenEingefuegt).toBe(0);
    expect(await db.query('SELECT * FROM postleitzahlen ORDER BY plz')).toEqual(vorher);
    const [kv] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kv_regionen');
    expect(kv!.n).toBe(17);
  });
});

describe('qualification catalogue', () => {
  it('contains every code the spec names, and the domain list', async () => {
    const rows = await db.query<{ code: string }>('SELECT code FROM leistungsmerkmale');
    const codes = new Set(rows.map((r) => r.code));
    for (const code of [...SPEC_CODES, ...REFERRAL_FREE_CODES, KSVPSYCH.code]) {
      expect(codes, code).toContain(code);
    }
  });

  it('names the spec codes as the spec does', () => {
    const namen = new Map(katalogZeilen().map((z) => [z.code, z.name]));
    expect(namen.get('W030')).toBe('Augenheilkunde');
    expect(namen.get('W050')).toBe('Frauenheilkunde');
    expect(namen.get('A001')).toBe('Hausarzt');
    expect(namen.get('L001')).toBe('U-Untersuchungen');
    expect(namen.get('A002')).toBe('Kinderarzt');
    expect(namen.get('W981')).toBe('Psychotherapeutische Sprechstunde Erwachsene');
    expect(namen.get('W991')).toBe(
      'Psychotherapeutische Sprechstunde Kinder & Jugendliche (bis 20 Jahre)',
    );
    expect(namen.get('L002')).toBe('KSVPsych');
  });

  it('has unique codes and a realistic breadth of doctor groups', () => {
    const zeilen = katalogZeilen();
    expect(new Set(zeilen.map((z) => z.code)).size).toBe(zeilen.length);
    const gruppen = new Set(zeilen.filter((z) => z.art === 'w').map((z) => z.gruppe));
    for (const gruppe of [
      'Innere Medizin',
      'Orthopädie und Unfallchirurgie',
      'Hals-Nasen-Ohrenheilkunde',
      'Haut- und Geschlechtskrankheiten',
      'Nervenheilkunde, Neurologie und Psychiatrie',
      'Urologie',
      'Chirurgie',
      'Radiologie',
    ]) {
      expect(gruppen).toContain(gruppe);
    }
    expect(gruppen.size).toBeGreaterThanOrEqual(20);
    // §3: codes starting with W or Z are filtered separately from the others.
    for (const z of zeilen.filter((z) => z.art === 'z')) expect(z.code).toMatch(/^Z\d{3}$/);
    for (const z of zeilen.filter((z) => z.art === 'g')) expect(z.code).toMatch(/^G\d{3}$/);
  });

  it('gives the §3 response shape from the table: w group → subgroup → keys, z and g key → name', async () => {
    const zeilen = await db.query<KatalogZeile>(
      'SELECT code, art, gruppe, name, sort FROM leistungsmerkmale ORDER BY sort',
    );
    const q = qualifikationenAusZeilen(zeilen);
    expect(q.w['Augenheilkunde']).toEqual({ Augenheilkunde: ['W030'] });
    expect(q.w['Kinder- und Jugendmedizin']).toMatchObject({
      Kinderarzt: ['A002'],
      'U-Untersuchungen': ['L001'],
    });
    expect(Object.keys(q.w['Innere Medizin']!)).toContain('Kardiologie');
    expect(q.z['Z010']).toBe('Akupunktur');
    expect(q.g['G060']).toBe('Hautkrebs-Screening');
  });

  it('upserts: a renamed entry in the code is corrected at the next start', async () => {
    await db.query("UPDATE leistungsmerkmale SET name = 'veraltet' WHERE code = 'W030'");
    await seedReferenceData(db);
    const [row] = await db.query<{ name: string }>(
      "SELECT name FROM leistungsmerkmale WHERE code = 'W030'",
    );
    expect(row!.name).toBe('Augenheilkunde');
  });
});

describe('deriving the postcode table', () => {
  const quadrat = (x: number, y: number, d: number) => [
    [
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
      [x, y],
    ],
  ];

  it('finds the Kreis by point in polygon, the nearest Kreis outside, and borrows coordinates', () => {
    const a = leitePostleitzahlenAb({
      namen: {
        '10115': ['Berlin'],
        '10117': ['Berlin'],
        '50667': ['Köln'],
        '27498': ['Helgoland'],
      },
      koordinaten: [
        { zip: '10115', lat: '52.5', lon: '13.4', city: 'Berlin' },
        { zip: '50667', lat: '50.9', lon: '6.9', city: 'Köln' },
        { zip: '27498', lat: '54.18', lon: '7.6', city: 'Helgoland' },
      ],
      kreise: [
        {
          type: 'Feature',
          properties: { GF: 4, AGS: '11000' },
          geometry: { type: 'Polygon', coordinates: quadrat(13, 52, 1) },
        },
        {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { GF: 4, AGS: '05315' },
              geometry: { type: 'MultiPolygon', coordinates: [quadrat(6.5, 50.5, 1)] },
            },
            {
              // Water area (GF 2): never matched.
              type: 'Feature',
              properties: { GF: 2, AGS: '01056' },
              geometry: { type: 'Polygon', coordinates: quadrat(7, 54, 1) },
            },
          ],
        },
        {
          type: 'Feature',
          properties: { GF: 4, AGS: '01051' },
          geometry: { type: 'Polygon', coordinates: quadrat(8.5, 53.9, 0.5) },
        },
      ],
    });
    expect(a.zeilen).toEqual([
      { plz: '10115', ortsname: 'Berlin', lat: 52.5, lon: 13.4, kvId: '72' },
      { plz: '10117', ortsname: 'Berlin', lat: 52.5, lon: 13.4, kvId: '72' },
      { plz: '27498', ortsname: 'Helgoland', lat: 54.18, lon: 7.6, kvId: '01' },
      { plz: '50667', ortsname: 'Köln', lat: 50.9, lon: 6.9, kvId: '38' },
    ]);
    expect(a.genaehert).toEqual([['10117', '10115']]);
    expect(a.ausserhalb).toEqual(['27498']);
  });

  it('borrows from the numerically nearest postcode of the same delivery area', () => {
    expect(naechstePlz('60312', ['60311', '60313', '60314', '61000'])).toBe('60311');
    expect(naechstePlz('60316', ['60311', '60322'])).toBe('60311');
    // A tie goes to the lower postcode.
    expect(naechstePlz('60316', ['60321', '60311'])).toBe('60311');
    expect(naechstePlz('99999', ['60311'])).toBeUndefined();
  });

  it('chooses the place name', () => {
    expect(ortsnameWaehlen(['Berlin'], undefined)).toBe('Berlin');
    expect(ortsnameWaehlen(['Ebersbach', 'Großenhain'], 'Großenhain')).toBe('Großenhain');
    expect(ortsnameWaehlen(['Jacobsdorf', 'Frankfurt (Oder)'], 'Frankfurt / Oder')).toBe(
      'Frankfurt (Oder)',
    );
    expect(ortsnameWaehlen(['Bad Belzig', 'Planetal'], 'Belzig')).toBe('Bad Belzig');
    expect(ortsnameWaehlen(['Alt Tucheband', 'Zechin'], 'Manschnow')).toBe('Alt Tucheband');
  });

  it('builds the file from the npm data sets, skips when up to date, and loads it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'plz-'));
    try {
      const ziel = join(dir, 'postleitzahlen.json');
      expect(await istAktuell(ziel)).toBe(false);
      // A missing file is built on first load.
      const zeilen = await ladePostleitzahlen(ziel);
      expect(zeilen.length).toBe(8_168);
      expect(await istAktuell(ziel)).toBe(true);
      expect((await baueReferenzdaten({ ziel })).gebaut).toBe(false);
      const berlin = zeilen.find((z) => z.plz === '10115');
      expect(berlin).toEqual({
        plz: '10115',
        ortsname: 'Berlin',
        lat: expect.any(Number),
        lon: expect.any(Number),
        kvId: '72',
      });
      for (const z of zeilen) {
        expect(Math.round(z.lat * 1e5) / 1e5).toBe(z.lat);
        expect(Math.round(z.lon * 1e5) / 1e5).toBe(z.lon);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
