// How the booking modals name a slot's date and time (§2 "Booking modal": slot date and start time),
// its distance and the profile's languages, in the language in use.
import { formatGermanDate, weekdayName } from '@terminservice/domain/dates';
import { intlTag } from '@terminservice/domain/locale';
import { SPRACHE_CODES, sprachenNamen } from '@terminservice/domain/supply';
import { dateText, weekdayText, type Translator } from '../i18n/index.ts';
import type { SlotSelection } from './selection.ts';
import { BOOKING_MESSAGES } from './texts.ts';

/** 'Freitag, 12.12.2026, 09:30 Uhr' from the date key and the slot's start time (German). */
export function slotDateTime(selection: Pick<SlotSelection, 'date' | 'slot'>): string {
  const date = new Date(`${selection.date}T00:00:00`);
  return `${weekdayName(date)}, ${formatGermanDate(date)}, ${selection.slot.begin} Uhr`;
}

/** The same in the language in use: 'Friday, 12/12/2026, 09:30' (German exactly as above). */
export function slotDateTimeIn(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  selection: Pick<SlotSelection, 'date' | 'slot'>,
): string {
  const date = new Date(`${selection.date}T00:00:00`);
  return t(BOOKING_MESSAGES.slotDateTime, {
    weekday: weekdayText(locale, date),
    date: dateText(locale, date),
    time: selection.slot.begin,
  });
}

/** A distance in km with at most one decimal, in the language's way ('1,5' / '1.5'). */
export function distanceKm(locale: Translator['locale'], km: number): string {
  return km.toLocaleString(locale === 'de' ? 'de-DE' : intlTag(locale), {
    maximumFractionDigits: 1,
  });
}

/**
 * A profile's languages (issue #22) named in the language in use: German as the domain names them,
 * another language through Intl (the codes are BCP 47), in the domain's order.
 */
export function languageNames(locale: Translator['locale'], codes: readonly string[]): string[] {
  if (locale === 'de') return sprachenNamen(codes);
  const names = new Intl.DisplayNames([intlTag(locale)], { type: 'language' });
  return SPRACHE_CODES.filter((code) => codes.includes(code)).map((code) => names.of(code) ?? code);
}
