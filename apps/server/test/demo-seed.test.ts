// Demo data: realistic, deterministic, idempotent, and with the guaranteed coverage of the
// referral-free specialties (spec §1) around five big-city postcodes.
import { REFERRAL_FREE_CODES } from '@terminservice/domain/leistungsmerkmal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/client.ts';
import { seedReferenceData } from '../src/reference/index.ts';
import {
  GARANTIE_PLZ,
  GARANTIE_RADIUS_KM,
  GARANTIE_TAGE,
  seedDemoData,
  type DemoSeedResult,
} from '../src/seed/demo.ts';
import { openTestDb } from './helper.ts';

/** A Monday morning in spring (CET → CEST switch on 29 March lies inside the horizon). */
const NOW = new Date('2026-03-02T06:30:00Z');
/** The day before Christmas Eve, in the evening: holidays in the first two weeks. */
const NOW_FEIERTAGE = new Date('2025-12-23T17:45:00Z');

const HAVERSINE_KM = (a: string, b: string) => `6371 * 2 * asin(sqrt(
  power(sin(radians(${b}.lat - ${a}.lat) / 2), 2) +
  cos(radians(${a}.lat)) * cos(radians(${b}.lat)) * power(sin(radians(${b}.lon - ${a}.lon) / 2), 2)))`;

/** Names of some practices of the default seed, to compare with another seed. */
let namenStandardSeed: string[] = [];
const namenProbe = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(
      "SELECT name FROM praxen WHERE id BETWEEN 'P000100' AND 'P000120' ORDER BY id",
    )
  ).map((r) => r.name);

interface Seeded {
  db: Db;
  drop: () => Promise<void>;
  result: DemoSeedResult;
  ms: number;
}

async function seeded(now: Date, seed?: string): Promise<Seeded> {
  const { db, drop } = await openTestDb();
  await seedReferenceData(db);
  const start = performance.now();
  const result = await seedDemoData(db, { now, ...(seed ? { seed } : {}) });
  return { db, drop, result, ms: performance.now() - start };
}

/** Per guarantee postcode, code and appointment type: free patient slots in the first 14 days. */
async function garantie(db: Queryable, now: Date) {
  return db.query<{ plz: string; code: string; termintyp: string; anzahl: number }>(
    `SELECT z.plz, code, s.termintyp, count(*)::int AS anzahl
     FROM postleitzahlen z
     JOIN praxen p ON ${HAVERSINE_KM('z', 'p')} <= $4 AND NOT p.entfernt
     JOIN terminprofile t ON t.praxis_id = p.id
     CROSS JOIN LATERAL unnest(t.leistungsmerkmale) AS code
     JOIN slots s ON s.terminprofil_id = t.id
     WHERE z.plz = ANY($1) AND code = ANY($2)
       AND s.status = 'FREI' AND s.abschnitt = 'default' AND 'PATIENT' = ANY(s.buchungsbefugnisse)
       AND s.beginn > $3 AND s.beginn < $3::timestamptz + make_interval(days => $5)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`,
    [GARANTIE_PLZ, REFERRAL_FREE_CODES, now, GARANTIE_RADIUS_KM, GARANTIE_TAGE],
  );
}

function alleKombinationen() {
  return [...GARANTIE_PLZ].sort().flatMap((plz) =>
    [...REFERRAL_FREE_CODES].sort().flatMap((code) =>
      ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'].map((termintyp) => ({
        plz,
        code,
        termintyp,
        anzahl: expect.any(Number),
      })),
    ),
  );
}

describe('demo data', () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seeded(NOW);
    console.log(
      `seedDemoData (${s.db.kind}): ${s.result.praxen} practices, ${s.result.terminprofile} profiles, ` +
        `${s.result.slots} slots in ${Math.round(s.ms)} ms`,
    );
    namenStandardSeed = await namenProbe(s.db);
  });
  afterAll(() => s.drop());

  it('reports what it inserted', async () => {
    const [row] = await s.db.query<{ praxen: number; profile: number; slots: number }>(
      `SELECT (SELECT count(*)::int FROM praxen) AS praxen,
              (SELECT count(*)::int FROM terminprofile) AS profile,
              (SELECT count(*)::int FROM slots) AS slots`,
    );
    expect(row).toEqual({
      praxen: s.result.praxen,
      profile: s.result.terminprofile,
      slots: s.result.slots,
    });
    expect(s.result.praxen).toBe(1_500);
    expect(s.result.slots).toBeGreaterThan(50_000);
  });

  it('guarantees free in-person and video slots for patients near the five big-city postcodes', async () => {
    expect(await garantie(s.db, NOW)).toEqual(alleKombinationen());
  });

  it('covers every KV region, with practices in its own region', async () => {
    const rows = await s.db.query<{ id: string; praxen: number }>(
      `SELECT k.id, count(p.id)::int AS praxen FROM kv_regionen k
       LEFT JOIN praxen p ON p.kv_id = k.id GROUP BY k.id ORDER BY k.id`,
    );
    expect(rows).toHaveLength(17);
    for (const row of rows) expect(row.praxen, `KV ${row.id}`).toBeGreaterThanOrEqual(3);
    const [falsch] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM praxen p JOIN postleitzahlen z ON z.plz = p.plz
       WHERE z.kv_id <> p.kv_id OR z.ortsname <> p.ort`,
    );
    expect(falsch!.n).toBe(0);
  });

  it('places practices at real postcodes, within 1.5 km of the centre', async () => {
    const [row] = await s.db.query<{ fehlend: number; max: number }>(
      `SELECT count(*) FILTER (WHERE z.plz IS NULL)::int AS fehlend,
              max(${HAVERSINE_KM('z', 'p')}) AS max
       FROM praxen p LEFT JOIN postleitzahlen z ON z.plz = p.plz`,
    );
    expect(row!.fehlend).toBe(0);
    expect(row!.max).toBeLessThanOrEqual(1.51);
  });

  it('gives practices plausible names, addresses, BSNR, phone, website, accessibility and notes', async () => {
    const rows = await s.db.query<{
      name: string;
      bsnr: string;
      strasse: string;
      telefon: string;
      webseite: string | null;
      hinweis: string | null;
      barrierefreiheiten: string[];
      kv_id: string;
    }>('SELECT * FROM praxen');
    const bsnr = new Set(rows.map((r) => r.bsnr));
    expect(bsnr.size).toBe(rows.length);
    for (const r of rows) {
      expect(r.bsnr).toMatch(/^\d{9}$/);
      expect(r.bsnr.slice(0, 2)).toBe(r.kv_id);
      expect(r.strasse).toMatch(/^\D+ \d+[a-c]?$/);
      expect(r.telefon).toMatch(/^0\d{2,4} \d{5,8}$/);
      if (r.webseite) expect(r.webseite).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
    }
    const namen = rows.map((r) => r.name);
    expect(namen.some((n) => /^Praxis Dr\. med\. \S+ \S+$/.test(n))).toBe(true);
    expect(namen.some((n) => n.startsWith('Gemeinschaftspraxis '))).toBe(true);
    expect(namen.some((n) => n.startsWith('MVZ '))).toBe(true);
    expect(rows.filter((r) => r.hinweis).length).toBeGreaterThan(rows.length / 5);
    expect(rows.filter((r) => r.barrierefreiheiten.length > 0).length).toBeGreaterThan(
      rows.length / 2,
    );
    expect(rows.filter((r) => r.webseite).length).toBeGreaterThan(rows.length / 2);
  });

  it('has a few SMED practices with a facility pseudonym', async () => {
    const rows = await s.db.query<{ smed_pseudonym: string; slots: number }>(
      `SELECT p.smed_pseudonym, count(s.id)::int AS slots FROM praxen p
       JOIN slots s ON s.praxis_id = p.id
       WHERE p.smed_pseudonym IS NOT NULL GROUP BY 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBe(s.result.smedPseudonyme.length);
    for (const r of rows) {
      expect(r.smed_pseudonym).toMatch(/^[a-z0-9]{16}$/);
      expect(r.slots).toBeGreaterThan(0);
    }
  });

  it('gives profiles names, some hints, Leistungsmerkmale and qualifications from the catalogue', async () => {
    const [row] = await s.db.query<{
      ohne: number;
      unbekannt: number;
      quali_unbekannt: number;
      mit_hinweis: number;
      gesamt: number;
    }>(
      `SELECT count(*) FILTER (WHERE cardinality(t.leistungsmerkmale) = 0)::int AS ohne,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM unnest(t.leistungsmerkmale) c
                WHERE c NOT IN (SELECT code FROM leistungsmerkmale WHERE art = 'w')))::int AS unbekannt,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM unnest(t.qualifikationen) c
                WHERE c NOT IN (SELECT code FROM leistungsmerkmale WHERE art IN ('z', 'g'))))::int AS quali_unbekannt,
              count(*) FILTER (WHERE t.hinweis IS NOT NULL)::int AS mit_hinweis,
              count(*)::int AS gesamt
       FROM terminprofile t`,
    );
    expect(row).toMatchObject({ ohne: 0, unbekannt: 0, quali_unbekannt: 0 });
    expect(row!.mit_hinweis).toBeGreaterThan(row!.gesamt / 10);
    const [profilLos] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM praxen p
       WHERE NOT EXISTS (SELECT 1 FROM terminprofile t WHERE t.praxis_id = p.id)`,
    );
    expect(profilLos!.n).toBe(0);
  });

  it('plans slots in Berlin practice hours over the next four months', async () => {
    const [row] = await s.db.query<{
      frueh: number;
      spaet: number;
      sonntag: number;
      vorher: number;
      nachher: number;
      nicht_frei: number;
      falsche_praxis: number;
      bis_vier_monate: boolean;
    }>(
      `SELECT
         count(*) FILTER (WHERE (beginn AT TIME ZONE 'Europe/Berlin')::time < '07:00')::int AS frueh,
         count(*) FILTER (WHERE (ende AT TIME ZONE 'Europe/Berlin')::time > '20:00')::int AS spaet,
         count(*) FILTER (WHERE extract(isodow FROM beginn AT TIME ZONE 'Europe/Berlin') = 7)::int AS sonntag,
         count(*) FILTER (WHERE beginn <= $1)::int AS vorher,
         count(*) FILTER (WHERE beginn > $1::timestamptz + interval '4 months 1 day')::int AS nachher,
         count(*) FILTER (WHERE status <> 'FREI')::int AS nicht_frei,
         count(*) FILTER (WHERE t.praxis_id <> s.praxis_id)::int AS falsche_praxis,
         max(beginn) > $1::timestamptz + interval '110 days' AS bis_vier_monate
       FROM slots s JOIN terminprofile t ON t.id = s.terminprofil_id`,
      [NOW],
    );
    expect(row).toEqual({
      frueh: 0,
      spaet: 0,
      sonntag: 0,
      vorher: 0,
      nachher: 0,
      nicht_frei: 0,
      falsche_praxis: 0,
      bis_vier_monate: true,
    });
    // No slots on nationwide holidays: Good Friday and Easter Monday 2026.
    const [feiertag] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM slots
       WHERE (beginn AT TIME ZONE 'Europe/Berlin')::date IN ('2026-04-03', '2026-04-06')`,
    );
    expect(feiertag!.n).toBe(0);
    // Local times stay on the quarter hour across the switch to summer time.
    const [viertel] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM slots
       WHERE extract(minute FROM beginn AT TIME ZONE 'Europe/Berlin')::int % 5 <> 0`,
    );
    expect(viertel!.n).toBe(0);
  });

  it('mixes appointment types, booking authorities and result sections', async () => {
    const rows = await s.db.query<{
      termintyp: string;
      befugnisse: string;
      abschnitt: string;
      n: number;
    }>(
      `SELECT termintyp, array_to_string(buchungsbefugnisse, '|') AS befugnisse, abschnitt, count(*)::int AS n
       FROM slots GROUP BY 1, 2, 3`,
    );
    const summe = (f: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(f).reduce((n, r) => n + r.n, 0);
    const gesamt = summe(() => true);
    expect(summe((r) => r.termintyp === 'VIDEOSPRECHSTUNDE') / gesamt).toBeGreaterThan(0.05);
    expect(summe((r) => r.termintyp === 'PRAESENZTERMIN') / gesamt).toBeGreaterThan(0.5);
    expect(new Set(rows.map((r) => r.befugnisse))).toEqual(
      new Set(['PATIENT', 'TSS', 'PATIENT|TSS']),
    );
    expect(summe((r) => r.befugnisse === 'TSS')).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.abschnitt))).toEqual(
      new Set(['default', 'additional', 'freeToUseForPraxis']),
    );
    expect(summe((r) => r.abschnitt === 'default') / gesamt).toBeGreaterThan(0.6);
  });

  it('is idempotent: seeding an already seeded database does nothing', async () => {
    const zaehle = () =>
      s.db.query(
        'SELECT (SELECT count(*) FROM praxen) AS p, (SELECT count(*) FROM slots) AS s, (SELECT max(id) FROM slots) AS m',
      );
    const vorher = await zaehle();
    const again = await seedDemoData(s.db, { now: new Date(NOW.getTime() + 86_400_000) });
    expect(again).toEqual({
      angelegt: false,
      praxen: 0,
      terminprofile: 0,
      slots: 0,
      smedPseudonyme: [],
    });
    expect(await zaehle()).toEqual(vorher);
  });

  it('is deterministic: the same seed and time give the same data', async () => {
    const zweites = await seeded(NOW);
    try {
      const fingerprint = (db: Queryable) =>
        db.query(
          `SELECT (SELECT md5(string_agg(p::text, '|' ORDER BY id)) FROM praxen p) AS praxen,
                  (SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM terminprofile t) AS profile,
                  (SELECT md5(string_agg(s::text, '|' ORDER BY id)) FROM slots s) AS slots`,
        );
      expect(await fingerprint(zweites.db)).toEqual(await fingerprint(s.db));
      expect(zweites.result).toEqual(s.result);
    } finally {
      await zweites.drop();
    }
  });
});

describe('demo data seeded just before the Christmas holidays', () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seeded(NOW_FEIERTAGE, 'anderer-seed');
  });
  afterAll(() => s.drop());

  it('still guarantees the referral-free specialties in the first two weeks', async () => {
    expect(await garantie(s.db, NOW_FEIERTAGE)).toEqual(alleKombinationen());
  });

  it('closes practices on the holidays', async () => {
    const [row] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM slots
       WHERE (beginn AT TIME ZONE 'Europe/Berlin')::date
             IN ('2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01')`,
    );
    expect(row!.n).toBe(0);
  });

  it('differs from the data of another seed, with the guarantee practices in the same places', async () => {
    const namen = await namenProbe(s.db);
    expect(namen).toHaveLength(21);
    expect(namenStandardSeed).toHaveLength(21);
    expect(namen).not.toEqual(namenStandardSeed);
    const [erste] = await s.db.query<{ plz: string }>(
      "SELECT plz FROM praxen WHERE id = 'P000001'",
    );
    expect(erste!.plz).toBe('10115');
  });
});
