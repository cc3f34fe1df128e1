// Where rescheduling starts (issue #15, docs/rescheduling.md): the search for the same code, in
// reschedule mode. The mode travels in the address (`?verschieben=1`), so that it survives the
// search's own path rewrites, a reload and the back button, and ends when the search is left.
import type { AppointmentEntry } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { formatGermanDate, formatTime, weekdayName } from '@terminservice/domain/dates';
import { buildSearchPath } from '@terminservice/domain/search';

/** The query parameter of the search page's reschedule mode. */
export const RESCHEDULE_PARAMETER = 'verschieben';

/** Whether a location's search string (`?…`) asks for the reschedule mode. */
export function isRescheduleSearch(search: string): boolean {
  return new URLSearchParams(search).has(RESCHEDULE_PARAMETER);
}

/**
 * The search for another slot of the booking: the same code, the booking's Leistungsmerkmale,
 * around its practice's postcode (the patient may change it in the filters). The booking's own
 * data, not the session's, which may belong to an earlier search (a hotline handles many callers).
 */
export function reschedulePath(
  type: ApplicationType,
  code: string,
  entry: AppointmentEntry,
): string {
  const path = buildSearchPath(type, {
    code,
    plz: entry.office?.plz,
    qualifikationen: entry.slot.leistungsmerkmale.map((merkmal) => merkmal.code),
  });
  return `${path}?${RESCHEDULE_PARAMETER}=1`;
}

/** 'Donnerstag, 03.12.2026, 09:30 Uhr' from a booked slot's Berlin wall time (sent without offset). */
export function bookedWhen(entry: AppointmentEntry): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(entry.slot.begin);
  if (!match) return entry.date;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const local = new Date(y, mo - 1, d, h, mi);
  return `${weekdayName(local)}, ${formatGermanDate(local)}, ${formatTime(local)} Uhr`;
}
