// The qualification catalogue (spec §3 "Qualifications response"): w = groups of doctor groups
// (group name → subgroups with their codes), z = additional qualifications (key → name),
// g = federal approvals (key → name). It contains every code the spec names (§2 "Specialty
// options": W030, W050, A001, L001, A002, W981, W991, L002) and a realistic set of further
// specialties after the (Muster-)Weiterbildungsordnung; codes outside the spec follow the same
// letter-and-three-digits pattern (W… doctor groups, Z… additional qualifications, G… approvals).
import type { QualificationsResponse } from '@terminservice/domain/api';

export interface Leistungsmerkmal {
  readonly code: string;
  readonly name: string;
}

export interface Arztgruppe {
  /** Accordion group in the picker (§2 "Qualification picker modal"). */
  readonly name: string;
  /** Subgroups: entries with the same name form one picker item with comma-joined keys (§3). */
  readonly eintraege: readonly Leistungsmerkmal[];
}

/** w: the doctor groups. */
export const ARZTGRUPPEN: readonly Arztgruppe[] = [
  {
    name: 'Hausärztliche Versorgung',
    eintraege: [{ code: 'A001', name: 'Hausarzt' }],
  },
  {
    name: 'Kinder- und Jugendmedizin',
    eintraege: [
      { code: 'A002', name: 'Kinderarzt' },
      { code: 'L001', name: 'U-Untersuchungen' },
      { code: 'W101', name: 'Kinder- und Jugend-Kardiologie' },
      { code: 'W102', name: 'Neuropädiatrie' },
    ],
  },
  {
    name: 'Psychotherapie',
    eintraege: [
      { code: 'W981', name: 'Psychotherapeutische Sprechstunde Erwachsene' },
      { code: 'W982', name: 'Psychotherapeutische Akutbehandlung Erwachsene' },
      {
        code: 'W991',
        name: 'Psychotherapeutische Sprechstunde Kinder & Jugendliche (bis 20 Jahre)',
      },
      {
        code: 'W992',
        name: 'Psychotherapeutische Akutbehandlung Kinder & Jugendliche (bis 20 Jahre)',
      },
      { code: 'L002', name: 'KSVPsych' },
    ],
  },
  {
    name: 'Anästhesiologie',
    eintraege: [{ code: 'W010', name: 'Anästhesiologie' }],
  },
  {
    name: 'Augenheilkunde',
    eintraege: [{ code: 'W030', name: 'Augenheilkunde' }],
  },
  {
    name: 'Chirurgie',
    eintraege: [
      { code: 'W040', name: 'Allgemeinchirurgie' },
      { code: 'W041', name: 'Gefäßchirurgie' },
      { code: 'W042', name: 'Viszeralchirurgie' },
      { code: 'W043', name: 'Kinder- und Jugendchirurgie' },
      { code: 'W044', name: 'Plastische, Rekonstruktive und Ästhetische Chirurgie' },
    ],
  },
  {
    name: 'Frauenheilkunde und Geburtshilfe',
    eintraege: [
      { code: 'W050', name: 'Frauenheilkunde' },
      { code: 'W051', name: 'Gynäkologische Endokrinologie und Reproduktionsmedizin' },
      { code: 'W052', name: 'Gynäkologische Onkologie' },
    ],
  },
  {
    name: 'Hals-Nasen-Ohrenheilkunde',
    eintraege: [
      { code: 'W060', name: 'Hals-Nasen-Ohrenheilkunde' },
      { code: 'W061', name: 'Sprach-, Stimm- und kindliche Hörstörungen' },
    ],
  },
  {
    name: 'Haut- und Geschlechtskrankheiten',
    eintraege: [{ code: 'W070', name: 'Haut- und Geschlechtskrankheiten' }],
  },
  {
    name: 'Humangenetik',
    eintraege: [{ code: 'W080', name: 'Humangenetik' }],
  },
  {
    name: 'Innere Medizin',
    eintraege: [
      { code: 'W090', name: 'Innere Medizin (fachärztlich)' },
      { code: 'W091', name: 'Angiologie' },
      { code: 'W092', name: 'Endokrinologie und Diabetologie' },
      { code: 'W093', name: 'Gastroenterologie' },
      { code: 'W094', name: 'Hämatologie und Onkologie' },
      { code: 'W095', name: 'Kardiologie' },
      { code: 'W096', name: 'Nephrologie' },
      { code: 'W097', name: 'Pneumologie' },
      { code: 'W098', name: 'Rheumatologie' },
    ],
  },
  {
    name: 'Kinder- und Jugendpsychiatrie und -psychotherapie',
    eintraege: [{ code: 'W110', name: 'Kinder- und Jugendpsychiatrie und -psychotherapie' }],
  },
  {
    name: 'Mund-Kiefer-Gesichtschirurgie',
    eintraege: [{ code: 'W120', name: 'Mund-Kiefer-Gesichtschirurgie' }],
  },
  {
    name: 'Neurochirurgie',
    eintraege: [{ code: 'W130', name: 'Neurochirurgie' }],
  },
  {
    name: 'Nervenheilkunde, Neurologie und Psychiatrie',
    eintraege: [
      { code: 'W140', name: 'Neurologie' },
      { code: 'W141', name: 'Psychiatrie und Psychotherapie' },
      { code: 'W142', name: 'Nervenheilkunde' },
    ],
  },
  {
    name: 'Nuklearmedizin',
    eintraege: [{ code: 'W150', name: 'Nuklearmedizin' }],
  },
  {
    name: 'Orthopädie und Unfallchirurgie',
    eintraege: [
      { code: 'W160', name: 'Orthopädie und Unfallchirurgie' },
      { code: 'W161', name: 'Orthopädie' },
    ],
  },
  {
    name: 'Physikalische und Rehabilitative Medizin',
    eintraege: [{ code: 'W170', name: 'Physikalische und Rehabilitative Medizin' }],
  },
  {
    name: 'Psychosomatische Medizin und Psychotherapie',
    eintraege: [{ code: 'W190', name: 'Psychosomatische Medizin und Psychotherapie' }],
  },
  {
    name: 'Radiologie',
    eintraege: [
      { code: 'W200', name: 'Radiologie' },
      { code: 'W201', name: 'Kinder- und Jugendradiologie' },
      { code: 'W202', name: 'Neuroradiologie' },
    ],
  },
  {
    name: 'Strahlentherapie',
    eintraege: [{ code: 'W210', name: 'Strahlentherapie' }],
  },
  {
    name: 'Urologie',
    eintraege: [{ code: 'W220', name: 'Urologie' }],
  },
];

/** z: additional qualifications (Zusatz-Weiterbildungen). */
export const ZUSATZQUALIFIKATIONEN: readonly Leistungsmerkmal[] = [
  { code: 'Z010', name: 'Akupunktur' },
  { code: 'Z020', name: 'Allergologie' },
  { code: 'Z030', name: 'Diabetologie' },
  { code: 'Z040', name: 'Ernährungsmedizin' },
  { code: 'Z050', name: 'Geriatrie' },
  { code: 'Z060', name: 'Handchirurgie' },
  { code: 'Z070', name: 'Kinder- und Jugend-Orthopädie' },
  { code: 'Z080', name: 'Manuelle Medizin' },
  { code: 'Z090', name: 'Medikamentöse Tumortherapie' },
  { code: 'Z100', name: 'Naturheilverfahren' },
  { code: 'Z110', name: 'Palliativmedizin' },
  { code: 'Z120', name: 'Phlebologie' },
  { code: 'Z130', name: 'Proktologie' },
  { code: 'Z140', name: 'Psychotherapie – fachgebunden' },
  { code: 'Z150', name: 'Schlafmedizin' },
  { code: 'Z160', name: 'Spezielle Schmerztherapie' },
  { code: 'Z170', name: 'Sportmedizin' },
  { code: 'Z180', name: 'Suchtmedizinische Grundversorgung' },
  { code: 'Z190', name: 'Infektiologie' },
];

/** g: federal approvals (bundeseinheitliche Genehmigungen, quality-assurance agreements). */
export const GENEHMIGUNGEN: readonly Leistungsmerkmal[] = [
  { code: 'G010', name: 'Akupunktur' },
  { code: 'G020', name: 'Ambulantes Operieren' },
  { code: 'G030', name: 'Arthroskopie' },
  { code: 'G040', name: 'Balneophototherapie' },
  { code: 'G050', name: 'Computertomographie' },
  { code: 'G060', name: 'Hautkrebs-Screening' },
  { code: 'G070', name: 'Herzschrittmacher-Kontrolle' },
  { code: 'G080', name: 'Hörgeräteversorgung' },
  { code: 'G090', name: 'Interventionelle Radiologie' },
  { code: 'G100', name: 'Intravitreale Medikamenteneingabe' },
  { code: 'G110', name: 'Kernspintomographie' },
  { code: 'G120', name: 'Koloskopie' },
  { code: 'G130', name: 'Langzeit-EKG' },
  { code: 'G140', name: 'Mammographie' },
  { code: 'G150', name: 'Photodynamische Therapie am Augenhintergrund' },
  { code: 'G160', name: 'Psychotherapie – Verhaltenstherapie' },
  { code: 'G170', name: 'Psychotherapie – tiefenpsychologisch fundiert' },
  { code: 'G180', name: 'Psychotherapie – analytisch' },
  { code: 'G190', name: 'Psychotherapie – Systemische Therapie' },
  { code: 'G200', name: 'Schlafbezogene Atmungsstörungen (Polygraphie)' },
  { code: 'G210', name: 'Schmerztherapie' },
  { code: 'G220', name: 'Substitutionsgestützte Behandlung Opioidabhängiger' },
  { code: 'G230', name: 'Ultraschalldiagnostik' },
  { code: 'G240', name: 'Ultraschalldiagnostik der Säuglingshüfte' },
  { code: 'G250', name: 'Zervix-Zytologie' },
];

export type Art = 'w' | 'z' | 'g';

/** One row of the leistungsmerkmale table. */
export interface KatalogZeile {
  readonly code: string;
  readonly art: Art;
  readonly gruppe: string | null;
  readonly name: string;
  readonly sort: number;
}

/** The catalogue as table rows, in display order. */
export function katalogZeilen(): KatalogZeile[] {
  const zeilen: KatalogZeile[] = [];
  for (const gruppe of ARZTGRUPPEN) {
    for (const e of gruppe.eintraege) {
      zeilen.push({
        code: e.code,
        art: 'w',
        gruppe: gruppe.name,
        name: e.name,
        sort: zeilen.length,
      });
    }
  }
  for (const e of ZUSATZQUALIFIKATIONEN) {
    zeilen.push({ code: e.code, art: 'z', gruppe: null, name: e.name, sort: zeilen.length });
  }
  for (const e of GENEHMIGUNGEN) {
    zeilen.push({ code: e.code, art: 'g', gruppe: null, name: e.name, sort: zeilen.length });
  }
  return zeilen;
}

/** §3 "Qualifications response" (w group → subgroup → keys; z, g key → name): the domain type. */
export type Qualifikationen = QualificationsResponse;

/** Builds the response shape from table rows (ordered by sort), so a route can serve the table. */
export function qualifikationenAusZeilen(zeilen: readonly KatalogZeile[]): Qualifikationen {
  const w: Record<string, Record<string, string[]>> = {};
  const namen: Record<'z' | 'g', Record<string, string>> = { z: {}, g: {} };
  for (const zeile of [...zeilen].sort((a, b) => a.sort - b.sort)) {
    if (zeile.art === 'w') {
      const gruppe = (w[zeile.gruppe ?? zeile.name] ??= {});
      (gruppe[zeile.name] ??= []).push(zeile.code);
    } else {
      namen[zeile.art][zeile.code] = zeile.name;
    }
  }
  return { w, ...namen };
}

/** Code → name over the whole catalogue. */
export const LEISTUNGSMERKMAL_NAMEN: ReadonlyMap<string, string> = new Map(
  katalogZeilen().map((z) => [z.code, z.name]),
);
