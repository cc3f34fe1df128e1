// Calendar dates as 'yyyy-MM-dd' strings (§5 "Contact form": birthday input format yyyy-MM-dd),
// and a typed date in the German form read into one.
// Parsed by hand so the rules stay strict (no rollover of 2023-02-30) without a dayjs plugin.

/** A calendar date as 'yyyy-MM-dd' or a Date (read in local time). */
export type DateInput = string | Date;

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** True for an existing calendar date written 'yyyy-MM-dd'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// The way most people in Germany write a date: 'TT.MM.JJJJ', also without leading zeros 'T.M.JJJJ'.
const GERMAN_DATE = /^([0-9]{1,2})\.([0-9]{1,2})\.([0-9]{4})$/;

/**
 * A typed calendar date as 'yyyy-MM-dd', or null when it is none: 'TT.MM.JJJJ' and 'T.M.JJJJ'
 * (as typed in Germany, issue #16) or 'JJJJ-MM-TT' (§5's input format), spaces around ignored.
 */
export function parseDateInput(value: string): string | null {
  const trimmed = value.trim();
  const german = GERMAN_DATE.exec(trimmed);
  const iso = german
    ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`
    : trimmed;
  return isIsoDate(iso) ? iso : null;
}

/** True for a time of day written 'HH:MM'. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** 'yyyy-MM-dd' of a Date's local calendar day, or a checked 'yyyy-MM-dd' string. */
export function toIsoDate(value: DateInput): string {
  if (typeof value === 'string') {
    if (!isIsoDate(value)) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
    return value;
  }
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * The same month and day `years` earlier, as a string for comparison with other 'yyyy-MM-dd'
 * strings (which order lexically). 29 February stays as written; the comparison still holds.
 */
export function isoDateYearsBefore(isoDate: string, years: number): string {
  const year = Math.max(0, Number(isoDate.slice(0, 4)) - years);
  return `${String(year).padStart(4, '0')}${isoDate.slice(4)}`;
}
