// A practice as the register describes it (docs/register.md): the accessibility features the apps
// know, the BSNR's form, the field limits and the website rule. The register import checks rows
// against these; the demo seed draws its practices from the same list.
import {
  CITY_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STREET_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../limits/index.ts';

/** §3 bf: the accessibility features a practice can have, as the apps show them. */
export const BARRIEREFREIHEITEN = [
  'Ebenerdiger Zugang',
  'Aufzug vorhanden',
  'Rollstuhlgerechte Praxisräume',
  'Barrierefreies WC',
  'Behindertenparkplatz in der Nähe',
  'Induktionsschleife für Hörgeräte',
  'Orientierungshilfen für Menschen mit Sehbehinderung',
  'Höhenverstellbare Untersuchungsliege',
  'Verständigung in Gebärdensprache möglich',
] as const;
export type Barrierefreiheit = (typeof BARRIEREFREIHEITEN)[number];

/** The known feature spelled as the list spells it, matched ignoring case and outer spaces. */
export function knownBarrierefreiheit(value: string): Barrierefreiheit | null {
  const wanted = value.trim().toLocaleLowerCase('de');
  return BARRIEREFREIHEITEN.find((known) => known.toLocaleLowerCase('de') === wanted) ?? null;
}

/** Betriebsstättennummer: exactly nine digits. */
export const BSNR_PATTERN = /^[0-9]{9}$/;

/** Longest value of each practice field (§9 where it names one: text, street, city, phone, comment). */
export const PRACTICE_LIMITS = {
  name: TEXT_MAX_LENGTH,
  strasse: STREET_MAX_LENGTH,
  ort: CITY_MAX_LENGTH,
  telefon: PHONE_MAX_LENGTH,
  webseite: 200,
  hinweis: COMMENT_MAX_LENGTH,
} as const;

/** A practice phone number: digits, spaces and + - / ( ), at least one digit. */
export const PRACTICE_PHONE_PATTERN = /^(?=.*[0-9])[0-9 +\-/()]+$/;

/** http(s), a host of labels with at least one dot (umlauts allowed), an optional port and path. */
const WEBSITE =
  /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::[0-9]{1,5})?(?:[/?#][^\s"'<>]*)?$/iu;

/**
 * A practice website as a link the apps can show: http(s) only, a host with a dot, no user or
 * password, no spaces or quotes. A bare host ('www.praxis.de') gets 'https://'. Null: not a website.
 */
export function practiceWebsite(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return WEBSITE.test(withScheme) ? withScheme : null;
}
