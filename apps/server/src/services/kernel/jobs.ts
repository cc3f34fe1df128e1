// Background jobs inside the server process (docs/architecture.md "Background work"): each run takes
// a transaction-scoped advisory lock, so with several server processes exactly one runs a job at a
// time; the others skip that round. A run is one transaction: a crash leaves nothing half done.
// Runs are recorded in job_laeufe with counts only, never personal data.
import type { Db, Queryable } from '../../db/client.ts';

/** Advisory lock class of the jobs (pg_try_advisory_xact_lock(class, hashtext(job))). */
const JOB_LOCK_CLASS = 1_161_171;

export interface Job {
  readonly name: string;
  readonly intervalMs: number;
  /** One run in the given transaction; returns counts for the log. */
  readonly run: (tx: Queryable) => Promise<Record<string, number>>;
  /**
   * Whether to run again at once after these counts (a batch job whose batch was full); each run
   * is its own transaction. At most MAX_RUNS_IN_A_ROUND runs follow one another.
   */
  readonly again?: (counts: Record<string, number>) => boolean;
}

/** A batch job works off at most this many batches per interval, then waits for the next. */
export const MAX_RUNS_IN_A_ROUND = 100;

/**
 * Runs the job once if no other process runs it now. Returns its counts, or null when another
 * process held the lock.
 */
export async function runJobOnce(db: Db, job: Job): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok',
      [JOB_LOCK_CLASS, job.name],
    );
    if (!lock?.ok) return null;
    const started = new Date();
    const counts = await job.run(tx);
    await tx.query(
      `INSERT INTO job_laeufe (job, gestartet_am, beendet_am, ergebnis) VALUES ($1, $2, now(), $3)
       ON CONFLICT (job) DO UPDATE
         SET gestartet_am = excluded.gestartet_am, beendet_am = excluded.beendet_am,
             ergebnis = excluded.ergebnis`,
      [job.name, started, JSON.stringify(counts)],
    );
    return counts;
  });
}

/**
 * Runs the job, and again while it asks for it (Job.again), each run in its own transaction.
 * Stops when another process holds the lock.
 */
export async function runRound(
  db: Db,
  job: Job,
  onDone?: (counts: Record<string, number>) => void,
): Promise<void> {
  for (let i = 0; i < MAX_RUNS_IN_A_ROUND; i++) {
    const counts = await runJobOnce(db, job);
    if (!counts) return;
    onDone?.(counts);
    if (!job.again?.(counts)) return;
  }
}

export interface JobRunner {
  stop(): void;
}

/** Starts every job on its interval. Failures are reported by job name and error class only. */
export function startJobs(
  db: Db,
  jobs: readonly Job[],
  report: {
    readonly onDone?: (job: string, counts: Record<string, number>) => void;
    readonly onFailure: (job: string, error: { name: string }) => void;
  },
): JobRunner {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runRound(db, job, (counts) => report.onDone?.(job.name, counts))
        .catch((error: unknown) => report.onFailure(job.name, { name: (error as Error).name }))
        .finally(() => {
          running = false;
        });
    }, job.intervalMs);
    timer.unref();
    return timer;
  });
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
