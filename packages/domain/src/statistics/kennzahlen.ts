// The figures of the operators' statistics view (issue #24 part 2): each key of an answer's
// `werte` with its German label, unit and group, once for the server and the TSS app's block.

/** How a figure reads: a count (suppressed under 5), hours, or a share 0..1. */
export type KennzahlEinheit = 'anzahl' | 'stunden' | 'anteil';

export const KENNZAHL_GRUPPEN = {
  codes: 'Vermittlungscodes',
  buchungszeit: 'Zeit bis zur Buchung',
  suche: 'Suchen',
  slots: 'Termine der Praxen',
  stornierungen: 'Stornierungen und Verschiebungen',
  erinnerungen: 'Erinnerungen und Nichterscheinen',
  alarme: 'Terminalarme',
} as const;
export type KennzahlGruppe = keyof typeof KENNZAHL_GRUPPEN;

export interface Kennzahl {
  readonly label: string;
  readonly einheit: KennzahlEinheit;
  readonly gruppe: KennzahlGruppe;
  /** For a derived figure (hours, share): the count it rests on; null when the base is under 5. */
  readonly basis?: ZaehlKennzahl;
}

const anzahl = (label: string, gruppe: KennzahlGruppe) =>
  ({ label, einheit: 'anzahl', gruppe }) as const;

/** The counts, in the order the view lists them. */
export const ZAEHL_KENNZAHLEN = {
  codesAusgestellt: anzahl('Codes ausgestellt', 'codes'),
  codesGebucht: anzahl('Codes gebucht', 'codes'),
  codesAbgelaufenUngebucht: anzahl('Codes abgelaufen, ohne Buchung', 'codes'),
  codesVerbrauchtDurchStornierung: anzahl('Codes durch Stornierungen verbraucht', 'codes'),
  suchenOhneErgebnis: anzahl('Suchen ohne Ergebnis', 'suche'),
  slotsAngeboten: anzahl('Termine angeboten', 'slots'),
  slotsGebucht: anzahl('Termine gebucht', 'slots'),
  slotsZurueckgezogen: anzahl('Termine zurückgezogen', 'slots'),
  slotsFreigegebenAnPraxis: anzahl('Termine an die Praxis freigegeben', 'slots'),
  slotsAbgelaufenUngebucht: anzahl('Termine abgelaufen, ohne Buchung', 'slots'),
  stornierungenPatient: anzahl('Stornierungen durch Patientinnen und Patienten', 'stornierungen'),
  stornierungenPraxis: anzahl('Stornierungen durch Praxen', 'stornierungen'),
  verschiebungen: anzahl('Verschiebungen', 'stornierungen'),
  erinnerungenBestaetigt: anzahl('Erinnerungen bestätigt', 'erinnerungen'),
  erinnerungenFreigegeben: anzahl('Termine über die Erinnerung freigegeben', 'erinnerungen'),
  nichtErschienen: anzahl('Nicht erschienen', 'erinnerungen'),
  alarmeEingerichtet: anzahl('Terminalarme eingerichtet', 'alarme'),
  alarmeAusgeloest: anzahl('Terminalarme ausgelöst', 'alarme'),
  alarmeMitBuchung: anzahl('Terminalarme mit Buchung', 'alarme'),
} as const satisfies Record<string, Kennzahl>;
export type ZaehlKennzahl = keyof typeof ZAEHL_KENNZAHLEN;

/** Figures derived from booked codes: null when fewer than 5 codes were booked. */
export const ABGELEITETE_KENNZAHLEN = {
  buchungszeitMedianStunden: {
    label: 'Zeit vom Code bis zur Buchung, Median (Stunden)',
    einheit: 'stunden',
    gruppe: 'buchungszeit',
    basis: 'codesGebucht',
  },
  buchungszeitP90Stunden: {
    label: 'Zeit vom Code bis zur Buchung, 90. Perzentil (Stunden)',
    einheit: 'stunden',
    gruppe: 'buchungszeit',
    basis: 'codesGebucht',
  },
  anteilInFrist: {
    label: 'Anteil gebuchter Codes mit Termin innerhalb der gesetzlichen Frist',
    einheit: 'anteil',
    gruppe: 'buchungszeit',
    basis: 'codesGebucht',
  },
} as const satisfies Record<string, Kennzahl>;
export type AbgeleiteteKennzahl = keyof typeof ABGELEITETE_KENNZAHLEN;

export const KENNZAHLEN: Readonly<Record<KennzahlKey, Kennzahl>> = {
  ...ZAEHL_KENNZAHLEN,
  ...ABGELEITETE_KENNZAHLEN,
};
export type KennzahlKey = ZaehlKennzahl | AbgeleiteteKennzahl;

export const ZAEHL_KEYS = Object.keys(ZAEHL_KENNZAHLEN) as ZaehlKennzahl[];
export const ABGELEITETE_KEYS = Object.keys(ABGELEITETE_KENNZAHLEN) as AbgeleiteteKennzahl[];
/** Every key of `werte`, in the view's order: codes, times, then the other counts. */
export const KENNZAHL_KEYS: readonly KennzahlKey[] = [
  ...ZAEHL_KEYS.slice(0, 4),
  ...ABGELEITETE_KEYS,
  ...ZAEHL_KEYS.slice(4),
];
