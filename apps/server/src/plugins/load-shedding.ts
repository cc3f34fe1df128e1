// Over capacity the server answers 503 with Retry-After at once rather than letting requests
// queue into time-outs (ARCHITECTURE.md "Load"; 2021's collapse is what this prevents).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

export interface LoadSheddingOptions {
  /** Requests handled at once by this instance; the next one gets 503. */
  readonly maxInFlight: number;
  /** Event-loop delay (ms) above which new requests get 503. */
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

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING,
): Promise<void> {
  const retryAfter = String(options.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: (_request, reply) => {
      reply
        .code(503)
        .header('retry-after', retryAfter)
        .send(errorBody([OVERLOADED]));
    },
  });

  let inFlight = 0;
  const counted = new WeakSet<object>();
  const release = async (request: object) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= options.maxInFlight) {
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
