// Every timer of the server process, as a job with a name, an interval and an advisory lock
// (services/kernel/jobs.ts): one process runs each at a time, each run is one transaction, and its counts
// land in job_laeufe. The outbox delivery is the one loop of its own (services/messages/delivery.ts): it
// sends mail and SMS outside any transaction and shares its batches between processes with
// FOR UPDATE SKIP LOCKED and a lease, so every process may deliver at the same time.
import type { Config } from '../../config.ts';
import { pruneRateLimits } from '../../security/rate-limit.ts';
import { alertMatcherJob } from '../alerts/index.ts';
import type { Job } from '../kernel/jobs.ts';
import { releaseJob } from '../practice/index.ts';
import { changeLogCleanupJob, changeStampJob } from '../practice/changes.ts';
import { reminderJob } from '../reminders/index.ts';
import { reservationExpiryJob } from '../reservation/index.ts';
import { retentionJob } from '../retention/index.ts';
import { changeRecordsCleanupJob } from '../search/changes-cleanup.ts';
import { statisticsEventsJob, statisticsJob } from '../statistics/index.ts';

/**
 * Every address that ever asked for a PIN or guessed a code leaves a counter in rate_limits;
 * before this job nothing removed them and the table grew for ever (issue #26). An expired
 * counter means nothing: the next request opens a new window either way.
 */
export const rateLimitCleanupJob: Job = {
  name: 'zaehler-aufraeumen',
  intervalMs: 5 * 60_000,
  run: async (tx) => ({ entfernt: await pruneRateLimits(tx) }),
};

/**
 * The jobs main.ts starts. The retention job (services/retention/) logs what it erased, as counts
 * only. The reminder job (services/reminders/, issue #15) mails reminders with links to the WEB
 * app. The slot alert's matcher (services/alerts/, issue #15) runs every second, so a freed slot's
 * first messages are queued within seconds. The change feed's jobs (ADR 25) stamp committed
 * changes every 5 s and remove those past 30 days. The statistics jobs (services/statistics/, issue
 * #24 part 2) write the counted empty searches every 5 s and recompute the daily aggregates.
 */
export function serverJobs(
  config: Pick<Config, 'retention' | 'reminders' | 'publicUrl' | 'statistics'>,
): Job[] {
  return [
    releaseJob,
    retentionJob(config.retention),
    reminderJob(config.reminders, config.publicUrl),
    alertMatcherJob({ publicUrl: config.publicUrl }),
    changeRecordsCleanupJob,
    changeStampJob,
    changeLogCleanupJob,
    reservationExpiryJob,
    rateLimitCleanupJob,
    statisticsJob(config.statistics),
    statisticsEventsJob,
  ];
}
