// Liveness, readiness and metrics on every port, outside the API (README "Health and metrics"):
//   GET /healthz  200 while the process runs (never shed, never touches the database);
//   GET /readyz   200 when ready, else 503 with what is wrong (database, load, draining);
//   GET /metrics  Prometheus text, only from METRICS_ALLOW addresses or with METRICS_TOKEN.
// From SIGTERM on every answer says `Connection: close`, so clients leave this process's
// keep-alive connections before the listeners close (ops/shutdown.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppKind } from '../config.ts';
import { errorBody } from '../errors.ts';
import { addressFilter, type OpsConfig } from '../settings/ops.ts';
import type { OpsRuntime } from './runtime.ts';

export const OPS_PATHS = { live: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;
/** Route patterns load shedding leaves alone: the probes must answer whatever the load. */
export const UNSHED_ROUTES: ReadonlySet<string> = new Set(Object.values(OPS_PATHS));

const NOT_READY = {
  code: 'NOT_READY',
  text: 'Dieser Server nimmt gerade keine Anfragen an. Bitte versuchen Sie es in wenigen Sekunden erneut.',
};
const METRICS_FORBIDDEN = { code: 'FORBIDDEN', text: 'Kein Zugriff auf die Messwerte.' };

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether the request may read the metrics: an allowed address or the configured token. */
function metricsAccess(config: OpsConfig): (request: FastifyRequest) => boolean {
  const allowed = addressFilter(config.metricsAllow);
  const token = config.metricsToken ? digest(config.metricsToken) : null;
  return (request) => {
    if (allowed(request.ip)) return true;
    const header = request.headers.authorization;
    if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice('Bearer '.length)), token);
  };
}

function countAnswer(
  runtime: OpsRuntime,
  kind: AppKind,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // The route pattern, never the URL; requests that match no route share one label.
  const route = request.routeOptions.url ?? 'unmatched';
  const labels = { app: kind, method: request.method, route, status: String(reply.statusCode) };
  runtime.metrics.requests.inc(labels);
  runtime.metrics.latency.observe(labels, reply.elapsedTime / 1000);
  if (reply.statusCode === 429) {
    const code = request.refusal?.codes[0] ?? 'none';
    runtime.metrics.rateLimited.inc({ app: kind, route, code });
  }
}

export function registerOps(
  app: FastifyInstance,
  options: { readonly runtime: OpsRuntime; readonly kind: AppKind; readonly config: OpsConfig },
): void {
  const { runtime, kind } = options;
  const mayReadMetrics = metricsAccess(options.config);
  app.addHook('onResponse', async (request, reply) => countAnswer(runtime, kind, request, reply));
  app.addHook('onSend', async (_request, reply) => {
    if (runtime.readiness.draining) reply.header('connection', 'close');
  });
  // Probes come every few seconds on four ports: no access-log line for them (level warn).
  const quiet = { logLevel: 'warn' } as const;
  app.get(OPS_PATHS.live, quiet, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(OPS_PATHS.ready, quiet, async (_request, reply) => {
    const report = await runtime.readiness.report();
    void reply.header('cache-control', 'no-store');
    if (report.ready) return reply.send({ status: 'ready', checks: report.checks });
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ ...errorBody([NOT_READY]), checks: report.checks });
  });
  app.get(OPS_PATHS.metrics, quiet, async (request, reply) => {
    if (!mayReadMetrics(request)) {
      return reply.code(403).send(errorBody([METRICS_FORBIDDEN]));
    }
    const text = await runtime.metricsText();
    return reply
      .header('cache-control', 'no-store')
      .type(runtime.metrics.registry.contentType)
      .send(text);
  });
}
