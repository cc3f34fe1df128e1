// A worker's side of WORKERS > 1 (cluster/supervisor.ts): it tells the supervisor when its ports
// listen, offers its metrics registry to the supervisor's collection, and answers GET /metrics
// with the whole cluster's figures, asked of the supervisor.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import {
  isMessage,
  LISTENING,
  METRICS_ANSWER,
  METRICS_REQUEST,
  type MetricsAnswer,
} from './messages.ts';

/** Whether this process is a worker of a supervisor (WORKERS > 1). */
export const isClusterWorker = (): boolean => cluster.isWorker;

/**
 * The supervisor collects from this registry (prom-client's cluster protocol). prom-client's
 * worker side starts listening only once an AggregatorRegistry exists in the process.
 */
export function offerMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

export function reportListening(): void {
  process.send?.({ type: LISTENING });
}

const METRICS_TIMEOUT_MS = 5_000;
let nextId = 0;

/** Every worker's metrics added up; rejects when the supervisor does not answer in time. */
export function clusterMetricsText(): Promise<string> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the supervisor did not answer the metrics request'));
    }, METRICS_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (!isMessage<MetricsAnswer>(message, METRICS_ANSWER) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text === undefined) reject(new Error('collecting the metrics failed'));
      else resolve(message.text);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}
