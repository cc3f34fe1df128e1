// What the four listeners of one process share for operations: one metrics registry and one
// readiness state (a process is ready or not, whichever port the load balancer asks).
import type { SharedAnswers } from '../services/search/shared-answers.ts';
import type { Db } from '../db/client.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../services/messages/delivery.ts';
import { createMetrics, type Metrics, type OutboxBacklog } from './metrics.ts';
import { Readiness } from './readiness.ts';

export interface OpsRuntime {
  readonly metrics: Metrics;
  readonly readiness: Readiness;
}

/** Undelivered messages; the partial index outbox_offen keeps this cheap. */
async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db.query<{ pending: number; given_up: number }>(
    `SELECT count(*) FILTER (WHERE versuche < $1)::int AS pending,
            count(*) FILTER (WHERE versuche >= $1)::int AS given_up
       FROM outbox WHERE versendet_am IS NULL`,
    [MAX_DELIVERY_ATTEMPTS],
  );
  return { pending: row?.pending ?? 0, givenUp: row?.given_up ?? 0 };
}

export function createOpsRuntime(db: Db, searchAnswers?: SharedAnswers): OpsRuntime {
  return {
    metrics: createMetrics({
      pool: () => db.poolStats?.(),
      outbox: () => outboxBacklog(db),
      searchAnswers: () => searchAnswers && { ...searchAnswers.stats, kept: searchAnswers.size },
    }),
    readiness: new Readiness(db),
  };
}
