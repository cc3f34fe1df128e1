// Diagnosis languages (Diagnosefremdsprachen, issue #22): the foreign languages in which a
// profile's doctor can talk to patients. Practices pick them in the desk (and the register
// import); patients and hotline staff filter the search by one; results show their German names.
// The codes are ISO 639-1 two-letter codes, a subset of BCP 47. The KBV TVS guide has its own
// value set for the Schedule's language; the FHIR mapping (routes/fhir) maps these codes to it
// and may name its own system there — SPRACHE_CODE_SYSTEM is only the default.
import * as v from 'valibot';

/**
 * The code system of the codes below. The FHIR mapping may override it with the guide's value
 * set (docs/fhir.md).
 */
export const SPRACHE_CODE_SYSTEM = 'urn:ietf:bcp:47';

/**
 * Languages with many speakers in Germany (the larger immigrant and refugee languages and the
 * common school languages), sorted by their German name. Code → German name.
 */
export const DIAGNOSE_SPRACHEN = {
  sq: 'Albanisch',
  ar: 'Arabisch',
  bs: 'Bosnisch',
  bg: 'Bulgarisch',
  zh: 'Chinesisch',
  en: 'Englisch',
  fr: 'Französisch',
  el: 'Griechisch',
  he: 'Hebräisch',
  hi: 'Hindi',
  it: 'Italienisch',
  ja: 'Japanisch',
  hr: 'Kroatisch',
  ku: 'Kurdisch',
  nl: 'Niederländisch',
  ps: 'Paschtu',
  fa: 'Persisch',
  pl: 'Polnisch',
  pt: 'Portugiesisch',
  ro: 'Rumänisch',
  ru: 'Russisch',
  sr: 'Serbisch',
  es: 'Spanisch',
  ti: 'Tigrinya',
  cs: 'Tschechisch',
  tr: 'Türkisch',
  uk: 'Ukrainisch',
  hu: 'Ungarisch',
  ur: 'Urdu',
  vi: 'Vietnamesisch',
} as const satisfies Record<string, string>;
export type SpracheCode = keyof typeof DIAGNOSE_SPRACHEN;

/** The codes in display order (by German name). */
export const SPRACHE_CODES = Object.keys(DIAGNOSE_SPRACHEN) as SpracheCode[];

/** At most this many languages per profile. */
export const SPRACHEN_MAX = 20;

export const SPRACHE_UNKNOWN_MESSAGE = 'Diese Sprache ist nicht bekannt.';
export const SPRACHEN_TOO_MANY_MESSAGE = `Höchstens ${SPRACHEN_MAX} Sprachen.`;
export const SPRACHEN_DUPLICATE_MESSAGE = 'Jede Sprache nur einmal angeben.';

export function isSpracheCode(value: unknown): value is SpracheCode {
  return typeof value === 'string' && Object.hasOwn(DIAGNOSE_SPRACHEN, value);
}

/** The German name of a code; an unknown code is shown as itself. */
export function spracheName(code: string): string {
  return isSpracheCode(code) ? DIAGNOSE_SPRACHEN[code] : code;
}

/** The German names of codes, in the list's order (so every screen shows the same order). */
export function sprachenNamen(codes: readonly string[]): string[] {
  const known = new Set(codes);
  return SPRACHE_CODES.filter((code) => known.has(code)).map((code) => DIAGNOSE_SPRACHEN[code]);
}

/** One language code of the list. */
export const spracheSchema = v.picklist(SPRACHE_CODES, SPRACHE_UNKNOWN_MESSAGE);

/** A profile's languages: known codes, each once, at most SPRACHEN_MAX. */
export const sprachenSchema = v.pipe(
  v.array(spracheSchema, 'Bitte geben Sie die Sprachen als Liste an.'),
  v.maxLength(SPRACHEN_MAX, SPRACHEN_TOO_MANY_MESSAGE),
  v.check((codes) => new Set(codes).size === codes.length, SPRACHEN_DUPLICATE_MESSAGE),
);
