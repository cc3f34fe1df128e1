// Prometheus metrics of one server process (README "Health and metrics"), shared by its four
// listeners. Labels hold route patterns, status codes, §8 codes and error classes only — never a
// URL, a code, a token or an address (docs/architecture.md "Security").
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the PostgreSQL pool (db/client.ts); PGlite has none. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Messages in the outbox not yet delivered: due or waiting for a retry, and given up. */
export interface OutboxBacklog {
  readonly pending: number;
  readonly givenUp: number;
}

/** The shared search answers' counts (services/search/shared-answers.ts, issue #17). */
export interface SharedAnswerCounts {
  readonly hits: number;
  readonly misses: number;
  readonly joined: number;
  readonly kept: number;
  /** Bytes of the kept answers' JSON. */
  readonly kept_bytes: number;
  /** Issue #25 part 2 (ADR 36): searches whose code was checked, and the statements that did it. */
  readonly checks: number;
  readonly check_reads: number;
}

export interface MetricSources {
  readonly pool?: () => PoolStats | undefined;
  readonly outbox?: () => Promise<OutboxBacklog>;
  readonly searchAnswers?: () => SharedAnswerCounts | undefined;
}

export interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<'app' | 'method' | 'route' | 'status'>;
  readonly latency: Histogram<'app' | 'method' | 'route' | 'status'>;
  readonly shed: Counter<'app' | 'reason'>;
  readonly rateLimited: Counter<'app' | 'route' | 'code'>;
  readonly deliveryFailures: Counter<'channel' | 'error_class'>;
}

/** A scrape must not hang on a database that does not answer: the backlog is then left out. */
const BACKLOG_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function registerGauges(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: 'terminservice_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests waiting for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'terminservice_search_answers',
    help: 'Shared search answers (ADR 21) since the start: hits, misses, joined (waited for another request’s search), kept now and their bytes of JSON (kept_bytes); code checks and the batched statements that read them (ADR 36).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = sources.searchAnswers?.();
      if (!counts) return;
      const states = [
        'hits',
        'misses',
        'joined',
        'kept',
        'kept_bytes',
        'checks',
        'check_reads',
      ] as const;
      for (const state of states) {
        this.set({ state }, counts[state]);
      }
    },
  });
  new Gauge({
    name: 'terminservice_outbox_backlog',
    help: 'Outbox messages not delivered: pending (due or waiting for a retry) and given_up.',
    labelNames: ['state'],
    registers: [registry],
    // Every worker reads the same table (WORKERS > 1): the cluster's figure is one reading, not a sum.
    aggregator: 'max',
    async collect() {
      if (!sources.outbox) return;
      try {
        const backlog = await withTimeout(sources.outbox(), BACKLOG_TIMEOUT_MS);
        this.set({ state: 'pending' }, backlog.pending);
        this.set({ state: 'given_up' }, backlog.givenUp);
      } catch {
        this.reset();
      }
    },
  });
}

export function createMetrics(sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'terminservice_' });
  registerGauges(registry, sources);
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'terminservice_http_requests_total',
      help: 'Answered requests by app, method, route pattern and status.',
      labelNames: ['app', 'method', 'route', 'status'],
      registers,
    }),
    latency: new Histogram({
      name: 'terminservice_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by app, method, route pattern and status.',
      labelNames: ['app', 'method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    shed: new Counter({
      name: 'terminservice_shed_requests_total',
      help: 'Requests refused with 503 by load shedding, by the signal that refused them.',
      labelNames: ['app', 'reason'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'terminservice_rate_limit_refusals_total',
      help: 'Requests refused with 429 (rate limits), by route pattern and §8 code.',
      labelNames: ['app', 'route', 'code'],
      registers,
    }),
    deliveryFailures: new Counter({
      name: 'terminservice_delivery_failures_total',
      help: 'Failed outbox delivery attempts by channel and error class.',
      labelNames: ['channel', 'error_class'],
      registers,
    }),
  };
}
