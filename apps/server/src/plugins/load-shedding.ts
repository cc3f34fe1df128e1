// Over capacity the server answers 503 with Retry-After at once rather than letting requests
// queue into time-outs (ARCHITECTURE.md "Load"; 2021's collapse is what this prevents).
// Two signals: requests in flight on this instance, and the event-loop delay of the last second.
import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { errorBody } from '../errors.ts';

export interface LoadSheddingOptions {
  /** Requests handled at once by this instance; the next one gets 503. */
  readonly maxInFlight: number;
  /** Worst event-loop delay (ms) in the last second above which new requests get 503; 0 = off. */
  readonly maxEventLoopDelayMs: number;
  readonly retryAfterSeconds: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = {
  maxInFlight: 256,
  maxEventLoopDelayMs: 1_000,
  retryAfterSeconds: 5,
};

const OVERLOADED = {
  code: 'OVERLOADED',
  text: 'Der Terminservice ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
};

const SAMPLE_INTERVAL_MS = 1_000;

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING,
): Promise<void> {
  const retryAfter = String(options.retryAfterSeconds);

  // The delay is re-measured every second, so a single long pause (start-up, a slow query) sheds
  // load for at most one interval after it ends.
  let loopDelayMs = 0;
  if (options.maxEventLoopDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    const timer = setInterval(() => {
      loopDelayMs = histogram.count > 0 ? histogram.max / 1e6 : 0;
      histogram.reset();
    }, SAMPLE_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      histogram.disable();
    });
  }
  const overloadedByLoop = () =>
    options.maxEventLoopDelayMs > 0 && loopDelayMs > options.maxEventLoopDelayMs;

  let inFlight = 0;
  const counted = new WeakSet<object>();
  const release = async (request: object) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= options.maxInFlight || overloadedByLoop()) {
      return reply
        .code(503)
        .header('retry-after', retryAfter)
        .send(errorBody([OVERLOADED]));
    }
    inFlight += 1;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
