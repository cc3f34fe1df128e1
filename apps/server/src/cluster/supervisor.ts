// The supervisor of WORKERS > 1 (issue #25 part 4, docs/architecture.md "Processes"): the first
// process prepares the database (migrations, reference and demo data) once, then forks the
// workers, which each serve all four ports; node:cluster hands the connections round-robin. The
// supervisor serves no request. It restarts a worker that dies (unless workers keep dying), passes
// SIGTERM/SIGINT on so each worker drains as a single process does, and exits when all have. It
// also adds up the workers' metrics for whichever worker answers GET /metrics.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import {
  isMessage,
  LISTENING,
  METRICS_ANSWER,
  METRICS_REQUEST,
  type MetricsAnswer,
  type MetricsRequest,
} from './messages.ts';

export interface SupervisorOptions {
  readonly workers: number;
  /** Environment every worker gets beside the supervisor's own (e.g. the demo token secret). */
  readonly env: Readonly<Record<string, string>>;
  /** After SIGTERM, how long the workers may take before they are killed. */
  readonly stopTimeoutMs: number;
  readonly log: (level: 'info' | 'warn' | 'error', fields: object, message: string) => void;
  /** Once every worker listens for the first time (the demo banner, the production line). */
  readonly onListening: () => void;
}

/** More deaths than this within RESTART_WINDOW_MS is a crash loop: the supervisor gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1_000;

type Aggregator = AggregatorRegistry<PrometheusContentType>;

export function superviseWorkers(options: SupervisorOptions): void {
  const aggregator: Aggregator = new AggregatorRegistry();
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  const deaths: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork(options.env);
    worker.on('message', (message: unknown) => {
      if (isMessage(message, LISTENING)) {
        listening.add(worker.id);
        if (!announced && listening.size >= options.workers) {
          announced = true;
          options.onListening();
        }
      } else if (isMessage<MetricsRequest>(message, METRICS_REQUEST)) {
        void answerMetrics(aggregator, worker, message.id);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0]! < now - RESTART_WINDOW_MS) deaths.shift();
    if (deaths.length > MAX_RESTARTS) {
      options.log('error', { code, signal, deaths: deaths.length }, 'workers keep dying: stopping');
      stopAll('SIGTERM');
      process.exitCode = 1;
      return;
    }
    options.log('warn', { code, signal }, 'a worker died: starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(process.exitCode ?? 0);
    for (const worker of workers) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, options.stopTimeoutMs).unref();
  };
  process.once('SIGTERM', () => stopAll('SIGTERM'));
  process.once('SIGINT', () => stopAll('SIGINT'));

  for (let i = 0; i < options.workers; i++) fork();
}

async function answerMetrics(aggregator: Aggregator, worker: Worker, id: number) {
  let answer: MetricsAnswer;
  try {
    answer = { type: METRICS_ANSWER, id, text: await aggregator.clusterMetrics() };
  } catch {
    answer = { type: METRICS_ANSWER, id };
  }
  if (worker.isConnected()) worker.send(answer);
}
