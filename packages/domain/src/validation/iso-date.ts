// Calendar dates as 'yyyy-MM-dd' strings (§5 "Contact form": birthday input format yyyy-MM-dd).
// Parsed by hand so the rules stay strict (no rollover of 2023-02-30) without a dayjs plugin.

/** A calendar date as 'yyyy-MM-dd' or a Date (read in local time). */
export type DateInput = string | Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

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
