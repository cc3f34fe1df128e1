// Deterministic demo data (ARCHITECTURE.md "Demo data"): practices with plausible German names at
// real postcodes and towns, appointment profiles with Leistungsmerkmale, and slots over the next
// four months in Berlin practice hours — in-person and video, bookable by patients and/or the
// TSS, in the three result sections (§3). A seeded PRNG makes the same seed and `now` give the
// same data. Guaranteed: every referral-free specialty (§1) has free in-person and video slots
// bookable by patients within 5 km of 10115, 80331, 50667, 20095 and 60311 within 14 days, and
// every KV region has practices. Idempotent: an already seeded database is left as it is.
import type { Db, Queryable } from '../db/client.ts';
import {
  berlinTag,
  berlinZeitpunkt,
  istFeiertag,
  plusMonate,
  plusTage,
  tageZwischen,
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

/** Practices at scale 1. */
export const PRAXEN_PRO_SCALE = 1_500;
const MONATE = 4;
const LOCK_ID = 116_119;
const PRAXEN_PRO_CHUNK = 2_000;
const BLOECKE_PRO_STATEMENT = 10_000;

export interface DemoSeedOptions {
  /** Slots are planned from this instant on (Berlin days). */
  readonly now: Date;
  /**
   * Size factor. 1 (default): 1,500 practices and about 80,000 slots, seeded in about 2 s on
   * PGlite. 67: 100,500 practices and about 4.9 million slots (benchmarks on PostgreSQL).
   */
  readonly scale?: number;
  /** PRNG seed; the same seed and `now` give the same data. */
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
  /** Guarantee practice: forced patient-bookable in-person and video blocks in the first weeks. */
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

interface Zeitraum {
  readonly jetzt: number;
  readonly heute: Tag;
  /** Days from today to the end of the horizon (four months). */
  readonly tage: readonly { tag: Tag; offen: boolean }[];
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
  slots = 0;
}

export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const seed = options.seed ?? 'terminservice-demo';
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
    const orte = await tx.query<PlzEintrag>(
      'SELECT plz, ortsname, lat, lon, kv_id AS "kvId" FROM postleitzahlen ORDER BY plz',
    );
    if (orte.length === 0) throw new Error('seedReferenceData must run before seedDemoData');

    const plaene = planePraxen(orte, Math.round(PRAXEN_PRO_SCALE * scale), seed);
    const zeitraum = zeitraumAb(options.now);
    let profile = 0;
    let slots = 0;
    const smedPseudonyme: string[] = [];
    for (let i = 0; i < plaene.length; i += PRAXEN_PRO_CHUNK) {
      const spalten = new Spalten();
      for (const plan of plaene.slice(i, i + PRAXEN_PRO_CHUNK)) {
        erzeugePraxis(plan, createRng(`${seed}/praxis/${plan.nummer}`), zeitraum, spalten);
      }
      profile += spalten.profile.id.length;
      smedPseudonyme.push(...spalten.praxen.smed.filter((s): s is string => s !== null));
      slots += await schreibe(tx, spalten);
      options.onProgress?.({
        praxen: Math.min(i + PRAXEN_PRO_CHUNK, plaene.length),
        von: plaene.length,
        slots,
      });
    }
    return { angelegt: true, praxen: plaene.length, terminprofile: profile, slots, smedPseudonyme };
  });
}

function zeitraumAb(now: Date): Zeitraum {
  const heute = berlinTag(now);
  const anzahl = tageZwischen(heute, plusMonate(heute, MONATE));
  const tage = Array.from({ length: anzahl + 1 }, (_, n) => {
    const tag = plusTage(heute, n);
    return { tag, offen: tag.wochentag <= 6 && !istFeiertag(tag) };
  });
  return { jetzt: now.getTime(), heute, tage };
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

function erzeugePraxis(plan: PraxisPlan, rng: Rng, zeitraum: Zeitraum, s: Spalten): void {
  const f = plan.fachgebiet;
  const id = `P${String(plan.nummer).padStart(6, '0')}`;
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
  const urlaub = urlaubswochen(rng, plan.garantie);
  const takt = rng.pick(f.takte);
  let profilNummer = 0;
  const profil = (
    profilName: string,
    codes: readonly string[],
    hinweis: string | null,
    profilTakt: number,
    nurPraesenz: boolean,
    garantie: boolean,
  ) => {
    const profilId = `${id}-T${++profilNummer}`;
    s.profile.id.push(profilId);
    s.profile.praxis.push(id);
    s.profile.name.push(profilName);
    s.profile.hinweis.push(hinweis);
    s.profile.lm.push(codes.join(','));
    s.profile.quali.push(rng.sample(f.qualifikationen, rng.int(0, 3)).sort().join(','));
    const bloecke = wochenplan(rng, f, profilTakt, video && !nurPraesenz, garantie);
    planeSlots(rng, zeitraum, s, id, profilId, bloecke, urlaub);
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
}

function pseudonym(rng: Rng): string {
  const zeichen = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 16 }, () => rng.pick([...zeichen])).join('');
}

/** Weeks (from this week, 0) in which the practice is closed for holidays. */
function urlaubswochen(rng: Rng, garantie: boolean): Set<number> {
  const wochen = new Set<number>();
  const anzahl = rng.weighted([
    [0, 3],
    [1, 4],
    [2, 3],
  ] as const);
  const start = rng.int(garantie ? 3 : 1, 16);
  for (let w = 0; w < anzahl; w++) wochen.add(start + w);
  return wochen;
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

/** Repeats the weekly blocks over the horizon: booked slots left out, past ones too. */
function planeSlots(
  rng: Rng,
  zeitraum: Zeitraum,
  s: Spalten,
  praxisId: string,
  profilId: string,
  bloecke: readonly WochenBlock[],
  urlaub: ReadonlySet<number>,
): void {
  const spaeter = rng.chance(0.35);
  // Not every week is opened for online booking.
  const wochenAnteil = 0.15 + 0.4 * rng.next();
  const montagOffset = -(zeitraum.heute.wochentag - 1);
  for (let woche = 0; montagOffset + 7 * woche < zeitraum.tage.length; woche++) {
    if (urlaub.has(woche)) continue;
    // Near weeks are fuller (more slots already booked).
    const belegt = woche < 2 ? 0.6 : woche < 6 ? 0.4 : 0.25;
    for (const b of bloecke) {
      if (!b.garantiert && !rng.chance(wochenAnteil)) continue;
      const offset = montagOffset + 7 * woche + b.wochentag - 1;
      const tag = zeitraum.tage[offset];
      if (offset < 0 || !tag || !tag.offen) continue;
      const beginn = berlinZeitpunkt(tag.tag, b.start);
      const slotBeginn = (i: number) => beginn + i * b.takt * 60_000;
      let luecken = 0;
      for (let i = 0; i < b.anzahl; i++) {
        if (slotBeginn(i) <= zeitraum.jetzt || rng.chance(b.garantiert ? 0.2 : belegt)) {
          luecken |= 1 << i;
        }
      }
      // A guaranteed block keeps at least its last slot free (if that lies ahead).
      if (
        b.garantiert &&
        luecken === (1 << b.anzahl) - 1 &&
        slotBeginn(b.anzahl - 1) > zeitraum.jetzt
      ) {
        luecken &= ~(1 << (b.anzahl - 1));
      }
      const frei = b.anzahl - bitsGesetzt(luecken);
      if (frei === 0) continue;
      s.bloecke.praxis.push(praxisId);
      s.bloecke.profil.push(profilId);
      s.bloecke.beginn.push(new Date(beginn).toISOString());
      s.bloecke.anzahl.push(b.anzahl);
      s.bloecke.takt.push(b.takt);
      s.bloecke.dauer.push(b.dauer);
      s.bloecke.typ.push(b.termintyp);
      s.bloecke.befugnisse.push(b.befugnisse);
      s.bloecke.abschnitt.push(
        b.freigegeben
          ? 'freeToUseForPraxis'
          : !b.garantiert && spaeter && offset > 42
            ? 'additional'
            : 'default',
      );
      s.bloecke.luecken.push(luecken);
      s.slots += frei;
    }
  }
}

function bitsGesetzt(n: number): number {
  let count = 0;
  for (let x = n; x !== 0; x &= x - 1) count++;
  return count;
}

/** Writes one chunk; returns the number of slots inserted. */
async function schreibe(tx: Queryable, s: Spalten): Promise<number> {
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
  const b = s.bloecke;
  for (let i = 0; i < b.praxis.length; i += BLOECKE_PRO_STATEMENT) {
    const teil = <T>(spalte: T[]) => spalte.slice(i, i + BLOECKE_PRO_STATEMENT);
    // Each block expands to its slots in the database; bit i of luecken marks slot i as taken.
    await tx.query(
      `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse, abschnitt)
       SELECT u.praxis, u.profil,
              u.beginn + make_interval(mins => i * u.takt),
              u.beginn + make_interval(mins => i * u.takt + u.dauer),
              u.typ, string_to_array(u.befugnisse, ','), u.abschnitt
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[], $5::int[], $6::int[],
                   $7::text[], $8::text[], $9::text[], $10::bigint[])
              WITH ORDINALITY AS u(praxis, profil, beginn, anzahl, takt, dauer, typ, befugnisse, abschnitt, luecken, n)
            CROSS JOIN LATERAL generate_series(0, u.anzahl - 1) AS i
       WHERE (u.luecken >> i) & 1 = 0
       ORDER BY u.n, i`,
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
  }
  return s.slots;
}
