// The demo practices (seed/demo.ts): where they lie (by population, guarantee practices around the
// five big-city postcodes), their names, addresses and doctors, and their appointment profiles —
// drawn from each practice's own PRNG, so the same on any date.
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
import {
  praxisId,
  type Person,
  type PlzEintrag,
  type PraxisPlan,
  type PraxisVorlage,
  type ProfilVorlage,
  type Spalten,
} from './demo-typen.ts';
import { wochenplan } from './demo-tage.ts';
import { demoArzt } from './demo-aerzte.ts';

/** The postcodes around which the referral-free specialties are guaranteed. */
export const GARANTIE_PLZ = ['10115', '80331', '50667', '20095', '60311'] as const;
/** Guarantee radius (km, the default search radius of §9) and window (days). */
export const GARANTIE_RADIUS_KM = 5;
export const GARANTIE_TAGE = 14;

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
export function planePraxen(
  orte: readonly PlzEintrag[],
  anzahl: number,
  seed: string,
): PraxisPlan[] {
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
export function entwirfPraxis(plan: PraxisPlan, rng: Rng, s: Spalten): PraxisVorlage {
  const id = praxisId(plan.nummer);
  const aerzte = schreibePraxis(plan, rng, s, id);
  const profile = schreibeProfile(plan, rng, s, id, aerzte);
  const wochentage = new Set(profile.flatMap((p) => p.bloecke.map((b) => b.wochentag)));
  return { id, profile, wochentage };
}

/** The practice's row (name, address, phone, website, accessibility); returns its doctors. */
function schreibePraxis(plan: PraxisPlan, rng: Rng, s: Spalten, id: string): Person[] {
  const f = plan.fachgebiet;
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
  return aerzte;
}

/**
 * The practice's appointment profiles (one per doctor, then the specialty's additional ones) with
 * their weekly plans; the rows go into `s`.
 */
function schreibeProfile(
  plan: PraxisPlan,
  rng: Rng,
  s: Spalten,
  id: string,
  aerzte: readonly Person[],
): ProfilVorlage[] {
  const f = plan.fachgebiet;
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
    arzt: { person: Person; index: number } | null = null,
  ) => {
    const profilId = `${id}-T${profile.length + 1}`;
    const doctor = arzt && demoArzt(profilId, plan.nummer, arzt.index, arzt.person, garantie);
    s.profile.lanr.push(doctor?.lanr ?? null);
    s.profile.titel.push(doctor?.titel || null);
    s.profile.vorname.push(doctor?.vorname || null);
    s.profile.nachname.push(doctor?.nachname ?? null);
    s.profile.sprachen.push(doctor?.sprachen ?? '');
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
      { person: arzt, index: n },
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
  return profile;
}

function pseudonym(rng: Rng): string {
  const zeichen = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 16 }, () => rng.pick([...zeichen])).join('');
}
