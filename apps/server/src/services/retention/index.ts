// Personal data that expires (DSGVO Art. 5(1)(e); README "Personal data retention"): the periods
// and the job that erases what has run out, in batches under the job runner (services/kernel/jobs.ts).
import type { Job } from '../kernel/jobs.ts';
import { eraseExpiredBatch, RETENTION_BATCH_SIZE } from './erase.ts';
import type { RetentionPeriods } from '../../settings/retention.ts';

export { eraseExpiredBatch, RETENTION_BATCH_SIZE, type RetentionCounts } from './erase.ts';
export {
  DEFAULT_RETENTION,
  loadRetention,
  privacyPageRows,
  RETENTION_ENV,
  type RetentionPeriods,
} from '../../settings/retention.ts';

/** A quarter of an hour: data is gone at most that long after its period (plus the backlog). */
export const RETENTION_INTERVAL_MS = 15 * 60_000;

/**
 * The retention job: each run is one batch in one transaction; while a batch was full, the runner
 * runs the next at once (Job.again), so a backlog is worked off in short transactions.
 */
export function retentionJob(periods: RetentionPeriods, batchSize = RETENTION_BATCH_SIZE): Job {
  return {
    name: 'aufbewahrung',
    intervalMs: RETENTION_INTERVAL_MS,
    run: (tx) => eraseExpiredBatch(tx, periods, batchSize),
    again: (counts) => Object.values(counts).some((n) => n >= batchSize),
  };
}
