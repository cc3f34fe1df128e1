// The search window in German calendar days (§9 date-range maximum per urgency).
import { SERVICE_TIME_ZONE } from '../time-zone.ts';

// Built once: constructing an Intl.DateTimeFormat costs more than a search's other date work.
const SERVICE_DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The German calendar date of `now`, 'YYYY-MM-DD'. */
export function serviceDate(now: Date): string {
  return SERVICE_DATE_FORMAT.format(now);
}

/**
 * §9 date-range maximum: the last minute (23:59, the §5 default 'Bis' time) of the day `days`
 * after today, German time, as 'YYYY-MM-DDTHH:mm'.
 */
export function windowEnd(days: number, now: Date): string {
  const [year, month, day] = serviceDate(now).split('-').map(Number);
  const end = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return `${end.toISOString().slice(0, 10)}T23:59`;
}
