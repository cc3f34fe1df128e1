// Calendar helpers of the desk's week view: local dates 'YYYY-MM-DD' computed on UTC days, so no
// time zone or daylight-saving change moves a day (the server reads them as service dates).
import { WEEKDAY_LABELS } from '@terminservice/domain/supply';

const DAY_MS = 86_400_000;

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(utc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = utc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Today in the browser's local calendar. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '2026-12-01' → '01.12.2026'. */
export function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** '2026-12-01' → 'Dienstag, 01.12.2026'. */
export function dayHeading(date: string): string {
  return `${WEEKDAY_LABELS[isoWeekday(date)]}, ${germanDate(date)}`;
}

/** 'YYYY-MM-DDTHH:mm:ss' → 'HH:mm'. */
export function timeOf(localDateTime: string): string {
  return localDateTime.slice(11, 16);
}
