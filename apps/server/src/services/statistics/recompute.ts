// The statistics job (issue #24 part 2, docs/statistics.md "The job"): recomputes today and the
// window of days before it from the tables, idempotently — the days' rows are deleted and written
// again in the job's one transaction, so a late event (a cancellation, a no-show mark) corrects
// its day, and a second run writes the same rows. Older days stay frozen.
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import { FRISTEN } from '@terminservice/domain/statistics';
import { CODE_VALIDITY_DAYS } from '@terminservice/domain/vermittlungscode';
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';
import { berlinDateKey } from '../kernel/berlin-time.ts';
import type { StatisticsSettings } from '../../settings/statistics.ts';
import { DELETE_DAYS, PERIOD_STATEMENTS, RECOMPUTE_STATEMENTS } from './recompute-sql.ts';

/** The job's name in job_laeufe: its last end is the answer's `stand`. */
export const STATISTICS_JOB = 'statistik';

/** 'YYYY-MM-DD' `days` before a 'YYYY-MM-DD' day. */
export function daysBefore(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const withDeadline = FRISTEN.filter((frist) => frist.tage !== null);
const validity = Object.entries(CODE_VALIDITY_DAYS);

function extraParams(extra: (typeof RECOMPUTE_STATEMENTS)[number]['extra']): unknown[] {
  switch (extra) {
    case 'fristen':
      return [withDeadline.map((f) => f.dringlichkeit), withDeadline.map((f) => f.tage)];
    case 'gueltigkeit':
      return [
        validity.map(([urgency]) => urgency),
        validity.map(([, days]) => days),
        Math.max(...validity.map(([, days]) => days)),
      ];
    case 'stornierungen':
      return [MAX_CANCELLATIONS_PER_CODE];
    default:
      return [];
  }
}

/**
 * Recomputes the Berlin days from…to (inclusive), and the weeks and months from the one holding
 * `from` on. Returns the daily rows written.
 */
export async function recomputeDays(tx: Queryable, from: string, to: string): Promise<number> {
  for (const sql of DELETE_DAYS) await tx.query(sql, [from, to]);
  for (const statement of RECOMPUTE_STATEMENTS) {
    await tx.query(statement.sql, [from, to, ...extraParams(statement.extra)]);
  }
  await recomputePeriods(tx, from);
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM statistik_werte WHERE tag BETWEEN $1 AND $2',
    [from, to],
  );
  return row?.n ?? 0;
}

/** The week and month sums of the periods from the ones holding `from` on. */
export async function recomputePeriods(tx: Queryable, from: string): Promise<void> {
  for (const [trunc, art] of [
    ['week', 'woche'],
    ['month', 'monat'],
  ]) {
    for (const sql of PERIOD_STATEMENTS) await tx.query(sql, [from, trunc, art]);
  }
}

/** The job: today and `windowDays` before it, every `intervalMs`. */
export function statisticsJob(
  settings: StatisticsSettings,
  now: () => Date = () => new Date(),
): Job {
  return {
    name: STATISTICS_JOB,
    intervalMs: settings.intervalMs,
    run: async (tx) => {
      const today = berlinDateKey(now());
      const zeilen = await recomputeDays(tx, daysBefore(today, settings.windowDays), today);
      return { tage: settings.windowDays + 1, zeilen };
    },
  };
}
