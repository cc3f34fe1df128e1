// What the four listeners of one process share for operations: one metrics registry and one
// readiness state (a process is ready or not, whichever port the load balancer asks). A worker of
// WORKERS > 1 answers GET /metrics with every worker's figures, added up by the supervisor.
import { clusterMetricsText, isClusterWorker, offerMetrics } from '../cluster/worker.ts';
import type { SharedAnswers } from '../services/search/shared-answers.ts';
import type { Db } from '../db/client.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../services/messages/delivery.ts';
import { createMetrics, type Metrics, type OutboxBacklog } from './metrics.ts';
import { Readiness } from './readiness.ts';

export interface OpsRuntime {
  readonly metrics: Metrics;
  readonly readiness: Readiness;
  /** The Prometheus text GET /metrics answers: this process's, or the whole cluster's. */
  metricsText(): Promise<string>;
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
  const metrics = createMetrics({
    pool: () => db.poolStats?.(),
    outbox: () => outboxBacklog(db),
    searchAnswers: () =>
      searchAnswers && {
        ...searchAnswers.stats,
        kept: searchAnswers.size,
        kept_bytes: searchAnswers.bytes,
        checks: searchAnswers.checks.stats.checks,
        check_reads: searchAnswers.checks.stats.reads,
      },
  });
  const worker = isClusterWorker();
  if (worker) offerMetrics(metrics.registry);
  return {
    metrics,
    readiness: new Readiness(db),
    metricsText: worker ? clusterMetricsText : () => metrics.registry.metrics(),
  };
}
