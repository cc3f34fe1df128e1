// dayjs with the German locale and ISO weeks (§9: "week starts Monday, first week contains
// 4 January"), plus the date formats the spec uses. Pure: the current time is always passed in.
import dayjs, { type Dayjs } from 'dayjs';
import de from 'dayjs/locale/de.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import isoWeek from 'dayjs/plugin/isoWeek.js';

dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);

export type { Dayjs };

/** Everything a helper here accepts as a point in time (local time). */
export type DateInput = Date | Dayjs | number;

/** The German locale; registered by importing it, applied per instance so no global state changes. */
export const LOCALE = de.name;

/** dayjs format strings for the formats of the spec. */
export const GERMAN_DATE_FORMAT = 'DD.MM.YYYY'; // §2 tssDetails {dd.MM.yyyy}
export const TIME_FORMAT = 'HH:mm'; // §2 details '{time} Uhr', §5 time value HH:MM
export const ISO_DATE_FORMAT = 'YYYY-MM-DD'; // §3 geburtsdatum, §5 birthday input yyyy-MM-dd
export const SEARCH_DATE_TIME_FORMAT = 'YYYY-MM-DD[T]HH:mm'; // §7 search yyyy-MM-dd'T'HH:mm

/** A German-locale dayjs instance for the given point in time (weeks start Monday). */
export function day(input: DateInput): Dayjs {
  return dayjs(input).locale(LOCALE);
}

/** The start of the calendar day of `now`. */
export function today(now: DateInput): Dayjs {
  return day(now).startOf('day');
}

/** 'DD.MM.YYYY', e.g. 04.01.2024. */
export function formatGermanDate(input: DateInput): string {
  return day(input).format(GERMAN_DATE_FORMAT);
}

/** 'HH:mm', 24-hour clock. */
export function formatTime(input: DateInput): string {
  return day(input).format(TIME_FORMAT);
}

/** The German weekday name, e.g. 'Donnerstag' (§2 tssDetails '{weekday}'). */
export function weekdayName(input: DateInput): string {
  return day(input).format('dddd');
}

/** 'YYYY-MM-DD'. */
export function formatIsoDate(input: DateInput): string {
  return day(input).format(ISO_DATE_FORMAT);
}

/** The search query format yyyy-MM-dd'T'HH:mm (§7 gesuchterTagVon/gesuchterTagBis). */
export function formatSearchDateTime(input: DateInput): string {
  return day(input).format(SEARCH_DATE_TIME_FORMAT);
}

function parseStrict(text: string, format: string): Dayjs | null {
  const parsed = dayjs(text, format, LOCALE, true);
  return parsed.isValid() ? parsed : null;
}

/** Strict 'YYYY-MM-DD' (no overflow such as 2024-02-30); null when it does not match. */
export function parseIsoDate(text: string): Dayjs | null {
  return parseStrict(text, ISO_DATE_FORMAT);
}

const TIME_PATTERN = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/**
 * Strict 'HH:mm' (exactly 5 characters, §5 date-time range); null when it does not match. A
 * pattern rather than dayjs, which would parse against today's date and so depend on the clock.
 */
export function parseTime(text: string): { hours: number; minutes: number } | null {
  const match = TIME_PATTERN.exec(text);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/** Day `date` (yyyy-MM-dd) at time `time` (HH:mm); null unless both parse strictly. */
export function combineDateAndTime(date: string, time: string): Dayjs | null {
  const d = parseIsoDate(date);
  const t = parseTime(time);
  return d && t ? d.hour(t.hours).minute(t.minutes) : null;
}

/** Strict yyyy-MM-dd'T'HH:mm (§7); null when it does not match. */
export function parseSearchDateTime(text: string): Dayjs | null {
  const [date, time, ...rest] = text.split('T');
  return date !== undefined && time !== undefined && rest.length === 0
    ? combineDateAndTime(date, time)
    : null;
}

/** ISO week number (weeks start Monday; week 1 contains 4 January, §9). */
export function isoWeekNumber(input: DateInput): number {
  return day(input).isoWeek();
}

/** The Monday 00:00 starting the week of `input` (§9 "week starts Monday"). */
export function startOfWeek(input: DateInput): Dayjs {
  return day(input).startOf('isoWeek');
}
