// How the figures read (issue #24 part 2): counts and hours in German notation, shares as percent,
// a suppressed count as "< 5" exactly as the server sent it, a figure not computed as "–". The
// table and the CSV export read from the same functions, so they never disagree.
import { formatGermanDate, isoWeekNumber, parseIsoDate } from '@terminservice/domain/dates';
import {
  KENNZAHLEN,
  SUPPRESSED,
  type KennzahlKey,
  type StatistikWerte,
  type Zeitraum,
} from '@terminservice/domain/statistics';
import { STATISTICS_TEXTS } from './texts.ts';

type Wert = StatistikWerte[KennzahlKey];

const COUNT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const HOURS = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const SHARE = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
// The export leaves out the thousands separator: German Excel reads "1234" and "12,5" as numbers.
const COUNT_PLAIN = new Intl.NumberFormat('de-DE', {
  maximumFractionDigits: 0,
  useGrouping: false,
});
const HOURS_PLAIN = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

export type FormatStyle = 'table' | 'csv';

/** A figure as text: the table's (grouped) or the export's (plain) German notation. */
export function formatWert(key: KennzahlKey, value: Wert, style: FormatStyle = 'table'): string {
  if (value === SUPPRESSED) return SUPPRESSED;
  if (value === null) return style === 'csv' ? '' : STATISTICS_TEXTS.notComputed;
  switch (KENNZAHLEN[key].einheit) {
    case 'anteil':
      return SHARE.format(value);
    case 'stunden':
      return (style === 'csv' ? HOURS_PLAIN : HOURS).format(value);
    default:
      return (style === 'csv' ? COUNT_PLAIN : COUNT).format(value);
  }
}

/** A figure as a point of a chart: a suppressed or missing value is a gap (null), never a zero. */
export function chartValue(key: KennzahlKey, value: Wert): number | null {
  if (value === SUPPRESSED || value === null) return null;
  return KENNZAHLEN[key].einheit === 'anteil' ? Math.round(value * 1000) / 10 : value;
}

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A period by its first day: 'KW 48/2026 (ab 23.11.2026)' or 'November 2026'. */
export function periodLabel(beginn: string, zeitraum: Zeitraum): string {
  const day = parseIsoDate(beginn);
  if (!day) return beginn;
  if (zeitraum === 'monat') return MONTH.format(new Date(`${beginn}T00:00:00Z`));
  // The ISO week's year is the year of its Thursday.
  const weekYear = day.add(3, 'day').year();
  return `KW ${isoWeekNumber(day)}/${weekYear} (ab ${formatGermanDate(day)})`;
}

const MONTH_SHORT = new Intl.DateTimeFormat('de-DE', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** A short label for a chart's axis: '23.11.' or 'Nov. 26'. */
export function axisLabel(beginn: string, zeitraum: Zeitraum): string {
  const day = parseIsoDate(beginn);
  if (!day) return beginn;
  return zeitraum === 'monat'
    ? MONTH_SHORT.format(new Date(`${beginn}T00:00:00Z`))
    : day.format('DD.MM.');
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'; anything else as it is. */
export function germanDay(iso: string): string {
  const day = parseIsoDate(iso);
  return day ? formatGermanDate(day) : iso;
}

const INSTANT = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** When the aggregates were computed, in Berlin time. */
export function formatStand(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${INSTANT.format(date)} Uhr`;
}
