// Graceful shutdown (README "Health and metrics"): on SIGTERM readiness fails first while the
// process still answers, so the load balancer stops sending; then the listeners close — Fastify
// refuses new connections, closes idle keep-alive ones and waits for requests in flight — and the
// background work and the database are released. No request that reached the process is dropped.
import type { Readiness } from './readiness.ts';

export interface ShutdownSteps {
  readonly readiness: Readiness;
  /** Readiness fails this long before the listeners close (SHUTDOWN_DRAIN_MS). */
  readonly drainMs: number;
  /** Stop timers that start new work (jobs, expiry). */
  readonly stopWork: () => void;
  /** Close the listeners; resolves when the requests in flight are answered. */
  readonly closeListeners: () => Promise<unknown>;
  /** Release what the requests used (delivery worker, database). */
  readonly release: () => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  steps.readiness.startDraining();
  if (steps.drainMs > 0) await sleep(steps.drainMs);
  steps.stopWork();
  await steps.closeListeners();
  await steps.release();
}
