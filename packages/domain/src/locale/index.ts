// The patient's languages (issue #23 part 1, ADR 39): German, the default with the spec's texts, and
// six more. One list for the patient app (what it shows) and the server (what a booking, alert or
// identity check remembers, so its e-mails and SMS are written in the patient's language).

export const LOCALES = ['de', 'en', 'tr', 'ru', 'ar', 'uk', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'de';

/** Each language in itself, so that a person who reads no German finds theirs. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  tr: 'Türkçe',
  ru: 'Русский',
  ar: 'العربية',
  uk: 'Українська',
  pl: 'Polski',
};

/** Written right to left: `<html dir="rtl">`, the layout mirrors through logical CSS properties. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** The browser storage key of the remembered choice (a preference, no personal data). */
export const LOCALE_STORAGE_KEY = 'terminservice.sprache';

/** `<html dir>` of a page in this language. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the given language tags ('tr-TR', 'en') that we have, else German. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * An HTTP Accept-Language header's choice (RFC 9110 §12.5.4): the tags by weight, highest first,
 * `q=0` dropped; the first we have, else German. The patient app sends its chosen language so.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLocale(ranked.map((entry) => entry.tag));
}

/**
 * The BCP 47 tag for `Intl` formatting: British English (day before month), and Arabic with Latin
 * digits, like the codes, phone numbers and postcodes it is shown beside.
 */
export function intlTag(locale: Locale): string {
  if (locale === 'en') return 'en-GB';
  if (locale === 'ar') return 'ar-u-nu-latn';
  return locale;
}
