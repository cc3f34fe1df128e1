// Demo data: realistic, deterministic, idempotent, and with the guaranteed coverage of the
// referral-free specialties (spec §1) around five big-city postcodes — kept current by the top-up
// at every start.
import { REFERRAL_FREE_CODES } from '@terminservice/domain/leistungsmerkmal';
import { isSpracheCode, isValidLanr } from '@terminservice/domain/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/client.ts';
import { seedReferenceData } from '../src/reference/index.ts';
import {
  GARANTIE_PLZ,
  GARANTIE_RADIUS_KM,
  GARANTIE_TAGE,
  seedDemoData,
  topUpDemoData,
  type DemoSeedResult,
  type DemoTopUpResult,
} from '../src/seed/demo.ts';
import { openTestDb } from './helper.ts';

/** A Monday morning in spring (CET → CEST switch on 29 March lies inside the horizon). */
const NOW = new Date('2026-03-02T06:30:00Z');
/** The day before Christmas Eve, in the evening: holidays in the first two weeks. */
const NOW_FEIERTAGE = new Date('2025-12-23T17:45:00Z');
const TAG_MS = 86_400_000;
const plusTageMs = (instant: Date, tage: number) => new Date(instant.getTime() + tage * TAG_MS);
/** Forty days after NOW: Saturday 11 April 2026, summer time. */
const SPAETER = plusTageMs(NOW, 40);
/** Midnight (Berlin) seven days before SPAETER: free demo slots before it are deleted. */
const GRENZE = new Date('2026-04-03T22:00:00Z');

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
async function garantie(db: Queryable, now: Date, sprache: string | null = null) {
  return db.query<{ plz: string; code: string; termintyp: string; anzahl: number }>(
    `SELECT z.plz, code, s.termintyp, count(*)::int AS anzahl
     FROM postleitzahlen z
     JOIN praxen p ON ${HAVERSINE_KM('z', 'p')} <= $4 AND NOT p.entfernt
     JOIN terminprofile t ON t.praxis_id = p.id
     CROSS JOIN LATERAL unnest(t.leistungsmerkmale) AS code
     JOIN slots s ON s.terminprofil_id = t.id
     WHERE z.plz = ANY($1) AND code = ANY($2) AND ($6::text IS NULL OR $6 = ANY (t.sprachen))
       AND s.status = 'FREI' AND s.abschnitt = 'default' AND 'PATIENT' = ANY(s.buchungsbefugnisse)
       AND s.beginn > $3 AND s.beginn < $3::timestamptz + make_interval(days => $5)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`,
    [GARANTIE_PLZ, REFERRAL_FREE_CODES, now, GARANTIE_RADIUS_KM, GARANTIE_TAGE, sprache],
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
    // The whole demo seed: ~20 s alone, past 60 s on a machine busy with other suites.
  }, 180_000);
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

  it('gives doctors’ profiles their doctor and languages; the guarantee speaks Englisch and Türkisch', async () => {
    // Issue #22: the language filter finds slots near the guarantee postcodes.
    expect(await garantie(s.db, NOW, 'tr')).toEqual(alleKombinationen());
    expect(await garantie(s.db, NOW, 'en')).toEqual(alleKombinationen());
    const rows = await s.db.query<{ lanr: string | null; sprachen: string[] }>(
      'SELECT arzt_lanr AS lanr, sprachen FROM terminprofile',
    );
    const doctors = rows.filter((r) => r.lanr !== null);
    expect(doctors.length).toBeGreaterThan(rows.length / 2);
    for (const { lanr } of doctors) expect(isValidLanr(lanr!), lanr!).toBe(true);
    expect(new Set(doctors.map((r) => r.lanr)).size).toBe(doctors.length);
    const speaking = rows.filter((r) => r.sprachen.length > 0).length;
    expect(speaking).toBeGreaterThan(rows.length / 5);
    for (const { sprachen } of rows)
      for (const code of sprachen) expect(isSpracheCode(code)).toBe(true);
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
          // Without the times of the last change (migration 0008): they say when, not what.
          `SELECT (SELECT md5(string_agg((to_jsonb(p) - 'aktualisiert_am')::text, '|' ORDER BY id))
                   FROM praxen p) AS praxen,
                  (SELECT md5(string_agg((to_jsonb(t) - 'geaendert_am')::text, '|' ORDER BY id))
                   FROM terminprofile t) AS profile,
                  (SELECT md5(string_agg((to_jsonb(s) - 'geaendert_am')::text, '|' ORDER BY id))
                   FROM slots s) AS slots`,
        );
      expect(await fingerprint(zweites.db)).toEqual(await fingerprint(s.db));
      expect(zweites.result).toEqual(s.result);
    } finally {
      await zweites.drop();
    }
    // A second whole seed: ~18 s alone.
  }, 180_000);
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

/** Slot rows without id, status and version: what two databases planned, compared. */
const slotInhalt = async (db: Queryable, ab: Date, ohne: readonly string[] = []) =>
  (
    await db.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n,
              md5(string_agg(concat_ws('/', praxis_id, terminprofil_id, extract(epoch FROM beginn),
                                       extract(epoch FROM ende), termintyp,
                                       array_to_string(buchungsbefugnisse, ','), abschnitt),
                             '|' ORDER BY praxis_id, terminprofil_id, beginn, termintyp)) AS md5
       FROM slots WHERE beginn > $1 AND praxis_id ~ '^P[0-9]{6}$' AND NOT praxis_id = ANY($2)`,
      [ab, ohne],
    )
  )[0]!;

/** Every column of the given slots (ids included). */
const slotZeilen = (db: Queryable, where: string, params: readonly unknown[] = []) =>
  db.query<{ n: number; md5: string | null }>(
    `SELECT count(*)::int AS n, md5(string_agg(s::text, '|' ORDER BY id)) AS md5
     FROM slots s WHERE ${where}`,
    params,
  );

async function zeitmessung<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

describe('demo data topped up at every start', () => {
  /** Seeded at NOW, then topped up at SPAETER. */
  let s: Seeded;
  /** Seeded fresh at SPAETER. */
  let frisch: Seeded;
  let topUp: DemoTopUpResult;
  let topUpMs: number;
  /** Before the top-up: the slots it must keep, the highest id, the booked/reserved slot ids. */
  let vorher: { bleibend: { n: number; md5: string | null }; maxId: number };
  let geschuetzt: string[];

  beforeAll(async () => {
    s = await seeded(NOW);
    // Bookings and reservations on demo slots of the first days (older than seven days at
    // SPAETER) and one later: a booked slot, a reserved one, and a free one whose booking was
    // cancelled (its row must stay for the booking's foreign key).
    const slots = await s.db.query<{ id: string }>(
      `SELECT id::text AS id FROM slots
       WHERE beginn BETWEEN $1 AND $2 AND status = 'FREI' ORDER BY slots.id LIMIT 3`,
      [plusTageMs(NOW, 1), plusTageMs(NOW, 2)],
    );
    const [spaet] = await s.db.query<{ id: string }>(
      `SELECT id::text AS id FROM slots WHERE beginn > $1 ORDER BY slots.id LIMIT 1`,
      [plusTageMs(NOW, 45)],
    );
    geschuetzt = [...slots.map((r) => r.id), spaet!.id];
    const codes = ['TOPUP0000001', 'TOPUP0000002', 'TOPUP0000003', 'TOPUP0000004'];
    await s.db.query(
      `INSERT INTO vermittlungscodes (code, leistungsmerkmal, ausgestellt_von)
       SELECT unnest($1::text[]), 'A001', 'TSS:test'`,
      [codes],
    );
    const buchung = (code: string, slot: string, storniert: boolean) =>
      s.db.query(
        `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, storniert_am)
         VALUES ($1, $2, 'PRAESENZTERMIN', '{A001}', '{}', $3)`,
        [code, slot, storniert ? NOW : null],
      );
    await buchung(codes[0]!, geschuetzt[0]!, false);
    await buchung(codes[2]!, geschuetzt[2]!, true);
    await buchung(codes[3]!, geschuetzt[3]!, false);
    await s.db.query(
      `INSERT INTO reservierungen (code, slot_id, leistungsmerkmale, kontakt, email, pin_hash, laeuft_ab_am)
       VALUES ($1, $2, '{A001}', '{}', 'patient@example.org', 'x', $3)`,
      [codes[1], geschuetzt[1], plusTageMs(NOW, 1)],
    );
    await s.db.query(
      `UPDATE slots SET status = CASE id WHEN $1 THEN 'GEBUCHT' WHEN $2 THEN 'RESERVIERT'
                                         WHEN $3 THEN 'GEBUCHT' ELSE status END
       WHERE id = ANY($4::bigint[])`,
      [geschuetzt[0], geschuetzt[1], geschuetzt[3], geschuetzt],
    );
    // An operator's own practice next to the demo, with an old free slot.
    await s.db.query(
      `INSERT INTO praxen (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id)
       SELECT 'BETREIBER-1', '721111111', 'Praxis des Betreibers', 'Invalidenstraße 1', plz,
              ortsname, lat, lon, kv_id
       FROM postleitzahlen WHERE plz = '10115'`,
    );
    await s.db.query(
      `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
       VALUES ('BETREIBER-1-T1', 'BETREIBER-1', 'Sprechstunde', '{A001}')`,
    );
    await s.db.query(
      `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse)
       VALUES ('BETREIBER-1', 'BETREIBER-1-T1', $1, $1::timestamptz + interval '15 minutes',
               'PRAESENZTERMIN', '{PATIENT}')`,
      [plusTageMs(NOW, 2)],
    );
    const [bleibend] = await slotZeilen(s.db, 'beginn >= $1', [GRENZE]);
    const [maxId] = await s.db.query<{ n: number }>('SELECT max(id)::int AS n FROM slots');
    vorher = { bleibend: bleibend!, maxId: maxId!.n };

    [topUp, topUpMs] = await zeitmessung(() => topUpDemoData(s.db, { now: SPAETER }));
    frisch = await seeded(SPAETER);
    console.log(
      `topUpDemoData (${s.db.kind}), 40 days later: ${topUp.tage} days, ${topUp.slots} slots ` +
        `inserted, ${topUp.geloescht} deleted in ${Math.round(topUpMs)} ms`,
    );
  }, 120_000);
  afterAll(async () => {
    await frisch.drop();
    await s.drop();
  });

  it('plans the days after the last planned one, up to four months ahead', async () => {
    // Seeded up to 2 July; topped up from 3 July to 11 August.
    expect(topUp).toEqual({
      tage: 40,
      slots: expect.any(Number),
      geloescht: expect.any(Number),
      bis: '2026-08-11',
    });
    expect(topUp.slots).toBeGreaterThan(15_000);
    const [neu] = await s.db.query<{ von: string; bis: string; n: number }>(
      `SELECT min((beginn AT TIME ZONE 'Europe/Berlin')::date)::text AS von,
              max((beginn AT TIME ZONE 'Europe/Berlin')::date)::text AS bis, count(*)::int AS n
       FROM slots WHERE id > $1`,
      [vorher.maxId],
    );
    expect(neu).toEqual({ von: '2026-07-03', bis: '2026-08-11', n: topUp.slots });
  });

  it('holds the 14-day guarantee again, at SPAETER and all through the new horizon', async () => {
    expect(await garantie(s.db, SPAETER)).toEqual(alleKombinationen());
    // The seed at NOW ends on 2 July: without the top-up nothing would hold from mid-June on.
    for (const tage of [10, 30, 50, 70, 90, 107]) {
      const zeitpunkt = plusTageMs(SPAETER, tage);
      expect(await garantie(s.db, zeitpunkt), zeitpunkt.toISOString()).toEqual(alleKombinationen());
    }
  }, 60_000);

  it('leaves the slots of the days it had planned as they were, booked ones included', async () => {
    expect(await slotZeilen(s.db, 'beginn >= $1 AND id <= $2', [GRENZE, vorher.maxId])).toEqual([
      vorher.bleibend,
    ]);
    const rows = await s.db.query<{ id: string; status: string }>(
      'SELECT id::text AS id, status FROM slots WHERE id = ANY($1::bigint[])',
      [geschuetzt],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [geschuetzt[0]!]: 'GEBUCHT',
      [geschuetzt[1]!]: 'RESERVIERT',
      [geschuetzt[2]!]: 'FREI',
      [geschuetzt[3]!]: 'GEBUCHT',
    });
  });

  it('deletes the free demo slots older than seven days, never booked, reserved or operator slots', async () => {
    const alt = await s.db.query<{ id: string; praxis_id: string }>(
      'SELECT id::text AS id, praxis_id FROM slots WHERE beginn < $1',
      [GRENZE],
    );
    expect(new Set(alt.filter((r) => r.praxis_id !== 'BETREIBER-1').map((r) => r.id))).toEqual(
      new Set(geschuetzt.slice(0, 3)),
    );
    expect(alt.filter((r) => r.praxis_id === 'BETREIBER-1')).toHaveLength(1);
    expect(topUp.geloescht).toBeGreaterThan(10_000);
    // The operator's practice got no demo slots.
    const [betreiber] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM slots WHERE praxis_id = 'BETREIBER-1'",
    );
    expect(betreiber!.n).toBe(1);
  });

  it('adds nothing when run again, and the first seed stays done', async () => {
    const alle = await slotZeilen(s.db, 'true');
    const [zweites, ms] = await zeitmessung(() => topUpDemoData(s.db, { now: SPAETER }));
    console.log(`topUpDemoData (${s.db.kind}), nothing to do: ${Math.round(ms)} ms`);
    expect(zweites).toEqual({ tage: 0, slots: 0, geloescht: 0, bis: '2026-08-11' });
    expect((await seedDemoData(s.db, { now: SPAETER })).angelegt).toBe(false);
    expect(await slotZeilen(s.db, 'true')).toEqual(alle);
  });

  it('plans from SPAETER on exactly what a database seeded at SPAETER holds', async () => {
    const inhalt = await slotInhalt(frisch.db, SPAETER);
    expect(inhalt.n).toBeGreaterThan(60_000);
    // Booked and reserved slots keep their rows (the later booked one is still a planned slot).
    expect(await slotInhalt(s.db, SPAETER)).toEqual(inhalt);
    const stammdaten = (db: Queryable) =>
      db.query(
        // Without the times of the last change (migration 0008): they say when, not what.
        `SELECT (SELECT md5(string_agg((to_jsonb(p) - 'aktualisiert_am')::text, '|' ORDER BY id))
                 FROM praxen p WHERE id ~ '^P[0-9]{6}$') AS praxen,
                (SELECT md5(string_agg((to_jsonb(t) - 'geaendert_am')::text, '|' ORDER BY id))
                 FROM terminprofile t
                 WHERE praxis_id ~ '^P[0-9]{6}$') AS profile`,
      );
    expect(await stammdaten(s.db)).toEqual(await stammdaten(frisch.db));
  });

  it('tops up a month later, and takes on a database seeded before demo_stand existed', async () => {
    const dann = plusTageMs(SPAETER, 30);
    // A removed demo practice gets no new slots.
    await s.db.query("UPDATE praxen SET entfernt = true WHERE id = 'P001400'");
    await frisch.db.query("UPDATE praxen SET entfernt = true WHERE id = 'P001400'");
    const [monat, ms] = await zeitmessung(() => topUpDemoData(frisch.db, { now: dann }));
    console.log(
      `topUpDemoData (${s.db.kind}), 30 days later: ${monat.tage} days, ${monat.slots} slots ` +
        `inserted, ${monat.geloescht} deleted in ${Math.round(ms)} ms`,
    );
    expect(monat).toMatchObject({ tage: 31, bis: '2026-09-11' });
    // About a second on PGlite; the bound only catches a top-up that replans everything.
    expect(ms).toBeLessThan(10_000);

    await s.db.query('DELETE FROM demo_stand');
    const alt = await topUpDemoData(s.db, { now: dann });
    expect(alt).toMatchObject({ tage: 31, slots: monat.slots, bis: '2026-09-11' });
    expect(await s.db.query('SELECT seed, praxen, bis::text AS bis FROM demo_stand')).toEqual([
      { seed: 'terminservice-demo', praxen: 1_500, bis: '2026-09-11' },
    ]);
    expect(await slotInhalt(s.db, dann)).toEqual(await slotInhalt(frisch.db, dann));
    const [entfernt] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM slots WHERE praxis_id = 'P001400' AND beginn > '2026-08-12'",
    );
    expect(entfernt!.n).toBe(0);
  }, 60_000);

  it('catches up after months without a start', async () => {
    const viel = plusTageMs(SPAETER, 30 + 150);
    const ergebnis = await topUpDemoData(frisch.db, { now: viel });
    expect(ergebnis.bis).toBe('2027-02-08');
    expect(await garantie(frisch.db, viel)).toEqual(alleKombinationen());
    const [alt] = await frisch.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM slots WHERE beginn < $1',
      [plusTageMs(viel, -8)],
    );
    expect(alt!.n).toBe(0);
  }, 60_000);

  it('leaves a database without demo practices alone', async () => {
    const { db, drop } = await openTestDb();
    try {
      await seedReferenceData(db);
      expect(await topUpDemoData(db, { now: NOW })).toEqual({
        tage: 0,
        slots: 0,
        geloescht: 0,
        bis: null,
      });
      expect(await db.query('SELECT * FROM demo_stand')).toEqual([]);
    } finally {
      await drop();
    }
  }, 60_000);
});
