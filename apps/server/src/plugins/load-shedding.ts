// Over capacity the server answers 503 with Retry-After at once rather than letting requests
// queue into time-outs (docs/architecture.md "Load"; 2021's collapse is what this prevents).
// Three signals: requests in flight on this instance (counted once their body has arrived), how long the oldest of them has been waiting,
// and the event-loop delay of the last second.
import type { FastifyInstance } from 'fastify';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { errorBody } from '../errors.ts';
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingLimits } from '../settings/load-shedding.ts';

export { DEFAULT_LOAD_SHEDDING, type LoadSheddingLimits };

export type ShedReason = 'in_flight' | 'event_loop' | 'queue_age';

/** The limits (settings/load-shedding.ts, LOAD_SHED_*) and what the app wires in. */
export interface LoadSheddingOptions extends LoadSheddingLimits {
  /** Told of every refusal and its signal (metrics and readiness, ops/). */
  readonly onShed?: (reason: ShedReason) => void;
  /** Route patterns never refused: the health probes must answer whatever the load (ops/). */
  readonly unshedRoutes?: ReadonlySet<string>;
  /**
   * Only requests under these path prefixes are counted and refused (absent: every request).
   * The app's pages and hashed files are served from the build, cheap and precompressed: a
   * browser that got the page must get its chunks, or the app breaks instead of showing its own
   * calm retry (a 503 for a script is a blank screen).
   */
  readonly shedPrefixes?: readonly string[];
  /**
   * The refusal's body under a prefix whose clients read another shape than the API's error body
   * (FHIR: an OperationOutcome in the format the request negotiated; routes/fhir/format).
   */
  readonly refusalBodies?: ReadonlyMap<string, RefusalBody>;
}

/** A refusal's content type and body for one request (its URL and headers). */
export type RefusalBody = (request: { url: string; headers: IncomingHttpHeaders }) => {
  readonly type: string;
  readonly body: string;
};

/**
 * Below this many requests in flight the age signal is ignored: one slow request (a long query)
 * must not turn everyone else away; a queue needs many waiting requests.
 */
export const QUEUE_AGE_MIN_IN_FLIGHT = 16;

// Requests are counted from preValidation, once the body has arrived (Fastify parses it before
// this hook): a client that sends its headers and then stalls holds a socket, not a share of the
// capacity. Counted from onRequest, 16 stalled uploads made the oldest request "old" and every
// other request got 503 (issue 16); the socket's own time limits are in http/timeouts.ts.
/**
 * With the queue-age signal on, the in-flight limit also follows the throughput (Little's law:
 * answers per second × maxQueueAgeMs). The age of the oldest request cannot see a burst — a
 * thousand clients arriving in the same millisecond are all "young" — so without this a burst would
 * admit maxInFlight requests at once (measured: 256 searches at ~70 answers/s, p99 4 s).
 * The throughput is the best second of the last THROUGHPUT_MEMORY_S. A server that had fewer than
 * QUEUE_AGE_MIN_IN_FLIGHT requests in flight all that time is quiet: its throughput says nothing
 * about its capacity, so it admits a first wave of QUIET_ADMISSION_LIMIT (the 50 parallel bookings
 * of the idempotency rule, a bench's 64 clients). A busy one admits what its throughput allows, at
 * least QUEUE_AGE_MIN_IN_FLIGHT: on a slow or busy machine (40 searches/s measured) even 32 in
 * flight are 0.8 s of work.
 */
export const QUIET_ADMISSION_LIMIT = 64;
const THROUGHPUT_MEMORY_S = 10;

export const OVERLOADED = {
  code: 'OVERLOADED',
  text: 'Der Terminservice ist gerade stark ausgelastet. Bitte versuchen Sie es in wenigen Sekunden erneut.',
};

const SAMPLE_INTERVAL_MS = 1_000;

/** The probes, and what lies outside the shed prefixes (pages, files), are never refused. */
function isExempt(options: LoadSheddingOptions, url: string, route: string): boolean {
  if (options.unshedRoutes?.has(route)) return true;
  const prefixes = options.shedPrefixes;
  return prefixes !== undefined && !prefixes.some((prefix) => url.startsWith(prefix));
}

function shedPrefixOf(options: LoadSheddingOptions, url: string): string {
  return options.shedPrefixes?.find((prefix) => url.startsWith(prefix)) ?? '';
}

/** Headers of a refusal that belong to that one answer, not to every refusal. */
const PER_ANSWER_HEADERS = ['content-length', 'date', 'connection', 'keep-alive'];

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Refusals before Fastify (issue #17). Under a real, open-loop overload (harness/resilience: 10×
 * the search capacity, arrivals that do not wait for answers) nearly every arrival is refused, so
 * the cost of a refusal decides whether the server keeps reading its sockets at all — a request it
 * has not read yet waits there, unseen by every signal, and then even the admitted ones are late.
 * Through Fastify (routing, the hooks, the reply, the metrics) a refusal cost ~56 µs on this
 * machine (17,900/s, the client in the same process); refused by the server's request listener
 * itself ~46 µs (21,900/s). So while the signals say "overloaded", a call is answered there, with
 * the headers of the last refusal Fastify made (the security headers, Retry-After, no-store: the
 * same answer by construction) and a body of its own (a fresh referenceId). The first refusal of
 * an overload under each prefix (API, dev API, FHIR) goes through Fastify and sets that prefix's
 * template; the probes and pages are never refused. A FHIR call is now refused before its
 * authentication, as API calls already were (theirs comes after this hook).
 * Such refusals are counted (onShed) but not logged line by line, nor in the latency metrics.
 */
function refuseBeforeFastify(
  app: FastifyInstance,
  options: LoadSheddingOptions,
  shedReason: (now: number) => ShedReason | null,
): { readonly refusedByFastify: (request: object) => void } {
  const refused = new WeakSet<object>();
  // One template per shed prefix: the answers differ by path (no-store only on the API's).
  const templates = new Map<string, OutgoingHttpHeaders>();
  const prefixOf = (url: string) => shedPrefixOf(options, url);
  app.addHook('onResponse', async (request, reply) => {
    if (!refused.has(request)) return;
    const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
    for (const name of PER_ANSWER_HEADERS) delete headers[name];
    templates.set(prefixOf(request.url), headers);
  });
  const refuse = (request: IncomingMessage): OutgoingHttpHeaders | null => {
    const url = request.url ?? '';
    const template = templates.get(prefixOf(url));
    if (template === undefined || isExempt(options, url, url.split('?', 1)[0]!)) return null;
    const reason = shedReason(performance.now());
    if (reason === null) return null;
    options.onShed?.(reason);
    return template;
  };
  const server = app.server;
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const headers = refuse(request);
    if (headers === null) {
      for (const handler of handlers) handler.call(server, request, response);
      return;
    }
    const own = options.refusalBodies?.get(prefixOf(request.url ?? ''));
    const { type, body } = own
      ? own({ url: request.url ?? '', headers: request.headers })
      : { type: undefined, body: JSON.stringify(errorBody([OVERLOADED])) };
    response.setHeader('content-length', Buffer.byteLength(body));
    response.writeHead(503, type ? { ...headers, 'content-type': type } : headers).end(body);
  });
  return { refusedByFastify: (request) => refused.add(request) };
}

/** True while the worst event-loop delay of the last second exceeded the limit (0 = off). */
function watchEventLoop(app: FastifyInstance, maxDelayMs: number): () => boolean {
  if (maxDelayMs <= 0) return () => false;
  // Re-measured every second: one long pause sheds load for at most one interval after it ends.
  let loopDelayMs = 0;
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const timer = setInterval(() => {
    loopDelayMs = histogram.count > 0 ? histogram.max / 1e6 : 0;
    histogram.reset();
  }, SAMPLE_INTERVAL_MS).unref();
  // The pause of building the app (routes, schemas) is no overload: measure from ready on.
  app.addHook('onReady', async () => histogram.reset());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => loopDelayMs > maxDelayMs;
}

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING,
): Promise<void> {
  const retryAfter = String(options.retryAfterSeconds);
  const overloadedByLoop = watchEventLoop(app, options.maxEventLoopDelayMs);

  // Requests in flight with their start time; a Map keeps insertion order, so the first entry is
  // the oldest request still waiting.
  const inFlight = new Map<object, number>();
  const maxQueueAgeMs = options.maxQueueAgeMs ?? 0;
  let completed = 0;
  let peakInFlight = 0;
  let admissionLimit = options.maxInFlight;
  if (maxQueueAgeMs > 0) {
    admissionLimit = Math.min(options.maxInFlight, QUIET_ADMISSION_LIMIT);
    const recent: { completed: number; peakInFlight: number }[] = [];
    const timer = setInterval(() => {
      recent.push({ completed, peakInFlight });
      if (recent.length > THROUGHPUT_MEMORY_S) recent.shift();
      completed = 0;
      peakInFlight = inFlight.size;
      const quiet = recent.every((second) => second.peakInFlight < QUEUE_AGE_MIN_IN_FLIGHT);
      const best = Math.max(...recent.map((second) => second.completed));
      const byThroughput = Math.ceil((best * maxQueueAgeMs) / SAMPLE_INTERVAL_MS);
      admissionLimit = Math.min(
        options.maxInFlight,
        quiet ? QUIET_ADMISSION_LIMIT : Math.max(QUEUE_AGE_MIN_IN_FLIGHT, byThroughput),
      );
    }, SAMPLE_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const overloadedByQueueAge = (now: number) => {
    if (maxQueueAgeMs <= 0 || inFlight.size < QUEUE_AGE_MIN_IN_FLIGHT) return false;
    if (inFlight.size >= admissionLimit) return true;
    const oldest = inFlight.values().next().value;
    return oldest !== undefined && now - oldest > maxQueueAgeMs;
  };
  const release = async (request: object) => {
    if (inFlight.delete(request)) completed += 1;
  };
  const shedReason = (now: number): ShedReason | null => {
    if (inFlight.size >= options.maxInFlight) return 'in_flight';
    if (overloadedByLoop()) return 'event_loop';
    return overloadedByQueueAge(now) ? 'queue_age' : null;
  };
  const early = refuseBeforeFastify(app, options, shedReason);
  app.addHook('preValidation', async (request, reply) => {
    if (isExempt(options, request.url, request.routeOptions.url ?? '')) return;
    const now = performance.now();
    const reason = shedReason(now);
    if (reason) {
      options.onShed?.(reason);
      early.refusedByFastify(request);
      reply.code(503).header('retry-after', retryAfter);
      const own = options.refusalBodies?.get(shedPrefixOf(options, request.url))?.(request);
      return own ? reply.type(own.type).send(own.body) : reply.send(errorBody([OVERLOADED]));
    }
    inFlight.set(request, now);
    if (inFlight.size > peakInFlight) peakInFlight = inFlight.size;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
