// The accessible name of a slot button. The contract for every e2e test that picks a slot: it
// starts with the time and 'Uhr' and contains the German date, e.g. '09:30 Uhr, Montag,
// 23.11.2026, Augenarztpraxis Dr. Beispiel' — the visible time first (WCAG 2.5.3 label in name).
import type { SearchSlot } from '@terminservice/domain/api';
import { formatGermanDate, parseIsoDate, weekdayName } from '@terminservice/domain/dates';
import { isTssOnlySlot } from '@terminservice/domain/search';

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
