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

/** Sums of a daily table grouped by period, by region and overall, in one read. */
function dailySql(table: string, key: string): string {
  return `
    SELECT schluessel, periode, region, sum(anzahl)::int AS anzahl,
           GROUPING(periode, region)::int AS g
      FROM (SELECT ${key} AS schluessel, region, anzahl,
                   to_char(date_trunc($7, tag::timestamp), 'YYYY-MM-DD') AS periode
              FROM ${table}
             WHERE tag BETWEEN $1 AND $2
               AND ($3::text IS NULL OR kv_id = $3)
               AND ($4::text IS NULL OR leistungsmerkmal = $4)
               AND ($5::text IS NULL OR dringlichkeit = $5 OR dringlichkeit = '')
               AND ($6::text IS NULL OR region = $6)) w
     GROUP BY GROUPING SETS ((schluessel, periode), (schluessel, region), (schluessel))`;
}

/** The same from the period sums: $1 von, $2 bis, $3 KV, $4 region, $5 'woche' | 'monat'. */
function periodSql(table: string, key: string): string {
  return `
    SELECT schluessel, periode, region, sum(anzahl)::int AS anzahl,
           GROUPING(periode, region)::int AS g
      FROM (SELECT ${key} AS schluessel, region, anzahl, to_char(beginn, 'YYYY-MM-DD') AS periode
              FROM ${table}
             WHERE art = $5 AND beginn BETWEEN $1 AND $2
               AND ($3::text IS NULL OR kv_id = $3)
               AND ($4::text IS NULL OR region = $4)) w
     GROUP BY GROUPING SETS ((schluessel, periode), (schluessel, region), (schluessel))`;
}

const DAILY = {
  werte: dailySql('statistik_werte', 'kennzahl'),
  zeiten: dailySql('statistik_buchungszeiten', 'zehntelstunden::text'),
};
const PERIODS = {
  werte: periodSql('statistik_perioden', 'kennzahl'),
  zeiten: periodSql('statistik_perioden_zeiten', 'zehntelstunden::text'),
};

/**
 * Whether the period sums answer the query: no Leistungsmerkmal or urgency filter, the range
 * starts on a period's first day and runs to today or beyond (no day after today has figures, so
 * the last period's sum is the range's). The view's default ranges always do.
 */
export function periodsAnswer(query: StatistikQuery, von: string, bis: string, today: string) {
  return (
    query.leistungsmerkmal === undefined &&
    query.dringlichkeit === undefined &&
    periodStart(von, query.zeitraum) === von &&
    bis >= today
  );
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
  const params = [
    von,
    bis,
    scope.kv === '*' ? null : scope.kv,
    query.leistungsmerkmal ?? null,
    query.dringlichkeit ?? null,
    query.region ?? null,
    query.zeitraum === 'monat' ? 'month' : 'week',
  ];
  const periods = periodsAnswer(query, von, bis, berlinDateKey(now));
  const sql = periods ? PERIODS : DAILY;
  const values = periods ? [von, bis, params[2], params[5], query.zeitraum] : params;
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
