// The OpenAPI document's groups (issue #26 part 5: a top-level tags list): each operation belongs to
// the group of its path's first segment, so a new call lands in a group without being listed here
// twice; a path whose segment has no group fails the document's test.

export const TAGS = [
  {
    name: 'Allgemein',
    description: 'Version, Schalter, Störungsmeldungen, Orte, Kataloge, Kontakt',
  },
  {
    name: 'Vermittlungscode',
    description: 'Codes, Anmeldung, Status des Codes und Bestätigung der Identität per PIN',
  },
  { name: 'Suche', description: 'Terminsuche und Verfügbarkeit' },
  { name: 'Buchung', description: 'Buchen, ansehen, verschieben, absagen, Kalenderdatei' },
  { name: 'Videosprechstunde', description: 'Reservierung und Buchung mit PIN per E-Mail' },
  { name: 'Praxis', description: 'Terminprofile, Slots und Buchungen der eigenen Praxis' },
  { name: 'Erinnerung', description: 'Erinnerungen bestätigen oder den Termin freigeben' },
  { name: 'Terminalarm', description: 'Benachrichtigung, wenn ein passender Termin frei wird' },
  { name: 'Statistik', description: 'Kennzahlen für Kassenärztliche Vereinigungen (KV-Token)' },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

const TAG_OF_SEGMENT: Readonly<Record<string, TagName>> = {
  version: 'Allgemein',
  featuretoggles: 'Allgemein',
  status: 'Allgemein',
  ortsname: 'Allgemein',
  leistungsmerkmale: 'Allgemein',
  einrichtungssuche: 'Allgemein',
  contact: 'Allgemein',
  code: 'Vermittlungscode',
  login: 'Vermittlungscode',
  vermittlungscode: 'Vermittlungscode',
  identitaetsbestaetigung: 'Vermittlungscode',
  search: 'Suche',
  termincheck: 'Suche',
  buchung: 'Buchung',
  buchungsinformationen: 'Buchung',
  videosprechstunde: 'Videosprechstunde',
  praxis: 'Praxis',
  erinnerung: 'Erinnerung',
  terminalarm: 'Terminalarm',
  statistik: 'Statistik',
};

/** The group of a call's path (relative to the API base), or undefined when it has none. */
export function tagOf(path: string): TagName | undefined {
  const segment = path.split('/').find((part) => part !== '');
  return segment === undefined ? undefined : TAG_OF_SEGMENT[segment];
}
