// The accessible name of a slot button. The contract for every e2e test that picks a slot: it
// starts with the time and 'Uhr' and contains the German date, e.g. '09:30 Uhr, Montag,
// 23.11.2026, Augenarztpraxis Dr. Beispiel' — the visible time first (WCAG 2.5.3 label in name).
// In another language (issue #23 part 1) the same parts, in that language's words and formats.
import type { SearchSlot } from '@terminservice/domain/api';
import { formatGermanDate, parseIsoDate, weekdayName } from '@terminservice/domain/dates';
import { intlTag } from '@terminservice/domain/locale';
import { isTssOnlySlot } from '@terminservice/domain/search';
import { dateText, weekdayText, type Locale, type Translator } from '../i18n/index.ts';
import { RESULTS_MESSAGES } from './texts.ts';

/** 'HH:mm' of a slot's begin (§3 "begin (time text)"); an ISO date-time gives its time part. */
export function slotTime(begin: string): string {
  const time = begin.includes('T') ? (begin.split('T')[1] ?? begin) : begin;
  return time.slice(0, 5);
}

/** 'Montag, 23.11.2026' for a date key yyyy-MM-dd (dayjs 'de'); the key itself if it does not parse. */
export function germanDateLabel(date: string): string {
  const parsed = parseIsoDate(date);
  return parsed ? `${weekdayName(parsed)}, ${formatGermanDate(parsed)}` : date;
}

/** The date label in the language in use: German as germanDateLabel, English 'Monday, 23/11/2026'. */
export function dateLabel({ t, locale }: Translator, date: string): string {
  if (locale === 'de') return germanDateLabel(date);
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return t(RESULTS_MESSAGES.dateLabel, {
    weekday: weekdayText(locale, parsed),
    date: dateText(locale, parsed),
  });
}

const kmFormats = new Map<Locale, Intl.NumberFormat>();

/** An office's distance or a radius: '2,5 km' in German, '2,5 км' in Russian (one decimal). */
export function kmText(locale: Locale, km: number): string {
  if (locale === 'de') return `${km.toLocaleString('de-DE', { maximumFractionDigits: 1 })} km`;
  let format = kmFormats.get(locale);
  if (!format) {
    const options = { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 } as const;
    format = new Intl.NumberFormat(intlTag(locale), options);
    kmFormats.set(locale, format);
  }
  return format.format(km);
}

/**
 * The hidden rest of a name whose visible part comes first ('Video' + 'sprechstunde', 'Video' +
 * ' consultation'); where the full name does not start with the visible word, the whole name. The
 * space goes before the hidden text, not into it: a name's parts are trimmed when joined.
 */
export function hiddenRest(
  visible: string,
  full: string,
): { readonly space: boolean; readonly rest: string } {
  if (!full.startsWith(visible)) return { space: true, rest: full };
  const rest = full.slice(visible.length);
  return { space: rest !== rest.trimStart(), rest: rest.trimStart() };
}

export function slotAccessibleName(
  slot: SearchSlot,
  date: string,
  officeLabel: string,
  options: { readonly tssBadge: boolean },
): string {
  const parts = [`${slotTime(slot.begin)} Uhr`, germanDateLabel(date), officeLabel];
  if (slot.termintyp === 'VIDEOSPRECHSTUNDE') parts.push('Videosprechstunde');
  if (options.tssBadge && isTssOnlySlot(slot.buchungsbefugnisse)) parts.push('TSS-Termin');
  return parts.join(', ');
}
