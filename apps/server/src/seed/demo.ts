// Deterministic demo data (ARCHITECTURE.md "Demo data"): practices with plausible German names at
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
import type { Db, Queryable } from '../db/client.ts';
import {
  berlinTag,
  berlinZeitpunkt,
  istFeiertag,
  plusMonate,
  plusTage,
  tagAusIso,
  type Tag,
} from './berlin-zeit.ts';
import { FACHGEBIETE, HAUSARZT, OHNE_UEBERWEISUNG, type Fachgebiet } from './fachgebiete.ts';
import {
  BARRIEREFREIHEIT_FREITEXTE,
  BARRIEREFREIHEITEN,
  NACHNAMEN,
  PRAXISHINWEISE,
  STRASSEN,
  VORNAMEN_M,
  VORNAMEN_W,
  vorwahlFuer,
} from './namen.ts';
import { createRng, type Rng } from './random.ts';

/** The postcodes around which the referral-free specialties are guaranteed. */
export const GARANTIE_PLZ = ['10115', '80331', '50667', '20095', '60311'] as const;
/** Guarantee radius (km, the default search radius of §9) and window (days). */
export const GARANTIE_RADIUS_KM = 5;
export const GARANTIE_TAGE = 14;
/** The top-up deletes free demo slots that began before this many days ago. */
export const AUFBEWAHRUNG_TAGE = 7;

/** Practices at scale 1. */
export const PRAXEN_PRO_SCALE = 1_500;
const STANDARD_SEED = 'terminservice-demo';
const MONATE = 4;
const LOCK_ID = 116_119;
const PRAXEN_PRO_CHUNK = 2_000;
const BLOECKE_PRO_STATEMENT = 10_000;
/** Share of a block's slots already taken by other patients (guaranteed blocks: 0.2). */
const BELEGT = 0.3;

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

interface PlzEintrag {
  readonly plz: string;
  readonly ortsname: string;
  readonly lat: number;
  readonly lon: number;
  readonly kvId: string;
}

interface PraxisPlan {
  readonly nummer: number;
  readonly fachgebiet: Fachgebiet;
  readonly ort: PlzEintrag;
  /** Guarantee practice: guaranteed patient-bookable in-person and video blocks every week. */
  readonly garantie: boolean;
  readonly smed: boolean;
}

interface Person {
  readonly weiblich: boolean;
  readonly titel: string;
  readonly vorname: string;
  readonly nachname: string;
}

interface WochenBlock {
  readonly wochentag: number;
  readonly start: number;
  readonly anzahl: number;
  readonly takt: number;
  readonly dauer: number;
  readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
  readonly befugnisse: string;
  readonly freigegeben: boolean;
  readonly garantiert: boolean;
}

interface ProfilVorlage {
  readonly id: string;
  readonly bloecke: readonly WochenBlock[];
  /** Share of weeks in which a (not guaranteed) block is opened for online booking. */
  readonly wochenAnteil: number;
  /** Offers some of its slots as later appointments (section 'additional'). */
  readonly spaeter: boolean;
}

/** What a practice offers week by week: the same on every date. */
interface PraxisVorlage {
  readonly id: string;
  readonly profile: readonly ProfilVorlage[];
  /** Weekdays with at least one block. */
  readonly wochentage: ReadonlySet<number>;
}

/** The row of `demo_stand`. */
interface Stand {
  readonly seed: string;
  /** Demo practices are P000001 … P{praxen}. */
  readonly praxen: number;
  /** Last planned day. */
  readonly bis: Tag;
}

/** Rows of one chunk, column by column (bulk insert with unnest). */
class Spalten {
  readonly praxen = {
    id: [] as string[],
    bsnr: [] as string[],
    name: [] as string[],
    strasse: [] as string[],
    plz: [] as string[],
    ort: [] as string[],
    lat: [] as number[],
    lon: [] as number[],
    kv: [] as string[],
    telefon: [] as (string | null)[],
    web: [] as (string | null)[],
    hinweis: [] as (string | null)[],
    bf: [] as string[],
    bfText: [] as (string | null)[],
    smed: [] as (string | null)[],
  };
  readonly profile = {
    id: [] as string[],
    praxis: [] as string[],
    name: [] as string[],
    hinweis: [] as (string | null)[],
    lm: [] as string[],
    quali: [] as string[],
  };
  readonly bloecke = {
    praxis: [] as string[],
    profil: [] as string[],
    beginn: [] as string[],
    anzahl: [] as number[],
    takt: [] as number[],
    dauer: [] as number[],
    typ: [] as string[],
    befugnisse: [] as string[],
    abschnitt: [] as string[],
    luecken: [] as number[],
  };
}

const praxisId = (nummer: number) => `P${String(nummer).padStart(6, '0')}`;

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
    `SELECT ((max(beginn) AT TIME ZONE 'Europe/Berlin')::date)::text AS bis
     FROM slots WHERE praxis_id = ANY($1)`,
    [praxen.map((p) => p.id)],
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

/**
 * Inhabitants per KV region in millions (Destatis, 2023, rounded; North Rhine-Westphalia split by
 * Regierungsbezirk). Random practices are spread by population: a KV region gets its share, and
 * within it every postcode is equally likely (cities have many postcodes, so they get more).
 */
const EINWOHNER_MIO: Readonly<Record<string, number>> = {
  '01': 2.95,
  '02': 1.89,
  '03': 0.69,
  '17': 8.14,
  '20': 8.3,
  '38': 9.8,
  '46': 6.39,
  '51': 4.16,
  '52': 11.28,
  '71': 13.37,
  '72': 3.76,
  '73': 0.99,
  '78': 1.63,
  '83': 2.57,
  '88': 2.19,
  '93': 2.13,
  '98': 4.09,
};

/**
 * Which practice goes where: first the guarantee practices (each referral-free specialty near each
 * guarantee postcode, the family practices among them with an SMED pseudonym), then one family
 * practice per KV region, then practices at random postcodes weighted by population.
 */
function planePraxen(orte: readonly PlzEintrag[], anzahl: number, seed: string): PraxisPlan[] {
  const rng = createRng(`${seed}/plan`);
  const plaene: PraxisPlan[] = [];
  const add = (fachgebiet: Fachgebiet, ort: PlzEintrag, garantie: boolean, smed: boolean) =>
    plaene.push({ nummer: plaene.length + 1, fachgebiet, ort, garantie, smed });
  for (const plz of GARANTIE_PLZ) {
    const ort = orte.find((o) => o.plz === plz);
    if (!ort) throw new Error(`postcode ${plz} missing from the reference data`);
    for (const fachgebiet of OHNE_UEBERWEISUNG) add(fachgebiet, ort, true, fachgebiet === HAUSARZT);
  }
  const proKv = new Map<string, number>();
  for (const o of orte) proKv.set(o.kvId, (proKv.get(o.kvId) ?? 0) + 1);
  for (const kvId of [...proKv.keys()].sort()) {
    add(HAUSARZT, rng.pick(orte.filter((o) => o.kvId === kvId)), false, false);
  }
  // Cumulative weights for a binary search: 8,000 postcodes, up to 100,000 picks.
  const kumuliert: number[] = [];
  let summe = 0;
  for (const o of orte) {
    summe += (EINWOHNER_MIO[o.kvId] ?? 1) / proKv.get(o.kvId)!;
    kumuliert.push(summe);
  }
  const zufallsOrt = (): PlzEintrag => {
    const r = rng.next() * summe;
    let lo = 0;
    let hi = kumuliert.length - 1;
    while (lo < hi) {
      const mitte = (lo + hi) >> 1;
      if (kumuliert[mitte]! > r) hi = mitte;
      else lo = mitte + 1;
    }
    return orte[lo]!;
  };
  const gewichte = FACHGEBIETE.map((f) => [f, f.gewicht] as const);
  while (plaene.length < anzahl) add(rng.weighted(gewichte), zufallsOrt(), false, rng.chance(0.01));
  return plaene;
}

function person(rng: Rng, fachgebiet: Fachgebiet): Person {
  const weiblich = rng.chance(fachgebiet.psychotherapie ? 0.72 : 0.5);
  const titel = fachgebiet.psychotherapie
    ? rng.weighted([
        ['Dipl.-Psych.', 50],
        ['M. Sc. Psych.', 25],
        ['Dr. phil.', 10],
        ['Dr. rer. nat.', 5],
        ['', 10],
      ] as const)
    : rng.weighted([
        ['Dr. med.', 68],
        ['', 18],
        ['Dipl.-Med.', 5],
        ['Dr. med. univ.', 4],
        ['Prof. Dr. med.', 2],
        ['PD Dr. med.', 3],
      ] as const);
  return {
    weiblich,
    titel,
    vorname: rng.pick(weiblich ? VORNAMEN_W : VORNAMEN_M),
    nachname: rng.pick(NACHNAMEN),
  };
}

const voll = (p: Person) => [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ');
const kurz = (p: Person) => [p.titel, p.nachname].filter(Boolean).join(' ');
/** 'A & B', 'A, B & C'. */
const aufzaehlung = (teile: readonly string[]) =>
  teile.length < 2 ? teile.join('') : `${teile.slice(0, -1).join(', ')} & ${teile.at(-1)!}`;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A slug cut at a hyphen to at most `max` characters. */
function kuerze(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max + 1).replace(/-[^-]*$/, '');
}

/** A point uniformly within `km` of the centre. */
function streue(rng: Rng, lat: number, lon: number, km: number): [number, number] {
  const r = km * Math.sqrt(rng.next());
  const winkel = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(winkel)) / 111.32;
  const dLon = (r * Math.sin(winkel)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [Math.round((lat + dLat) * 1e6) / 1e6, Math.round((lon + dLon) * 1e6) / 1e6];
}

function praxisName(
  rng: Rng,
  f: Fachgebiet,
  art: 'einzel' | 'gemeinschaft' | 'mvz',
  aerzte: readonly Person[],
  ort: string,
): string {
  const ortKurz = ort.split(/[ ,(/]/)[0]!;
  if (art === 'einzel') {
    return rng.chance(0.5) && !f.psychotherapie
      ? `Praxis ${voll(aerzte[0]!)}`
      : `${rng.pick(f.einzelpraxis)} ${voll(aerzte[0]!)}`;
  }
  if (art === 'gemeinschaft') {
    const lage = rng.pick(['am Markt', 'am Park', 'am Bahnhof', 'im Zentrum', 'an der Kirche']);
    return rng.weighted([
      [`Gemeinschaftspraxis ${aufzaehlung(aerzte.map(kurz))}`, 5],
      [`Gemeinschaftspraxis für ${f.thema} ${lage}`, 2],
      [`Gemeinschaftspraxis ${ortKurz} – ${aerzte.map((a) => a.nachname).join(', ')}`, 2],
    ] as const);
  }
  return rng.weighted([
    [`MVZ ${f.thema} ${ortKurz}`, 4],
    [`Medizinisches Versorgungszentrum ${ortKurz}`, 2],
    [
      `MVZ ${rng.pick(['am Markt', 'am Stadtpark', 'am Bahnhof', 'Mitte', 'Nord', 'Süd'])} ${ortKurz}`,
      2,
    ],
  ] as const);
}

/**
 * Writes a practice's row and its profiles' rows into `s` and returns its weekly plan: everything
 * about the practice except its slots, drawn from the practice's own PRNG, so the same on any date.
 */
function entwirfPraxis(plan: PraxisPlan, rng: Rng, s: Spalten): PraxisVorlage {
  const f = plan.fachgebiet;
  const id = praxisId(plan.nummer);
  const art: 'einzel' | 'gemeinschaft' | 'mvz' = rng.chance(f.einzelAnteil)
    ? 'einzel'
    : rng.chance(0.65)
      ? 'gemeinschaft'
      : 'mvz';
  const aerzteAnzahl =
    art === 'einzel' ? 1 : art === 'gemeinschaft' ? rng.int(2, 3) : rng.int(3, 5);
  const aerzte = Array.from({ length: aerzteAnzahl }, () => person(rng, f));
  const [lat, lon] = streue(rng, plan.ort.lat, plan.ort.lon, 1.5);
  const name = praxisName(rng, f, art, aerzte, plan.ort.ortsname);
  const hausnummer = `${rng.int(1, 140)}${rng.chance(0.1) ? rng.pick(['a', 'b', 'c']) : ''}`;
  const vorwahl = vorwahlFuer(plan.ort.plz);
  const stellen = Math.max(5, 11 - vorwahl.length);
  const nummer = String(rng.int(2 * 10 ** (stellen - 1), 10 ** stellen - 1));
  // Websites under the reserved .example domain: demo data must not point at real practices.
  const domain = slug(
    art === 'einzel'
      ? `${f.psychotherapie ? 'psychotherapie' : 'praxis'} ${aerzte[0]!.nachname} ${plan.ort.ortsname}`
      : art === 'mvz'
        ? `mvz ${f.thema} ${plan.ort.ortsname}`
        : `gemeinschaftspraxis ${aerzte.map((a) => a.nachname).join(' ')}`,
  );
  const web = rng.chance(0.7) ? `https://www.${kuerze(domain, 60)}.example` : null;
  const bf = rng.sample(
    BARRIEREFREIHEITEN,
    rng.weighted([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 1],
    ] as const),
  );

  s.praxen.id.push(id);
  // BSNR: nine digits, the first two the KV number; the rest unique by construction.
  s.praxen.bsnr.push(
    plan.ort.kvId + String((plan.nummer * 7919 + 1_234_567) % 10_000_000).padStart(7, '0'),
  );
  s.praxen.name.push(name);
  s.praxen.strasse.push(`${rng.pick(STRASSEN)} ${hausnummer}`);
  s.praxen.plz.push(plan.ort.plz);
  s.praxen.ort.push(plan.ort.ortsname);
  s.praxen.lat.push(lat);
  s.praxen.lon.push(lon);
  s.praxen.kv.push(plan.ort.kvId);
  s.praxen.telefon.push(`${vorwahl} ${nummer}`);
  s.praxen.web.push(web);
  s.praxen.hinweis.push(rng.chance(0.3) ? rng.pick(PRAXISHINWEISE) : null);
  s.praxen.bf.push(bf.join('|'));
  s.praxen.bfText.push(
    bf.length > 0 && rng.chance(0.3) ? rng.pick(BARRIEREFREIHEIT_FREITEXTE) : null,
  );
  s.praxen.smed.push(plan.smed ? pseudonym(rng) : null);

  const video = plan.garantie || rng.chance(f.video);
  const takt = rng.pick(f.takte);
  const profile: ProfilVorlage[] = [];
  const profil = (
    profilName: string,
    codes: readonly string[],
    hinweis: string | null,
    profilTakt: number,
    nurPraesenz: boolean,
    garantie: boolean,
  ) => {
    const profilId = `${id}-T${profile.length + 1}`;
    s.profile.id.push(profilId);
    s.profile.praxis.push(id);
    s.profile.name.push(profilName);
    s.profile.hinweis.push(hinweis);
    s.profile.lm.push(codes.join(','));
    s.profile.quali.push(rng.sample(f.qualifikationen, rng.int(0, 3)).sort().join(','));
    profile.push({
      id: profilId,
      bloecke: wochenplan(rng, f, profilTakt, video && !nurPraesenz, garantie),
      spaeter: rng.chance(0.35),
      // Not every week is opened for online booking.
      wochenAnteil: 0.15 + 0.4 * rng.next(),
    });
  };
  for (const [n, arzt] of aerzte.entries()) {
    profil(
      voll(arzt),
      f.codes,
      rng.chance(0.25) ? rng.pick(f.profilHinweise) : null,
      takt,
      false,
      plan.garantie && n === 0,
    );
  }
  for (const zusatz of f.zusatzProfile) {
    if (!rng.chance(zusatz.anteil)) continue;
    // Examinations need the patient in the practice.
    const nurPraesenz = zusatz.codes.includes('L001') || zusatz.name.includes('Vorsorge');
    profil(
      zusatz.name,
      zusatz.codes,
      zusatz.hinweis ?? null,
      zusatz.takt ?? 15,
      nurPraesenz,
      false,
    );
  }
  const wochentage = new Set(profile.flatMap((p) => p.bloecke.map((b) => b.wochentag)));
  return { id, profile, wochentage };
}

function pseudonym(rng: Rng): string {
  const zeichen = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 16 }, () => rng.pick([...zeichen])).join('');
}

/** A profile's weekly online blocks on distinct weekday half-days, 1.5 hours at most (3 for psychotherapy). */
function wochenplan(
  rng: Rng,
  f: Fachgebiet,
  takt: number,
  video: boolean,
  garantie: boolean,
): WochenBlock[] {
  const halbtage: [number, 'vm' | 'nm'][] = [];
  for (let wt = 1; wt <= 5; wt++) halbtage.push([wt, 'vm'], [wt, 'nm']);
  const samstag = !f.psychotherapie && rng.chance(0.05);
  const psych = f.psychotherapie || takt >= 25;
  const schritt = psych ? (takt >= 50 ? 60 : 30) : takt;
  const bloecke: WochenBlock[] = [];
  const block = (
    [wochentag, halbtag]: [number, 'vm' | 'nm'],
    termintyp: WochenBlock['termintyp'],
    befugnisse: string,
    garantiert: boolean,
  ) => {
    const anzahl = psych ? rng.int(2, takt >= 50 ? 3 : 4) : rng.int(2, Math.floor(90 / schritt));
    const start = halbtag === 'vm' ? 450 + 15 * rng.int(0, 10) : 810 + 15 * rng.int(0, 12);
    bloecke.push({
      wochentag,
      start,
      anzahl,
      takt: schritt,
      dauer: takt,
      termintyp,
      befugnisse,
      freigegeben: !garantiert && rng.chance(0.08),
      garantiert,
    });
  };
  const befugnis = () =>
    rng.weighted([
      ['PATIENT', 45],
      ['PATIENT,TSS', 35],
      ['TSS', 20],
    ] as const);
  if (garantie) {
    // In-person and video each on three weekdays: at most two weekdays are closed throughout any
    // 14 days (Christmas to New Year), so every 14-day window keeps an open day for both.
    const [t1, t2, t3, t4, t5] = rng.sample([1, 2, 3, 4, 5], 5) as [
      number,
      number,
      number,
      number,
      number,
    ];
    block([t1, 'vm'], 'PRAESENZTERMIN', 'PATIENT,TSS', true);
    block([t2, 'nm'], 'PRAESENZTERMIN', 'PATIENT', true);
    block([t3, 'vm'], 'PRAESENZTERMIN', 'PATIENT', true);
    block([t4, 'nm'], 'VIDEOSPRECHSTUNDE', 'PATIENT', true);
    block([t5, 'vm'], 'VIDEOSPRECHSTUNDE', 'PATIENT,TSS', true);
    block([t1, 'nm'], 'VIDEOSPRECHSTUNDE', 'PATIENT', true);
    block([t2, 'vm'], 'PRAESENZTERMIN', 'TSS', false);
    return bloecke;
  }
  const frei = rng.sample(halbtage, 3);
  const anzahl = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const);
  for (const halbtag of frei.slice(0, anzahl)) {
    block(
      halbtag,
      video && rng.chance(f.psychotherapie ? 0.5 : 0.35) ? 'VIDEOSPRECHSTUNDE' : 'PRAESENZTERMIN',
      befugnis(),
      false,
    );
  }
  if (samstag) block([6, 'vm'], 'PRAESENZTERMIN', befugnis(), false);
  return bloecke;
}

/**
 * Holidays: in 4 % of the weeks a practice starts one or two weeks off (about one week in
 * eighteen). Decided per practice and calendar week, so the same whenever the week is planned.
 */
function imUrlaub(seed: string, praxisId: string, tag: Tag): boolean {
  const urlaubAb = (montag: Tag) => {
    const rng = createRng(`${seed}/urlaub/${praxisId}/${montag.iso}`);
    return rng.chance(0.04) ? rng.int(1, 2) : 0;
  };
  const montag = plusTage(tag, 1 - tag.wochentag);
  return urlaubAb(montag) > 0 || urlaubAb(plusTage(montag, -7)) === 2;
}

/**
 * The slots of one practice on one day — the only slot generator, used by the first seed and the
 * top-up alike. Its randomness comes from (seed, practice, day) and the practice's weekly plan
 * alone, so a day comes out the same whenever it is planned; `jetzt` only leaves out slots that
 * have begun (today's). Bit i of a block's `luecken` marks slot i as not offered.
 */
function planeTag(seed: string, praxis: PraxisVorlage, tag: Tag, jetzt: number, s: Spalten): void {
  if (!praxis.wochentage.has(tag.wochentag) || istFeiertag(tag)) return;
  const rng = createRng(`${seed}/tag/${praxis.id}/${tag.iso}`);
  const urlaub = imUrlaub(seed, praxis.id, tag);
  for (const profil of praxis.profile) {
    for (const b of profil.bloecke) {
      if (b.wochentag !== tag.wochentag) continue;
      // On holiday a colleague keeps the guaranteed blocks.
      if (!b.garantiert && (urlaub || !rng.chance(profil.wochenAnteil))) continue;
      const alle = (1 << b.anzahl) - 1;
      let vergeben = 0;
      for (let i = 0; i < b.anzahl; i++) {
        if (rng.chance(b.garantiert ? 0.2 : BELEGT)) vergeben |= 1 << i;
      }
      // A guaranteed block keeps at least its last slot free.
      if (b.garantiert && vergeben === alle) vergeben &= ~(1 << (b.anzahl - 1));
      const abschnitt = b.freigegeben
        ? 'freeToUseForPraxis'
        : !b.garantiert && profil.spaeter && rng.chance(0.6)
          ? 'additional'
          : 'default';
      // Drawn above whatever the time: a slot that has begun is left out without changing the rest.
      const beginn = berlinZeitpunkt(tag, b.start);
      let luecken = vergeben;
      for (let i = 0; i < b.anzahl; i++) {
        if (beginn + i * b.takt * 60_000 <= jetzt) luecken |= 1 << i;
      }
      if (luecken === alle) continue;
      s.bloecke.praxis.push(praxis.id);
      s.bloecke.profil.push(profil.id);
      s.bloecke.beginn.push(new Date(beginn).toISOString());
      s.bloecke.anzahl.push(b.anzahl);
      s.bloecke.takt.push(b.takt);
      s.bloecke.dauer.push(b.dauer);
      s.bloecke.typ.push(b.termintyp);
      s.bloecke.befugnisse.push(b.befugnisse);
      s.bloecke.abschnitt.push(abschnitt);
      s.bloecke.luecken.push(luecken);
    }
  }
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
    `INSERT INTO terminprofile (id, praxis_id, name, hinweis, leistungsmerkmale, qualifikationen)
     SELECT id, praxis, name, hinweis, string_to_array(lm, ','), string_to_array(quali, ',')
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
          AS u(id, praxis, name, hinweis, lm, quali)`,
    [t.id, t.praxis, t.name, t.hinweis, t.lm, t.quali],
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
