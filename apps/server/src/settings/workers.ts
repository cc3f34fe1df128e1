// WORKERS (issue #25 part 4, README "Configuration", docs/architecture.md "Processes"): how many
// server processes serve the same ports. Read by config.ts, the one place that reads the
// environment.
import { availableParallelism } from 'node:os';
import { wholeNumberSetting, type Env } from './whole-number.ts';

export const MAX_WORKERS = 64;

/**
 * WORKERS, or by default one process in demo mode and with the embedded database, else one per
 * core. PGlite lives inside one process, so more than one needs DATABASE_URL.
 */
export function loadWorkers(env: Env, mode: { demo: boolean; embedded: boolean }): number {
  const fallback = mode.demo || mode.embedded ? 1 : Math.min(availableParallelism(), MAX_WORKERS);
  const value = wholeNumberSetting(env, 'WORKERS', fallback, 1, MAX_WORKERS);
  if (value > 1 && mode.embedded) {
    throw new Error(
      `WORKERS=${value} needs DATABASE_URL: the embedded database (PGlite) lives inside one ` +
        'process. Set DATABASE_URL to a PostgreSQL server, or WORKERS=1.',
    );
  }
  return value;
}
