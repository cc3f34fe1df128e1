// GET statistik (issue #24 part 2, docs/statistics.md "Call"): the figures of a range, per period,
// per postcode area and in total, read only from the daily aggregates (never from bookings or
// slots), for the KV of the token.
import {
  DEFAULT_PERIODEN,
  FRISTEN,
  MAX_STATISTIK_TAGE,
  type StatistikAnswer,
  type StatistikQuery,
  type Zeitraum,
} from '@terminservice/domain/statistics';
import type { Queryable } from '../../db/client.ts';
import { invalidInput } from '../../errors.ts';
import { berlinDateKey } from '../kernel/berlin-time.ts';
import { werteOf, type Counts, type Histogram } from './figures.ts';
import { STATISTICS_JOB } from './recompute.ts';
import { regionCentres } from './regions.ts';

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(isoDay: string, months: number): string {
  const date = new Date(`${isoDay.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The first day of the period (ISO week from Monday, or month) a day lies in. */
export function periodStart(isoDay: string, zeitraum: Zeitraum): string {
  if (zeitraum === 'monat') return `${isoDay.slice(0, 7)}-01`;
  const weekday = (new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(isoDay, -weekday);
}

function nextPeriod(start: string, zeitraum: Zeitraum): string {
  return zeitraum === 'monat' ? addMonths(start, 1) : addDays(start, 7);
}

/** von…bis as asked, or the last 12 weeks or months up to today (or bis). */
export function rangeOf(query: StatistikQuery, now: Date): { von: string; bis: string } {
  const bis = query.bis ?? berlinDateKey(now);
  const last = periodStart(bis, query.zeitraum);
  const von =
    query.von ??
    (query.zeitraum === 'monat'
      ? addMonths(last, 1 - DEFAULT_PERIODEN)
      : addDays(last, -7 * (DEFAULT_PERIODEN - 1)));
  if (bis < von) {
    throw invalidInput([
      {
        code: 'WP003',
        text: 'Das Ende des Zeitraums darf nicht vor dem Beginn liegen.',
        field: 'query.bis',
      },
    ]);
  }
  if (Date.parse(bis) - Date.parse(von) >= MAX_STATISTIK_TAGE * 86_400_000) {
    throw invalidInput([
      {
        code: 'WP003',
        text: `Der Zeitraum darf höchstens ${MAX_STATISTIK_TAGE} Tage umfassen.`,
        field: 'query.von',
      },
    ]);
  }
  return { von, bis };
}

interface Row {
  readonly schluessel: string;
  readonly periode: string | null;
  readonly region: string | null;
  readonly anzahl: number;
  readonly g: number;
}

/**
 * The sums per period, per region and in total (told apart by GROUPING); the period's day is
 * formatted once per group, not per row read.
 */
const COLUMNS = `schluessel, to_char(periode, 'YYYY-MM-DD') AS periode, region,
    sum(anzahl)::int AS anzahl, GROUPING(periode, region)::int AS g`;
const SETS = `GROUPING SETS ((schluessel, periode), (schluessel, region), (schluessel))`;

/**
 * Sums of a table with Leistungsmerkmal and urgency grouped by period, by region and overall, in
 * one read: $1 von, $2 bis, $3 KV, $4 Leistungsmerkmal, $5 urgency (figures without one, '',
 * count under every urgency), $6 region, $7 'week' | 'month' for the daily rows, 'woche' |
 * 'monat' for the period sums. Without `merkmal`, a table without Leistungsmerkmal (read only
 * when $4 is null).
 */
function filteredSql(table: string, key: string, daily: boolean, merkmal = true): string {
  const periode = daily ? `date_trunc($7, tag::timestamp)` : 'beginn';
  const range = daily ? 'tag BETWEEN $1 AND $2' : 'art = $7 AND beginn BETWEEN $1 AND $2';
  return `
    SELECT ${COLUMNS}
      FROM (SELECT ${key} AS schluessel, region, anzahl, ${periode} AS periode
              FROM ${table}
             WHERE ${range}
               AND ($3::text IS NULL OR kv_id = $3)
               AND ${merkmal ? '($4::text IS NULL OR leistungsmerkmal = $4)' : '$4::text IS NULL'}
               AND ($5::text IS NULL OR dringlichkeit = $5 OR dringlichkeit = '')
               AND ($6::text IS NULL OR region = $6)) w
     GROUP BY ${SETS}`;
}

/** The same from the sums without Leistungsmerkmal and urgency: $1 von, $2 bis, $3 KV, $4 region, $5 'woche' | 'monat'. */
function periodSql(table: string, key: string): string {
  return `
    SELECT ${COLUMNS}
      FROM (SELECT ${key} AS schluessel, region, anzahl, beginn AS periode
              FROM ${table}
             WHERE art = $5 AND beginn BETWEEN $1 AND $2
               AND ($3::text IS NULL OR kv_id = $3)
               AND ($4::text IS NULL OR region = $4)) w
     GROUP BY ${SETS}`;
}

const DAILY = {
  werte: filteredSql('statistik_werte', 'kennzahl', true),
  zeiten: filteredSql('statistik_buchungszeiten', 'zehntelstunden::text', true),
};
const FILTERED_PERIODS = {
  werte: filteredSql('statistik_perioden_merkmale', 'kennzahl', false),
  zeiten: filteredSql('statistik_perioden_merkmale_zeiten', 'zehntelstunden::text', false),
};
/** Sums per urgency without Leistungsmerkmal: $4 is null whenever they are read. */
const URGENCY_PERIODS = {
  werte: filteredSql('statistik_perioden_dringlichkeit', 'kennzahl', false, false),
  zeiten: filteredSql(
    'statistik_perioden_dringlichkeit_zeiten',
    'zehntelstunden::text',
    false,
    false,
  ),
};
const PERIODS = {
  werte: periodSql('statistik_perioden', 'kennzahl'),
  zeiten: periodSql('statistik_perioden_zeiten', 'zehntelstunden::text'),
};

/**
 * Whether the period sums answer the query, whatever its filters: the range starts on a period's
 * first day and runs to today or beyond (no day after today has figures, so the last period's sum
 * is the range's). The view's default ranges always do.
 */
export function periodsAnswer(query: StatistikQuery, von: string, bis: string, today: string) {
  return periodStart(von, query.zeitraum) === von && bis >= today;
}

/** Which statements answer the query, with their parameters. */
function sourceOf(
  query: StatistikQuery,
  scope: StatisticsScope,
  von: string,
  bis: string,
  now: Date,
) {
  const kv = scope.kv === '*' ? null : scope.kv;
  if (!periodsAnswer(query, von, bis, berlinDateKey(now))) {
    const trunc = query.zeitraum === 'monat' ? 'month' : 'week';
    return { sql: DAILY, values: filterValues(query, von, bis, kv, trunc) };
  }
  if (query.leistungsmerkmal !== undefined) {
    return { sql: FILTERED_PERIODS, values: filterValues(query, von, bis, kv, query.zeitraum) };
  }
  if (query.dringlichkeit !== undefined) {
    return { sql: URGENCY_PERIODS, values: filterValues(query, von, bis, kv, query.zeitraum) };
  }
  return { sql: PERIODS, values: [von, bis, kv, query.region ?? null, query.zeitraum] };
}

function filterValues(q: StatistikQuery, von: string, bis: string, kv: string | null, art: string) {
  return [von, bis, kv, q.leistungsmerkmal ?? null, q.dringlichkeit ?? null, q.region ?? null, art];
}

/** Rows of one grouping into cells: '' for the total, else the period's start or the region. */
function cells<V>(rows: readonly Row[], add: (cell: Map<V, number>, row: Row) => void) {
  const byPeriod = new Map<string, Map<V, number>>();
  const byRegion = new Map<string, Map<V, number>>();
  const total = new Map<V, number>();
  for (const row of rows) {
    if (row.g === 1) add(getOrAdd(byPeriod, row.periode!), row);
    else if (row.g === 2) add(getOrAdd(byRegion, row.region!), row);
    else add(total, row);
  }
  return { byPeriod, byRegion, total };
}

function getOrAdd<K, V>(map: Map<K, Map<V, number>>, key: K): Map<V, number> {
  let cell = map.get(key);
  if (!cell) map.set(key, (cell = new Map()));
  return cell;
}

export interface StatisticsScope {
  /** The KV whose figures are read, or '*' for all. */
  readonly kv: string;
}

export async function readStatistics(
  db: Queryable,
  scope: StatisticsScope,
  query: StatistikQuery,
  now: Date,
): Promise<StatistikAnswer> {
  const { von, bis } = rangeOf(query, now);
  const { sql, values } = sourceOf(query, scope, von, bis, now);
  const [werte, zeiten, stand, centres] = await Promise.all([
    db.query<Row>(sql.werte, values),
    db.query<Row>(sql.zeiten, values),
    db.query<{ am: Date | string }>('SELECT beendet_am AS am FROM job_laeufe WHERE job = $1', [
      STATISTICS_JOB,
    ]),
    regionCentres(db),
  ]);
  const counts = cells<string>(werte, (cell, row) => cell.set(row.schluessel, row.anzahl));
  const times = cells<number>(zeiten, (cell, row) => cell.set(Number(row.schluessel), row.anzahl));

  const perioden = [];
  for (let start = periodStart(von, query.zeitraum); start <= bis;) {
    const werteOfPeriod = werteOf(counts.byPeriod.get(start), times.byPeriod.get(start));
    perioden.push({ beginn: start, werte: werteOfPeriod });
    start = nextPeriod(start, query.zeitraum);
  }
  const regionen = [...counts.byRegion.keys()].sort().map((region) => ({
    region,
    lat: centres.get(region)?.lat ?? null,
    lon: centres.get(region)?.lon ?? null,
    werte: werteOf(counts.byRegion.get(region) as Counts, times.byRegion.get(region) as Histogram),
  }));
  const am = stand[0]?.am;
  return {
    kv: scope.kv,
    zeitraum: query.zeitraum,
    von,
    bis,
    fristen: FRISTEN,
    perioden,
    regionen,
    gesamt: werteOf(counts.total, times.total),
    stand: am ? new Date(am).toISOString() : null,
  };
}
