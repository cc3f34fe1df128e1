// How the booking modals name a slot's date and time (§2 "Booking modal": slot date and start time).
import { formatGermanDate, weekdayName } from '@terminservice/domain/dates';
import type { SlotSelection } from './selection.ts';

/** 'Freitag, 12.12.2026, 09:30 Uhr' from the date key and the slot's start time. */
export function slotDateTime(selection: Pick<SlotSelection, 'date' | 'slot'>): string {
  const date = new Date(`${selection.date}T00:00:00`);
  return `${weekdayName(date)}, ${formatGermanDate(date)}, ${selection.slot.begin} Uhr`;
}
