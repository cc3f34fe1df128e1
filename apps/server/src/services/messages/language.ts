// The language of a patient's message (issue #23 part 1, ADR 37): the texts of the locale's
// catalogue with their {placeholders} filled, and dates and times as that language writes them
// (Intl, in Berlin time like every time of the service). German keeps its exact form: 'Dienstag',
// '04.03.2025', '10:30' from berlin-time.ts, as the spec's texts have them.
import { germanDate } from '@terminservice/domain/alerts';
import { DEFAULT_LOCALE, intlTag, isLocale, type Locale } from '@terminservice/domain/locale';
import {
  berlinGermanDate,
  berlinTime,
  berlinWeekday,
  SERVICE_TIME_ZONE,
} from '../kernel/berlin-time.ts';
import { AR } from './locales/ar.ts';
import { DE, type Catalogue, type MessageKey } from './locales/de.ts';
import { EN } from './locales/en.ts';
import { PL } from './locales/pl.ts';
import { RU } from './locales/ru.ts';
import { TR } from './locales/tr.ts';
import { UK } from './locales/uk.ts';

export type { MessageKey } from './locales/de.ts';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  de: DE,
  en: EN,
  tr: TR,
  ru: RU,
  ar: AR,
  uk: UK,
  pl: PL,
};

export type MessageValues = Readonly<Record<string, string | number>>;

/** `{name}` replaced by its value; an unknown name stays as written (the test keeps them equal). */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export interface MessageLanguage {
  readonly locale: Locale;
  /** The text of `key` in this language, placeholders filled. */
  t(key: MessageKey, values?: MessageValues): string;
  /** 'Dienstag' / 'Tuesday'. */
  weekday(at: Date): string;
  /** '04.03.2025' / '4 March 2025'. */
  date(at: Date): string;
  /** '10:30'. */
  time(at: Date): string;
  /** 'am'-less date and time: '04.03.2025 um 10:30 Uhr' / '4 March 2025 at 10:30'. */
  when(at: Date): string;
  /** A Berlin calendar day 'YYYY-MM-DD' (a slot alert's end). */
  day(ymd: string): string;
}

function intlFormats(locale: Locale) {
  const tag = intlTag(locale);
  const zone = { timeZone: SERVICE_TIME_ZONE } as const;
  return {
    weekday: new Intl.DateTimeFormat(tag, { ...zone, weekday: 'long' }),
    // The month by name: '4/3/2025' is read as 3 April in some countries and 4 March in others.
    date: new Intl.DateTimeFormat(tag, { ...zone, day: 'numeric', month: 'long', year: 'numeric' }),
    time: new Intl.DateTimeFormat(tag, {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}

function createLanguage(locale: Locale): MessageLanguage {
  const catalogue = CATALOGUES[locale];
  const t = (key: MessageKey, values?: MessageValues) => fillPlaceholders(catalogue[key], values);
  if (locale === 'de') {
    return {
      locale,
      t,
      weekday: berlinWeekday,
      date: berlinGermanDate,
      time: berlinTime,
      when: (at) => t('when', { date: berlinGermanDate(at), time: berlinTime(at) }),
      day: germanDate,
    };
  }
  const formats = intlFormats(locale);
  const date = (at: Date) => formats.date.format(at);
  const time = (at: Date) => formats.time.format(at);
  return {
    locale,
    t,
    weekday: (at) => formats.weekday.format(at),
    date,
    time,
    when: (at) => t('when', { date: date(at), time: time(at) }),
    // Noon UTC is the same calendar day in Berlin, summer or winter.
    day: (ymd) => date(new Date(`${ymd}T12:00:00Z`)),
  };
}

// Built once per language: an Intl.DateTimeFormat costs more to make than to use.
const LANGUAGES = new Map<Locale, MessageLanguage>();

/** The messages of a language; anything that is not one of ours (an old row, a typo) is German. */
export function messageLanguage(locale: string | null | undefined): MessageLanguage {
  const known: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let language = LANGUAGES.get(known);
  if (!language) {
    language = createLanguage(known);
    LANGUAGES.set(known, language);
  }
  return language;
}

/** German: what staff, partners and every message before issue #23 use. */
export const GERMAN = messageLanguage(DEFAULT_LOCALE);
