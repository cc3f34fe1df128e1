// Where rescheduling starts (issue #15, docs/rescheduling.md): the search for the same code, in
// reschedule mode. The mode travels in the address (`?verschieben=1`), so that it survives the
// search's own path rewrites, a reload and the back button, and ends when the search is left.
import type { AppointmentEntry } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { buildSearchPath } from '@terminservice/domain/search';
import { GERMAN, dateText, timeText, weekdayText, type Translator } from '../i18n/index.ts';
import { RESCHEDULE_MESSAGES } from './texts.ts';

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

/** A booked slot's Berlin wall time (sent without offset) as a local Date; null if unreadable. */
export function bookedDate(entry: AppointmentEntry): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(entry.slot.begin);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi);
}

/**
 * 'Donnerstag, 03.12.2026, 09:30 Uhr' from a booked slot, in the language of `translator`
 * (German when none is given): weekday, date and time through the i18n formats.
 */
export function bookedWhen(entry: AppointmentEntry, translator: Translator = GERMAN): string {
  const local = bookedDate(entry);
  if (!local) return entry.date;
  const { locale, t } = translator;
  return t(RESCHEDULE_MESSAGES.when, {
    weekday: weekdayText(locale, local),
    date: dateText(locale, local),
    time: timeText(locale, local),
  });
}
