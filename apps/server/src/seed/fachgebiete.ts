// The specialties demo practices are drawn from, weighted roughly like the statutory outpatient
// care in Germany (many family doctors and psychotherapists, few nuclear physicians). Each names
// the Leistungsmerkmale of its appointment profiles (codes of reference/leistungsmerkmale.ts), the
// additional qualifications and approvals its profiles may carry, its slot rhythm and how often it
// offers video consultations.

export interface ZusatzProfil {
  /** Profile name, e.g. 'Akutsprechstunde'. */
  readonly name: string;
  readonly codes: readonly string[];
  /** Probability that a practice of this specialty has the profile. */
  readonly anteil: number;
  readonly hinweis?: string;
  /** Minutes per slot, when different from the specialty's. */
  readonly takt?: number;
}

export interface Fachgebiet {
  readonly key: string;
  /** Relative share of practices. */
  readonly gewicht: number;
  /** Doctors' profiles carry these codes. */
  readonly codes: readonly string[];
  readonly psychotherapie: boolean;
  /** Single practice names: '{bezeichnung} {person}'. */
  readonly einzelpraxis: readonly string[];
  /** Topic in the names of group practices and MVZs, e.g. 'Augenheilkunde'. */
  readonly thema: string;
  /** Share of single practices; the rest are group practices or MVZs. */
  readonly einzelAnteil: number;
  readonly zusatzProfile: readonly ZusatzProfil[];
  /** Z and G codes a profile may carry. */
  readonly qualifikationen: readonly string[];
  /** Minutes per slot (choices). */
  readonly takte: readonly number[];
  /** Probability that a practice offers video consultations. */
  readonly video: number;
  /** Notes on a doctor's profile, shown with the practice note. */
  readonly profilHinweise: readonly string[];
}

const fach = (f: Fachgebiet): Fachgebiet => f;

export const HAUSARZT = fach({
  key: 'hausarzt',
  gewicht: 30,
  codes: ['A001'],
  psychotherapie: false,
  einzelpraxis: ['Praxis', 'Hausarztpraxis', 'Praxis für Allgemeinmedizin'],
  thema: 'Allgemeinmedizin',
  einzelAnteil: 0.55,
  zusatzProfile: [
    {
      name: 'Akutsprechstunde',
      codes: ['A001'],
      anteil: 0.35,
      hinweis: 'Für akute Beschwerden wie Infekte oder Schmerzen.',
      takt: 10,
    },
    {
      name: 'Check-up und Vorsorge',
      codes: ['A001'],
      anteil: 0.2,
      hinweis: 'Bitte kommen Sie nüchtern, wenn eine Blutentnahme vorgesehen ist.',
      takt: 20,
    },
  ],
  qualifikationen: [
    'Z010',
    'Z020',
    'Z030',
    'Z050',
    'Z080',
    'Z100',
    'Z110',
    'Z170',
    'Z180',
    'G010',
    'G130',
    'G220',
    'G230',
  ],
  takte: [10, 15],
  video: 0.35,
  profilHinweise: [
    'Neue Patientinnen und Patienten bitten wir um die Vorlage aller Vorbefunde.',
    'Hausbesuche nur nach telefonischer Absprache.',
  ],
});

export const KINDERARZT = fach({
  key: 'kinderarzt',
  gewicht: 4.5,
  codes: ['A002', 'L001'],
  psychotherapie: false,
  einzelpraxis: ['Kinderarztpraxis', 'Praxis für Kinder- und Jugendmedizin'],
  thema: 'Kinder- und Jugendmedizin',
  einzelAnteil: 0.5,
  zusatzProfile: [
    {
      name: 'U-Untersuchungen',
      codes: ['L001'],
      anteil: 0.6,
      hinweis: 'Bitte bringen Sie das gelbe Kinder-Untersuchungsheft und den Impfpass mit.',
      takt: 30,
    },
    {
      name: 'Infektsprechstunde',
      codes: ['A002'],
      anteil: 0.3,
      hinweis: 'Bitte warten Sie mit Ihrem Kind im separaten Infektwartebereich.',
      takt: 10,
    },
  ],
  qualifikationen: ['Z020', 'Z070', 'Z190', 'G230', 'G240'],
  takte: [15, 20],
  video: 0.25,
  profilHinweise: ['Bitte bringen Sie das gelbe Kinder-Untersuchungsheft mit.'],
});

export const AUGENARZT = fach({
  key: 'augenarzt',
  gewicht: 3.5,
  codes: ['W030'],
  psychotherapie: false,
  einzelpraxis: ['Augenarztpraxis', 'Praxis für Augenheilkunde'],
  thema: 'Augenheilkunde',
  einzelAnteil: 0.5,
  zusatzProfile: [],
  qualifikationen: ['G020', 'G100', 'G150'],
  takte: [10, 15],
  video: 0.15,
  profilHinweise: [
    'Nach einer Pupillenerweiterung dürfen Sie einige Stunden nicht selbst Auto fahren.',
    'Bitte bringen Sie Ihre aktuelle Brille und vorhandene Kontaktlinsen mit.',
  ],
});

export const FRAUENARZT = fach({
  key: 'frauenarzt',
  gewicht: 6,
  codes: ['W050'],
  psychotherapie: false,
  einzelpraxis: ['Frauenarztpraxis', 'Praxis für Frauenheilkunde und Geburtshilfe'],
  thema: 'Frauenheilkunde',
  einzelAnteil: 0.55,
  zusatzProfile: [
    {
      name: 'Schwangerschaftsvorsorge',
      codes: ['W050'],
      anteil: 0.3,
      hinweis: 'Bitte bringen Sie Ihren Mutterpass mit.',
      takt: 20,
    },
  ],
  qualifikationen: ['G140', 'G230', 'G250', 'Z140'],
  takte: [15, 20],
  video: 0.25,
  profilHinweise: ['Bitte bringen Sie, falls vorhanden, Ihren Mutterpass mit.'],
});

export const PSYCHOTHERAPIE = fach({
  key: 'psychotherapie',
  gewicht: 13,
  codes: ['W981'],
  psychotherapie: true,
  einzelpraxis: ['Praxis für Psychotherapie', 'Psychotherapeutische Praxis'],
  thema: 'Psychotherapie',
  einzelAnteil: 0.85,
  zusatzProfile: [
    {
      name: 'Psychotherapeutische Akutbehandlung',
      codes: ['W982'],
      anteil: 0.35,
      hinweis: 'Die Akutbehandlung setzt eine vorherige psychotherapeutische Sprechstunde voraus.',
    },
    {
      name: 'Komplexversorgung (KSVPsych)',
      codes: ['L002'],
      anteil: 0.08,
    },
  ],
  qualifikationen: ['G160', 'G170', 'G180', 'G190'],
  takte: [25, 50],
  video: 0.6,
  profilHinweise: [
    'Die Sprechstunde dient der Abklärung, ob eine psychotherapeutische Behandlung sinnvoll ist.',
    'Bitte planen Sie etwas Zeit für einen kurzen Fragebogen vor dem Gespräch ein.',
  ],
});

export const KJ_PSYCHOTHERAPIE = fach({
  key: 'kj-psychotherapie',
  gewicht: 3.5,
  codes: ['W991'],
  psychotherapie: true,
  einzelpraxis: ['Praxis für Kinder- und Jugendlichenpsychotherapie'],
  thema: 'Kinder- und Jugendlichenpsychotherapie',
  einzelAnteil: 0.85,
  zusatzProfile: [
    {
      name: 'Psychotherapeutische Akutbehandlung',
      codes: ['W992'],
      anteil: 0.3,
    },
  ],
  qualifikationen: ['G160', 'G170', 'G190'],
  takte: [25, 50],
  video: 0.5,
  profilHinweise: [
    'Zum ersten Termin kommen Kinder bitte mit einem Elternteil oder einer sorgeberechtigten Person.',
  ],
});

function facharzt(
  key: string,
  gewicht: number,
  codes: readonly string[],
  thema: string,
  einzelpraxis: readonly string[],
  qualifikationen: readonly string[],
  extra: Partial<Fachgebiet> = {},
): Fachgebiet {
  return {
    key,
    gewicht,
    codes,
    psychotherapie: false,
    einzelpraxis,
    thema,
    einzelAnteil: 0.5,
    zusatzProfile: [],
    qualifikationen,
    takte: [15, 20],
    video: 0.1,
    profilHinweise: ['Bitte bringen Sie Ihre Überweisung und vorhandene Vorbefunde mit.'],
    ...extra,
  };
}

/** The referral-free specialties (§1) with their guaranteed demo coverage. */
export const OHNE_UEBERWEISUNG: readonly Fachgebiet[] = [
  AUGENARZT,
  FRAUENARZT,
  HAUSARZT,
  KINDERARZT,
  PSYCHOTHERAPIE,
  KJ_PSYCHOTHERAPIE,
];

export const FACHGEBIETE: readonly Fachgebiet[] = [
  ...OHNE_UEBERWEISUNG,
  facharzt(
    'innere',
    3,
    ['W090'],
    'Innere Medizin',
    ['Internistische Praxis'],
    ['Z030', 'Z050', 'G120', 'G130', 'G230'],
  ),
  facharzt(
    'kardiologie',
    1.6,
    ['W095'],
    'Kardiologie',
    ['Kardiologische Praxis'],
    ['G070', 'G130', 'G230'],
    { video: 0.15 },
  ),
  facharzt(
    'gastroenterologie',
    1.1,
    ['W093'],
    'Gastroenterologie',
    ['Gastroenterologische Praxis'],
    ['G120', 'G230', 'Z130'],
  ),
  facharzt(
    'pneumologie',
    0.7,
    ['W097'],
    'Pneumologie',
    ['Lungenfacharztpraxis', 'Pneumologische Praxis'],
    ['Z020', 'Z150', 'G200'],
  ),
  facharzt(
    'diabetologie',
    0.6,
    ['W092'],
    'Diabetologie',
    ['Diabetologische Schwerpunktpraxis'],
    ['Z030', 'Z040'],
    { video: 0.3 },
  ),
  facharzt(
    'onkologie',
    0.6,
    ['W094'],
    'Hämatologie und Onkologie',
    ['Onkologische Praxis'],
    ['Z090', 'Z110'],
  ),
  facharzt('nephrologie', 0.4, ['W096'], 'Nephrologie', ['Nephrologische Praxis'], ['G230']),
  facharzt('rheumatologie', 0.4, ['W098'], 'Rheumatologie', ['Rheumatologische Praxis'], ['G230'], {
    video: 0.25,
  }),
  facharzt('angiologie', 0.3, ['W091'], 'Angiologie', ['Gefäßpraxis'], ['Z120', 'G230']),
  facharzt(
    'orthopaedie',
    3.5,
    ['W160', 'W161'],
    'Orthopädie und Unfallchirurgie',
    ['Orthopädische Praxis', 'Praxis für Orthopädie'],
    ['Z010', 'Z060', 'Z070', 'Z080', 'Z170', 'G010', 'G020', 'G030', 'G230', 'G240'],
  ),
  facharzt(
    'chirurgie',
    1.5,
    ['W040'],
    'Chirurgie',
    ['Chirurgische Praxis'],
    ['Z060', 'Z130', 'G020', 'G030'],
  ),
  facharzt(
    'gefaesschirurgie',
    0.3,
    ['W041'],
    'Gefäßchirurgie',
    ['Gefäßchirurgische Praxis'],
    ['Z120', 'G020'],
  ),
  facharzt(
    'viszeralchirurgie',
    0.3,
    ['W042'],
    'Viszeralchirurgie',
    ['Praxis für Viszeralchirurgie'],
    ['Z130', 'G020', 'G120'],
  ),
  facharzt(
    'plastische-chirurgie',
    0.2,
    ['W044'],
    'Plastische Chirurgie',
    ['Praxis für Plastische Chirurgie'],
    ['Z060', 'G020'],
  ),
  facharzt(
    'hno',
    2.5,
    ['W060'],
    'Hals-Nasen-Ohrenheilkunde',
    ['HNO-Praxis', 'Praxis für Hals-Nasen-Ohrenheilkunde'],
    ['Z020', 'Z150', 'G020', 'G080', 'G200'],
  ),
  facharzt(
    'phoniatrie',
    0.15,
    ['W061'],
    'Phoniatrie und Pädaudiologie',
    ['Praxis für Phoniatrie und Pädaudiologie'],
    ['G080'],
  ),
  facharzt(
    'haut',
    2,
    ['W070'],
    'Haut- und Geschlechtskrankheiten',
    ['Hautarztpraxis', 'Dermatologische Praxis'],
    ['Z020', 'Z120', 'Z130', 'G040', 'G060'],
    { video: 0.2 },
  ),
  facharzt(
    'neurologie',
    1.5,
    ['W140'],
    'Neurologie',
    ['Neurologische Praxis'],
    ['Z150', 'Z160', 'G230'],
    { video: 0.2 },
  ),
  facharzt(
    'psychiatrie',
    1.5,
    ['W141', 'L002'],
    'Psychiatrie und Psychotherapie',
    ['Psychiatrische Praxis', 'Praxis für Psychiatrie und Psychotherapie'],
    ['Z180', 'G160', 'G220'],
    { video: 0.4, takte: [20, 30] },
  ),
  facharzt(
    'nervenheilkunde',
    0.5,
    ['W142'],
    'Nervenheilkunde',
    ['Nervenarztpraxis'],
    ['Z160', 'G160'],
    { video: 0.25 },
  ),
  facharzt(
    'psychosomatik',
    0.5,
    ['W190'],
    'Psychosomatische Medizin und Psychotherapie',
    ['Praxis für Psychosomatische Medizin'],
    ['G160', 'G170'],
    { video: 0.5, takte: [25, 50] },
  ),
  facharzt(
    'kjp',
    0.4,
    ['W110'],
    'Kinder- und Jugendpsychiatrie',
    ['Praxis für Kinder- und Jugendpsychiatrie'],
    ['G160', 'G190'],
    { video: 0.4, takte: [30, 50] },
  ),
  facharzt('urologie', 1.8, ['W220'], 'Urologie', ['Urologische Praxis'], ['G020', 'G230', 'Z090']),
  facharzt(
    'radiologie',
    1.5,
    ['W200'],
    'Radiologie',
    ['Radiologische Praxis', 'Radiologie'],
    ['G050', 'G090', 'G110', 'G140', 'G230'],
    { video: 0, einzelAnteil: 0.2, takte: [15, 20, 30] },
  ),
  facharzt(
    'neuroradiologie',
    0.1,
    ['W202'],
    'Neuroradiologie',
    ['Neuroradiologische Praxis'],
    ['G050', 'G110'],
    { video: 0, einzelAnteil: 0.2 },
  ),
  facharzt(
    'nuklearmedizin',
    0.3,
    ['W150'],
    'Nuklearmedizin',
    ['Nuklearmedizinische Praxis'],
    ['G230'],
    { video: 0 },
  ),
  facharzt(
    'strahlentherapie',
    0.15,
    ['W210'],
    'Strahlentherapie',
    ['Praxis für Strahlentherapie'],
    ['G050'],
    { video: 0, einzelAnteil: 0.1 },
  ),
  facharzt(
    'anaesthesie',
    1,
    ['W010'],
    'Anästhesiologie',
    ['Praxis für Anästhesiologie und Schmerztherapie'],
    ['Z010', 'Z110', 'Z160', 'G010', 'G210'],
    { video: 0.2 },
  ),
  facharzt(
    'mkg',
    0.4,
    ['W120'],
    'Mund-Kiefer-Gesichtschirurgie',
    ['Praxis für Mund-Kiefer-Gesichtschirurgie'],
    ['G020'],
  ),
  facharzt(
    'neurochirurgie',
    0.3,
    ['W130'],
    'Neurochirurgie',
    ['Neurochirurgische Praxis'],
    ['Z160', 'G020'],
  ),
  facharzt(
    'prm',
    0.3,
    ['W170'],
    'Physikalische und Rehabilitative Medizin',
    ['Praxis für Physikalische und Rehabilitative Medizin'],
    ['Z080', 'Z100', 'Z170'],
  ),
  facharzt('humangenetik', 0.1, ['W080'], 'Humangenetik', ['Praxis für Humangenetik'], [], {
    video: 0.5,
    takte: [30, 45],
  }),
  facharzt(
    'kinderkardiologie',
    0.15,
    ['W101'],
    'Kinderkardiologie',
    ['Kinderkardiologische Praxis'],
    ['G230'],
  ),
  facharzt(
    'neuropaediatrie',
    0.15,
    ['W102'],
    'Neuropädiatrie',
    ['Neuropädiatrische Praxis'],
    ['G230'],
  ),
  facharzt(
    'kinderchirurgie',
    0.1,
    ['W043'],
    'Kinder- und Jugendchirurgie',
    ['Kinderchirurgische Praxis'],
    ['G020'],
  ),
  facharzt(
    'reproduktionsmedizin',
    0.15,
    ['W051'],
    'Kinderwunschmedizin',
    ['Kinderwunschpraxis'],
    ['G230'],
    { video: 0.3 },
  ),
];
