// How the booking modals name a slot's date and time (§2 "Booking modal": slot date and start time).
import { formatGermanDate, weekdayName } from '@terminservice/domain/dates';
import { intlTag } from '@terminservice/domain/locale';
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
