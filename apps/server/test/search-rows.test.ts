// The pieces behind the search's speed (docs/performance.md "Search"): how the rows of the search
// SQL are read, the prepared-statement names, and praxis_merkmale kept current by triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementNames, type Db } from '../src/db/client.ts';
import { readPracticeRows, type RawPracticeRow } from '../src/services/search/sql.ts';
import { insertPraxis, insertProfil, insertReference, newArea } from './fixtures/search.ts';
import { openTestDb } from './helper.ts';

const PRACTICE: Omit<RawPracticeRow, 'slots' | 'profile'> = {
  id: 'P1',
  distanz: 1.2,
  rang: 1,
  erster: null,
  bsnr: '123456789',
  praxis_name: 'Praxis',
  strasse: 'Hauptstraße 1',
  plz: '10115',
  ort: 'Berlin',
  lat: 52.5,
  lon: 13.4,
  telefon: null,
  webseite: null,
  praxis_hinweis: null,
  barrierefreiheiten: [],
  barrierefreiheit_freitext: null,
  kv: null,
};

describe('readPracticeRows', () => {
  it('turns the slot columns into slots, earliest first, and names the Leistungsmerkmale', () => {
    const [row] = readPracticeRows(
      [
        {
          ...PRACTICE,
          slots: [
            [12, 11, 10],
            ['P1-T1', 'P1-T2', 'P1-T1'],
            ['default', 'additional', 'default'],
            ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE', 'PRAESENZTERMIN'],
            ['PATIENT,TSS', 'PATIENT', 'TSS'],
            ['2026-11-24T08:30:00', '2026-11-23T14:05:00', '2026-11-24T08:30:00'],
          ],
          profile: [
            [
              'P1-T1',
              'Sprechstunde',
              null,
              ['A001', 'X999'],
              ['Z001', 'Z999'],
              'Dr.',
              null,
              'Demir',
              ['tr'],
            ],
          ],
        },
      ],
      new Map([
        ['A001', 'Hausarzt'],
        ['Z001', 'Akupunktur'],
      ]),
    );
    expect(row?.slots).toEqual([
      {
        id: 11,
        profil: 'P1-T2',
        abschnitt: 'additional',
        termintyp: 'VIDEOSPRECHSTUNDE',
        befugnisse: ['PATIENT'],
        datum: '2026-11-23',
        uhrzeit: '14:05',
      },
      {
        id: 10,
        profil: 'P1-T1',
        abschnitt: 'default',
        termintyp: 'PRAESENZTERMIN',
        befugnisse: ['TSS'],
        datum: '2026-11-24',
        uhrzeit: '08:30',
      },
      {
        id: 12,
        profil: 'P1-T1',
        abschnitt: 'default',
        termintyp: 'PRAESENZTERMIN',
        befugnisse: ['PATIENT', 'TSS'],
        datum: '2026-11-24',
        uhrzeit: '08:30',
      },
    ]);
    expect(row?.profile).toEqual([
      {
        id: 'P1-T1',
        name: 'Sprechstunde',
        hinweis: null,
        leistungsmerkmale: [
          { code: 'A001', name: 'Hausarzt' },
          { code: 'X999', name: 'X999' },
        ],
        // Names like the Leistungsmerkmale (issue #16); an unknown code keeps its code.
        qualifikationen: [
          { code: 'Z001', name: 'Akupunktur' },
          { code: 'Z999', name: 'Z999' },
        ],
        arzt: { titel: 'Dr.', vorname: null, nachname: 'Demir' },
        sprachen: ['tr'],
      },
    ]);
  });

  it('a practice without slots has none', () => {
    const [row] = readPracticeRows(
      [{ ...PRACTICE, slots: [null, null, null, null, null, null], profile: [] }],
      new Map(),
    );
    expect(row?.slots).toEqual([]);
  });
});

describe('StatementNames', () => {
  it('names statements with parameters by their text, and only those', () => {
    const names = new StatementNames();
    const a = names.nameOf('SELECT $1::int', [1]);
    expect(a).toMatch(/^ts_[0-9a-f]{32}$/);
    expect(names.nameOf('SELECT $1::int', [2])).toBe(a);
    expect(names.nameOf('SELECT $1::text', ['x'])).not.toBe(a);
    expect(names.nameOf('SELECT 1; SELECT 2', [])).toBeUndefined();
  });

  it('stops naming new texts at the cap, so a text built from values cannot grow without bound', () => {
    const names = new StatementNames();
    for (let i = 0; i < StatementNames.MAX; i++) names.nameOf(`SELECT $1::int + ${i}`, [1]);
    expect(names.nameOf('SELECT $1::int + 0', [1])).toBeDefined();
    expect(names.nameOf('SELECT $1::int - 1', [1])).toBeUndefined();
  });
});

describe('praxis_merkmale', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await insertReference(db);
  });
  afterAll(() => drop());

  /** The practice's rows as 'code@lat,lon'. */
  async function merkmale(id: string): Promise<string[]> {
    const rows = await db.query<{ merkmal: string; lat: number; lon: number }>(
      'SELECT merkmal, lat, lon FROM praxis_merkmale WHERE praxis_id = $1 ORDER BY merkmal',
      [id],
    );
    return rows.map((r) => `${r.merkmal}@${Number(r.lat).toFixed(3)},${Number(r.lon).toFixed(3)}`);
  }

  it('holds every Leistungsmerkmal and qualification of the practice profiles, kept by triggers', async () => {
    const area = await newArea(db);
    const at = `${area.lat.toFixed(3)},${area.lon.toFixed(3)}`;
    await insertPraxis(db, area, { id: 'mm-1' });
    expect(await merkmale('mm-1')).toEqual([]);
    await insertProfil(db, { id: 'mm-1-a', praxisId: 'mm-1', leistungsmerkmale: ['W030'] });
    await insertProfil(db, {
      id: 'mm-1-b',
      praxisId: 'mm-1',
      leistungsmerkmale: ['A001', 'W030'],
      qualifikationen: ['Z001'],
    });
    expect(await merkmale('mm-1')).toEqual([`A001@${at}`, `W030@${at}`, `Z001@${at}`]);
    await db.query(`UPDATE terminprofile SET leistungsmerkmale = '{W981}' WHERE id = 'mm-1-b'`);
    expect(await merkmale('mm-1')).toEqual([`W030@${at}`, `W981@${at}`, `Z001@${at}`]);
    await db.query(`DELETE FROM terminprofile WHERE id = 'mm-1-a'`);
    expect(await merkmale('mm-1')).toEqual([`W981@${at}`, `Z001@${at}`]);
  });

  it('follows a profile that moves to another practice', async () => {
    const area = await newArea(db);
    await insertPraxis(db, area, { id: 'mm-2' });
    await insertPraxis(db, area, { id: 'mm-3' });
    await insertProfil(db, { id: 'mm-2-a', praxisId: 'mm-2', leistungsmerkmale: ['A002'] });
    await db.query(`UPDATE terminprofile SET praxis_id = 'mm-3' WHERE id = 'mm-2-a'`);
    expect(await merkmale('mm-2')).toEqual([]);
    expect(await merkmale('mm-3')).toHaveLength(1);
  });

  it('follows a practice that moves, is removed or comes back', async () => {
    const area = await newArea(db);
    await insertPraxis(db, area, { id: 'mm-4' });
    await insertProfil(db, { id: 'mm-4-a', praxisId: 'mm-4', leistungsmerkmale: ['W050'] });
    await db.query(`UPDATE praxen SET lat = 1.5, lon = 2.5 WHERE id = 'mm-4'`);
    expect(await merkmale('mm-4')).toEqual(['W050@1.500,2.500']);
    await db.query(`UPDATE praxen SET entfernt = true WHERE id = 'mm-4'`);
    expect(await merkmale('mm-4')).toEqual([]);
    await db.query(`UPDATE praxen SET entfernt = false WHERE id = 'mm-4'`);
    expect(await merkmale('mm-4')).toEqual(['W050@1.500,2.500']);
  });
});
