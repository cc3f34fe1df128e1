// The statistics job (issue #24 part 2, docs/statistics.md "The job"): how often it recomputes and
// how many past days it recomputes each time. Read by config.ts, the one place that reads the
// environment.
type Env = Readonly<Record<string, string | undefined>>;

export interface StatisticsSettings {
  /** How often the job runs (STATISTICS_INTERVAL_MS, default 5 minutes). */
  readonly intervalMs: number;
  /**
   * Days before today that each run recomputes with today (STATISTICS_WINDOW_DAYS, default 35):
   * later corrections of older days are not seen, as retention has changed their rows by then.
   */
  readonly windowDays: number;
}

export const DEFAULT_STATISTICS: StatisticsSettings = { intervalMs: 5 * 60_000, windowDays: 35 };

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) ? value : Number.NaN;
}

export function loadStatisticsSettings(env: Env): StatisticsSettings {
  const intervalMs = wholeNumber(env, 'STATISTICS_INTERVAL_MS', DEFAULT_STATISTICS.intervalMs);
  if (!(intervalMs >= 1_000 && intervalMs <= 86_400_000)) {
    throw new Error(
      `STATISTICS_INTERVAL_MS must be a whole number of milliseconds from 1000 to 86400000, got "${env.STATISTICS_INTERVAL_MS}"`,
    );
  }
  const windowDays = wholeNumber(env, 'STATISTICS_WINDOW_DAYS', DEFAULT_STATISTICS.windowDays);
  if (!(windowDays >= 1 && windowDays <= 400)) {
    throw new Error(
      `STATISTICS_WINDOW_DAYS must be a whole number of days from 1 to 400, got "${env.STATISTICS_WINDOW_DAYS}"`,
    );
  }
  return { intervalMs, windowDays };
}
