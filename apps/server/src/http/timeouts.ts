// Finite time limits for every connection and request (issue 16: with Fastify's request timeout of
// 0, a client that sent its headers and then nothing held its socket for ever). Slow-client attacks
// (slowloris, stalled bodies) then cost a socket for at most these times, and never count against
// load shedding (plugins/load-shedding.ts counts from the arrived body).
import type { FastifyServerOptions } from 'fastify';

export interface HttpTimeouts {
  /** Until the request's headers are complete (Node's headersTimeout). */
  readonly headersMs: number;
  /** Until the whole request, headers and body, has arrived (requestTimeout); then 408. */
  readonly requestMs: number;
  /** A socket with no traffic at all, e.g. a client that stops reading its answer. */
  readonly idleMs: number;
  /** How often Node checks the two request limits above (connectionsCheckingInterval). */
  readonly checkIntervalMs: number;
}

/**
 * A request body is at most 64 KiB (app.ts bodyLimit): 30 s allow it over a link of ~20 kbit/s.
 * The idle limit lies above any answer's work, the keep-alive time (Fastify's 72 s) governs idle
 * keep-alive sockets between requests.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  checkIntervalMs: 2_000,
};

/** The Fastify options that set them (the `http` options reach http.createServer). */
export function timeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
