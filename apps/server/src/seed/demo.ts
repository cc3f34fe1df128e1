// Deterministic demo data (docs/architecture.md "Demo data"): practices with plausible German names at
// real postcodes and towns, appointment profiles with Leistungsmerkmale, and slots over the next
// four months in Berlin practice hours — in-person and video, bookable by patients and/or the
// TSS, in the three result sections (§3). A seeded PRNG makes the same seed give the same data.
// Guaranteed: every referral-free specialty (§1) has free in-person and video slots bookable by
// patients within 5 km of 10115, 80331, 50667, 20095 and 60311 within 14 days, and every KV
// region has practices.
//
// Practices, profiles and weekly plans do not depend on the date. The slots of one practice on one
// day come from `planeTag` alone, with randomness drawn from (seed, practice, day): the first seed
// (`seedDemoData`, on an empty database) and the top-up at every start (`topUpDemoData`: the days
// after the last planned one, up to four months ahead) give a day the same slots whenever they
// plan it. A database seeded in March and topped up in April holds, from April on, what a database
// seeded in April holds. `demo_stand` (migration 0005) records the seed, the number of demo
// practices and the last planned day.
//
// This file plans and writes; the practices and their profiles are drawn in demo-praxen.ts, the
// weekly blocks and a day's slots in demo-tage.ts, their shapes are in demo-typen.ts.
import type { Db, Queryable } from '../db/client.ts';
import {
  berlinTag,
  berlinZeitpunkt,
  plusMonate,
  plusTage,
  tagAusIso,
  type Tag,
} from './berlin-zeit.ts';
import { createRng } from './random.ts';
import { entwirfPraxis, planePraxen } from './demo-praxen.ts';
import { planeTag } from './demo-tage.ts';
import { praxisId, Spalten, type PlzEintrag, type PraxisPlan } from './demo-typen.ts';
import { SERVICE_TIME_ZONE } from '../services/kernel/berlin-time.ts';

export { GARANTIE_PLZ, GARANTIE_RADIUS_KM, GARANTIE_TAGE } from './demo-praxen.ts';
/** The top-up deletes free demo slots that began before this many days ago. */
export const AUFBEWAHRUNG_TAGE = 7;

/** Practices at scale 1. */
export const PRAXEN_PRO_SCALE = 1_500;
const STANDARD_SEED = 'terminservice-demo';
const MONATE = 4;
const LOCK_ID = 116_119;
const PRAXEN_PRO_CHUNK = 2_000;
const BLOECKE_PRO_STATEMENT = 10_000;

export interface DemoSeedOptions {
  /** Slots are planned from this instant on (Berlin days). */
  readonly now: Date;
  /**
   * Size factor. 1 (default): 1,500 practices and about 80,000 slots, seeded in a few seconds on
   * PGlite. 67: 100,500 practices and about 5 million slots (benchmarks on PostgreSQL).
   */
  readonly scale?: number;
  /** PRNG seed; the same seed gives the same data. */
  readonly seed?: string;
  /** Called after each chunk of practices (CLI progress). */
  readonly onProgress?: (fortschritt: { praxen: number; von: number; slots: number }) => void;
}

export interface DemoSeedResult {
  /** False when the database already held practices (nothing was done). */
  readonly angelegt: boolean;
  readonly praxen: number;
  readonly terminprofile: number;
  readonly slots: number;
  /** Facility pseudonyms of the SMED demo practices (spec §2 SMED search). */
  readonly smedPseudonyme: readonly string[];
}

export interface DemoTopUpOptions {
  /** Plans up to four months after this instant's Berlin day. */
  readonly now: Date;
  /**
   * Seed of a database seeded before `demo_stand` existed (default: the default seed). Otherwise
   * the seed recorded there is used.
   */
  readonly seed?: string;
}

export interface DemoTopUpResult {
  /** Days planned now (0: the four months were covered). */
  readonly tage: number;
  readonly slots: number;
  /** Free demo slots older than `AUFBEWAHRUNG_TAGE` days, deleted. */
  readonly geloescht: number;
  /** The last planned day (yyyy-MM-dd); null when the database holds no demo data. */
  readonly bis: string | null;
}

/** The row of `demo_stand`. */
interface Stand {
  readonly seed: string;
  /** Demo practices are P000001 … P{praxen}. */
  readonly praxen: number;
  /** Last planned day. */
  readonly bis: Tag;
}

/** Seeds an empty database (practices, profiles, four months of slots); else does nothing. */
export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const seed = options.seed ?? STANDARD_SEED;
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    // The demo offers the SMS identity check (§4); an operator's own setting is kept.
    await tx.query(
      `INSERT INTO feature_toggles (schluessel, wert)
       VALUES ('sms_identitaetspruefung', 'true'), ('tss_reservierungsabschluss', 'false')
       ON CONFLICT (schluessel) DO NOTHING`,
    );
    const [vorhanden] = await tx.query<{ ja: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM praxen) AS ja',
    );
    if (vorhanden?.ja) {
      return { angelegt: false, praxen: 0, terminprofile: 0, slots: 0, smedPseudonyme: [] };
    }
    const plaene = planePraxen(await ladeOrte(tx), Math.round(PRAXEN_PRO_SCALE * scale), seed);
    const heute = berlinTag(options.now);
    const bis = plusMonate(heute, MONATE);
    const { profile, slots, smedPseudonyme } = await plane(
      tx,
      seed,
      plaene,
      tageVonBis(heute, bis),
      options.now.getTime(),
      true,
      options.onProgress,
    );
    await tx.query(
      `INSERT INTO demo_stand (seed, praxen, bis) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET seed = EXCLUDED.seed, praxen = EXCLUDED.praxen, bis = EXCLUDED.bis`,
      [seed, plaene.length, bis.iso],
    );
    return { angelegt: true, praxen: plaene.length, terminprofile: profile, slots, smedPseudonyme };
  });
}

/**
 * Keeps the demo current (every start in demo mode): plans the days after the last planned one up
 * to four months ahead — the same slots the first seed would have planned for them — and deletes
 * free demo slots older than `AUFBEWAHRUNG_TAGE` days. Never touches booked or reserved slots (nor
 * free ones a booking or reservation refers to), operators' practices, removed demo practices or
 * demo practices whose postcode an operator changed. Running it again the same day does nothing.
 */
export async function topUpDemoData(db: Db, options: DemoTopUpOptions): Promise<DemoTopUpResult> {
  const heute = berlinTag(options.now);
  const horizont = plusMonate(heute, MONATE);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    const [zeile] = await tx.query<{ seed: string; praxen: number; bis: string }>(
      'SELECT seed, praxen, bis::text AS bis FROM demo_stand',
    );
    // The postcode table is read only when there is something to plan.
    let orte: Promise<PlzEintrag[]> | undefined;
    const ladeOrteEinmal = () => (orte ??= ladeOrte(tx));
    const stand = zeile
      ? { seed: zeile.seed, praxen: zeile.praxen, bis: tagAusIso(zeile.bis) }
      : await uebernimmAltbestand(tx, ladeOrteEinmal, options.seed ?? STANDARD_SEED, heute);
    if (!stand) return { tage: 0, slots: 0, geloescht: 0, bis: null };
    const ids = Array.from({ length: stand.praxen }, (_, i) => praxisId(i + 1));
    const geloescht = await loescheAlteSlots(tx, ids, plusTage(heute, -AUFBEWAHRUNG_TAGE));

    const naechster = plusTage(stand.bis, 1);
    const tage = tageVonBis(naechster.iso > heute.iso ? naechster : heute, horizont);
    if (tage.length === 0) return { tage: 0, slots: 0, geloescht, bis: stand.bis.iso };
    // Only demo practices still as seeded: not removed, at the planned postcode.
    const praxen = new Map(
      (
        await tx.query<{ id: string; plz: string }>(
          'SELECT id, plz FROM praxen WHERE id = ANY($1) AND NOT entfernt',
          [ids],
        )
      ).map((p) => [p.id, p.plz]),
    );
    const plaene = planePraxen(await ladeOrteEinmal(), stand.praxen, stand.seed).filter(
      (p) => praxen.get(praxisId(p.nummer)) === p.ort.plz,
    );
    const { slots } = await plane(tx, stand.seed, plaene, tage, options.now.getTime(), false);
    await tx.query('UPDATE demo_stand SET bis = $1', [horizont.iso]);
    return { tage: tage.length, slots, geloescht, bis: horizont.iso };
  });
}

async function ladeOrte(tx: Queryable): Promise<PlzEintrag[]> {
  const orte = await tx.query<PlzEintrag>(
    'SELECT plz, ortsname, lat, lon, kv_id AS "kvId" FROM postleitzahlen ORDER BY plz',
  );
  if (orte.length === 0) throw new Error('seedReferenceData must run before the demo data');
  return orte;
}

/** The days from `von` to `bis`, both included (none when `von` is later). */
function tageVonBis(von: Tag, bis: Tag): Tag[] {
  const tage: Tag[] = [];
  for (let tag = von; tag.iso <= bis.iso; tag = plusTage(tag, 1)) tage.push(tag);
  return tage;
}

/**
 * The practices' slots on `tage` (the first seed also writes the practices and profiles), chunk
 * by chunk: the one path of the first seed and the top-up.
 */
async function plane(
  tx: Queryable,
  seed: string,
  plaene: readonly PraxisPlan[],
  tage: readonly Tag[],
  jetzt: number,
  mitPraxen: boolean,
  onProgress?: DemoSeedOptions['onProgress'],
): Promise<{ profile: number; slots: number; smedPseudonyme: string[] }> {
  let profile = 0;
  let slots = 0;
  const smedPseudonyme: string[] = [];
  for (let i = 0; i < plaene.length; i += PRAXEN_PRO_CHUNK) {
    const spalten = new Spalten();
    for (const plan of plaene.slice(i, i + PRAXEN_PRO_CHUNK)) {
      const praxis = entwirfPraxis(plan, createRng(`${seed}/praxis/${plan.nummer}`), spalten);
      for (const tag of tage) planeTag(seed, praxis, tag, jetzt, spalten);
    }
    if (mitPraxen) {
      await schreibePraxen(tx, spalten);
      profile += spalten.profile.id.length;
      smedPseudonyme.push(...spalten.praxen.smed.filter((s): s is string => s !== null));
    }
    slots += await schreibeSlots(tx, spalten);
    onProgress?.({
      praxen: Math.min(i + PRAXEN_PRO_CHUNK, plaene.length),
      von: plaene.length,
      slots,
    });
  }
  return { profile, slots, smedPseudonyme };
}

/**
 * A database seeded before `demo_stand` existed: taken on when its practices P000001 … are exactly
 * those the seed plans (same postcodes), with the last day holding one of their slots as the last
 * planned day. Anything else is not (or no longer) our demo data and is left alone.
 */
async function uebernimmAltbestand(
  tx: Queryable,
  ladeOrte: () => Promise<PlzEintrag[]>,
  seed: string,
  heute: Tag,
): Promise<Stand | null> {
  const praxen = await tx.query<{ id: string; plz: string }>(
    "SELECT id, plz FROM praxen WHERE id ~ '^P[0-9]{6}$' ORDER BY id",
  );
  if (praxen.length === 0) return null;
  const plaene = planePraxen(await ladeOrte(), praxen.length, seed);
  const passt =
    plaene.length === praxen.length &&
    plaene.every((p, i) => praxen[i]!.id === praxisId(p.nummer) && praxen[i]!.plz === p.ort.plz);
  if (!passt) return null;
  const [letzter] = await tx.query<{ bis: string | null }>(
    `SELECT ((max(beginn) AT TIME ZONE $2)::date)::text AS bis
     FROM slots WHERE praxis_id = ANY($1)`,
    [praxen.map((p) => p.id), SERVICE_TIME_ZONE],
  );
  const bis = letzter?.bis ? tagAusIso(letzter.bis) : plusTage(heute, -1);
  await tx.query('INSERT INTO demo_stand (seed, praxen, bis) VALUES ($1, $2, $3)', [
    seed,
    praxen.length,
    bis.iso,
  ]);
  return { seed, praxen: praxen.length, bis };
}

/**
 * Deletes the demo practices' free slots that began before the day `vor` (Berlin midnight; an hour
 * off on the two clock-change days, when no slot lies at night), except those a booking or
 * reservation refers to (cancelled bookings too: their foreign keys need the row).
 */
async function loescheAlteSlots(tx: Queryable, ids: readonly string[], vor: Tag): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `WITH weg AS (
       DELETE FROM slots s USING unnest($1::text[]) AS d(id)
       WHERE s.praxis_id = d.id AND s.beginn < $2 AND s.status = 'FREI'
         AND NOT EXISTS (SELECT 1 FROM buchungen b WHERE b.slot_id = s.id)
         AND NOT EXISTS (SELECT 1 FROM reservierungen r WHERE r.slot_id = s.id)
       RETURNING 1)
     SELECT count(*)::int AS n FROM weg`,
    [ids, new Date(berlinZeitpunkt(vor, 0)).toISOString()],
  );
  return row!.n;
}

/** Writes the practices and profiles of one chunk. */
async function schreibePraxen(tx: Queryable, s: Spalten): Promise<void> {
  const p = s.praxen;
  await tx.query(
    `INSERT INTO praxen (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id, telefon, webseite,
                         hinweis, barrierefreiheiten, barrierefreiheit_freitext, smed_pseudonym)
     SELECT id, bsnr, name, strasse, plz, ort, lat, lon, kv, telefon, web, hinweis,
            string_to_array(bf, '|'), bf_text, smed
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                 $7::float8[], $8::float8[], $9::text[], $10::text[], $11::text[], $12::text[],
                 $13::text[], $14::text[], $15::text[])
          AS u(id, bsnr, name, strasse, plz, ort, lat, lon, kv, telefon, web, hinweis, bf, bf_text, smed)`,
    [
      p.id,
      p.bsnr,
      p.name,
      p.strasse,
      p.plz,
      p.ort,
      p.lat,
      p.lon,
      p.kv,
      p.telefon,
      p.web,
      p.hinweis,
      p.bf,
      p.bfText,
      p.smed,
    ],
  );
  const t = s.profile;
  await tx.query(
    `INSERT INTO terminprofile (id, praxis_id, name, hinweis, leistungsmerkmale, qualifikationen,
                                arzt_lanr, arzt_titel, arzt_vorname, arzt_nachname, sprachen)
     SELECT id, praxis, name, hinweis, string_to_array(lm, ','), string_to_array(quali, ','),
            lanr, titel, vorname, nachname, string_to_array(sprachen, ',')
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                 $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
          AS u(id, praxis, name, hinweis, lm, quali, lanr, titel, vorname, nachname, sprachen)`,
    [
      t.id,
      t.praxis,
      t.name,
      t.hinweis,
      t.lm,
      t.quali,
      t.lanr,
      t.titel,
      t.vorname,
      t.nachname,
      t.sprachen,
    ],
  );
}

/**
 * Writes the slots of one chunk; returns how many were inserted. A block whose profile no longer
 * belongs to its practice (an operator changed the demo data) is skipped.
 */
async function schreibeSlots(tx: Queryable, s: Spalten): Promise<number> {
  const b = s.bloecke;
  let slots = 0;
  for (let i = 0; i < b.praxis.length; i += BLOECKE_PRO_STATEMENT) {
    const teil = <T>(spalte: T[]) => spalte.slice(i, i + BLOECKE_PRO_STATEMENT);
    // Each block expands to its slots in the database; bit i of luecken marks slot i as taken.
    const [row] = await tx.query<{ n: number }>(
      `WITH neu AS (
         INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse, abschnitt)
         SELECT u.praxis, u.profil,
                u.beginn + make_interval(mins => i * u.takt),
                u.beginn + make_interval(mins => i * u.takt + u.dauer),
                u.typ, string_to_array(u.befugnisse, ','), u.abschnitt
         FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[], $5::int[], $6::int[],
                     $7::text[], $8::text[], $9::text[], $10::bigint[])
                WITH ORDINALITY AS u(praxis, profil, beginn, anzahl, takt, dauer, typ, befugnisse, abschnitt, luecken, n)
              JOIN terminprofile t ON t.id = u.profil AND t.praxis_id = u.praxis
              CROSS JOIN LATERAL generate_series(0, u.anzahl - 1) AS i
         WHERE (u.luecken >> i) & 1 = 0
         ORDER BY u.n, i
         RETURNING 1)
       SELECT count(*)::int AS n FROM neu`,
      [
        teil(b.praxis),
        teil(b.profil),
        teil(b.beginn),
        teil(b.anzahl),
        teil(b.takt),
        teil(b.dauer),
        teil(b.typ),
        teil(b.befugnisse),
        teil(b.abschnitt),
        teil(b.luecken),
      ],
    );
    slots += row!.n;
  }
  return slots;
}
