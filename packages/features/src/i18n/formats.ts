// Dates, times and numbers in the language in use (issue #23 part 1): German keeps the spec's
// formats exactly (§2 '{dd.MM.yyyy}', '{time} Uhr', the weekday in full) through the domain's
// helpers; the other languages go through Intl, in the browser's local time like the German.
// 'Uhr' and the like belong to the messages ('{time} Uhr'), not here.
import {
  formatGermanDate,
  formatTime,
  weekdayName,
  type DateInput,
} from '@terminservice/domain/dates';
import { intlTag, type Locale } from '@terminservice/domain/locale';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|d|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), options);
    cache.set(key, format);
  }
  return format;
}

function toDate(input: DateInput): Date {
  return input instanceof Date
    ? input
    : typeof input === 'number'
      ? new Date(input)
      : input.toDate();
}

/** The calendar date: '04.01.2026' in German, '04/01/2026' in English, '04.01.2026' in Turkish. */
export function dateText(locale: Locale, input: DateInput): string {
  if (locale === 'de') return formatGermanDate(input);
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    toDate(input),
  );
}

/** The time on a 24-hour clock: '09:30' in every language. */
export function timeText(locale: Locale, input: DateInput): string {
  if (locale === 'de') return formatTime(input);
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    toDate(input),
  );
}

/** The weekday in full: 'Donnerstag', 'Thursday', 'Perşembe', 'الخميس'. */
export function weekdayText(locale: Locale, input: DateInput): string {
  if (locale === 'de') return weekdayName(input);
  return dateFormat(locale, { weekday: 'long' }).format(toDate(input));
}

/** A whole number with the language's grouping: '1.234', '1,234', '1 234'. */
export function numberText(locale: Locale, value: number): string {
  const key = `${locale}|n`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale));
    cache.set(key, format);
  }
  return format.format(value);
}
