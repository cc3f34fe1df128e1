// The diagnosis languages' names (issue #22) in the language in use (issue #23 part 1): German
// keeps the domain's names and order; another language names each code (ISO 639-1) through
// Intl.DisplayNames — thirty names need no catalogue entries — sorted in that language's order.
import { intlTag } from '@terminservice/domain/locale';
import {
  SPRACHE_CODES,
  isSpracheCode,
  spracheName,
  sprachenNamen,
} from '@terminservice/domain/supply';
import type { Locale } from '../i18n/index.ts';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** The name of a language code; an unknown code is shown as itself. */
export function languageName(locale: Locale, code: string): string {
  if (locale === 'de') return spracheName(code);
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlTag(locale)], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  const name = names.of(code) ?? code;
  // Intl names a language in lower case in some languages ('türkçe'); a list item starts upper.
  return name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1);
}

/** The names of codes, in the language's alphabetical order (German: the domain's order). */
export function languageNames(locale: Locale, codes: readonly string[]): string[] {
  if (locale === 'de') return sprachenNamen(codes);
  return sortedByName(locale, codes.filter(isSpracheCode)).map(([, name]) => name);
}

/** Every code with its name, in the language's alphabetical order (the filter's options). */
export function languageOptions(locale: Locale): { value: string; label: string }[] {
  if (locale === 'de')
    return SPRACHE_CODES.map((code) => ({ value: code, label: spracheName(code) }));
  return sortedByName(locale, SPRACHE_CODES).map(([value, label]) => ({ value, label }));
}

function sortedByName(locale: Locale, codes: readonly string[]): [string, string][] {
  const collator = new Intl.Collator(intlTag(locale));
  return codes
    .map((code): [string, string] => [code, languageName(locale, code)])
    .sort(([, a], [, b]) => collator.compare(a, b));
}
