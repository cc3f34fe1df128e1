// Builds one Fastify instance: plugins first (errors, security headers, load shedding), then the
// API routes under /web/api/v4, then the app page for the port (docs/architecture.md "Server").
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@terminservice/domain/api';
import { tileSourceOrigin } from '@terminservice/domain/map';
import { createHmac } from 'node:crypto';
import type { AppKind, Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerAnswerCompression } from './plugins/compress-answers.ts';
import { SharedAnswers } from './services/search/shared-answers.ts';
import { registerApplicationType } from './plugins/application-type.ts';
import { registerActor } from './plugins/actor.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { httpLayerErrorHandler } from './plugins/http-layer-errors.ts';
import { API_BODY_LIMIT_BYTES } from './http/body-depth.ts';
import { closeAfterUnreadBody } from './http/unread-body.ts';
import { DEFAULT_HTTP_TIMEOUTS, timeoutOptions, type HttpTimeouts } from './http/timeouts.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import {
  DEFAULT_LOAD_SHEDDING,
  registerLoadShedding,
  type LoadSheddingOptions,
} from './plugins/load-shedding.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerOps, UNSHED_ROUTES } from './ops/routes.ts';
import { createOpsRuntime, type OpsRuntime } from './ops/runtime.ts';
import { registerAppPage } from './routes/app-page.ts';
import {
  FHIR_HTTP_LAYER_SHAPE,
  FHIR_PREFIX,
  fhirFrameworkError,
  fhirOverloadRefusal,
  fhirRoutes,
} from './routes/fhir/index.ts';
import { OPEN_FEED_LIMITS } from './routes/fhir/open-feed/index.ts';
import { limitsPerWorker, TokenLimits } from './routes/fhir/token-limits.ts';
import { registerApiRoutes } from './routes/index.ts';
import { registerOneClickUnsubscribe } from './routes/alerts/one-click.ts';
import { registerDevFaults } from './routes/dev/faults.ts';
import { DEV_API_PREFIX, devRoutes } from './routes/dev/index.ts';

export interface AppOptions {
  readonly config: Config;
  readonly db: Db;
  /** Signs and verifies staff and practice tokens (see resolveJwtSecret). */
  readonly jwtSecret: string;
  /** Which app this port serves (web at 8080, tss-dispo 8081, surgery 8082, smed 8083). */
  readonly kind?: AppKind;
  readonly loadShedding?: LoadSheddingOptions;
  /** Connection and request time limits (http/timeouts.ts); tests shorten them. */
  readonly httpTimeouts?: HttpTimeouts;
  /** Metrics and readiness shared by the process's listeners; absent: this app's own. */
  readonly ops?: OpsRuntime;
  /** Pino logger options; false for tests. */
  readonly logger?: boolean | object;
  /**
   * Shared search answers of the process's listeners (issue #17, ADR 21); absent: this app's own,
   * with the configured limits.
   */
  readonly searchAnswers?: SharedAnswers;
  /** The FHIR interface's per-token limits, shared by the process's ports; absent: this app's own. */
  readonly fhirTokenLimits?: TokenLimits;
}

/** Fastify's prefix of the API routes: the domain's API_BASE_PATH without its closing slash. */
export const API_PREFIX = API_BASE_PATH.slice(0, -1);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of every port's app, as registered: sweeping checks walk it (path-fuzz test). */
    readonly registeredRoutes: readonly { readonly method: string; readonly url: string }[];
  }
}

/** Keeps the list of routes as they are registered, in encapsulated contexts as well. */
function recordRoutes(app: FastifyInstance): void {
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

// Logs carry no personal data (docs/architecture.md "Security"): requests are logged by method and
// route pattern only — never the URL (it can hold a postcode, pseudonym or practice token),
// headers (basic auth holds the code) or bodies.
const loggerOptions = {
  serializers: {
    req: (req: { method: string; routeOptions?: { url?: string } }) => ({
      method: req.method,
      route: req.routeOptions?.url,
    }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
};

/** PIN and identifier hashes use a key derived from the one server secret. */
function derivePepper(secret: string): string {
  return createHmac('sha256', secret).update('terminservice-pin-pepper').digest('base64url');
}

/**
 * Health, readiness and metrics (ops/), then load shedding: the probes are never shed; a refusal
 * counts and makes the process "not ready" for a moment. Only calls are shed, never pages.
 */
async function registerOpsAndShedding(
  app: FastifyInstance,
  options: AppOptions,
  kind: AppKind,
  searchAnswers: SharedAnswers,
): Promise<void> {
  const ops = options.ops ?? createOpsRuntime(options.db, searchAnswers);
  registerOps(app, { runtime: ops, kind, config: options.config.ops });
  await registerLoadShedding(app, {
    ...(options.loadShedding ?? options.config.loadShedding ?? DEFAULT_LOAD_SHEDDING),
    unshedRoutes: UNSHED_ROUTES,
    shedPrefixes: [API_PREFIX, DEV_API_PREFIX, FHIR_PREFIX],
    // Under /fhir/R4 an OperationOutcome, in the format the request negotiated.
    refusalBodies: new Map([[FHIR_PREFIX, fhirOverloadRefusal]]),
    onShed: (reason) => {
      ops.metrics.shed.inc({ app: kind, reason });
      ops.readiness.markShed();
    },
  });
}

/**
 * FHIR R4 for practice software (docs/fhir.md) and the open feed of free appointments (issue #24
 * part 3): its own context, errors as OperationOutcome.
 */
async function registerFhir(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(
    async (fhir) =>
      fhirRoutes(fhir, {
        db: options.db,
        jwtSecret: options.jwtSecret,
        publicBase: `${options.config.publicUrl}${FHIR_PREFIX}`,
        tokenLimits: options.fhirTokenLimits ?? new TokenLimits(),
        openFeed: {
          settings: options.config.openFeed,
          publicUrl: options.config.publicUrl,
          // The WORKERS of a machine share the per-address limits (docs/architecture.md "Processes").
          limits: new TokenLimits(limitsPerWorker(options.config.workers, OPEN_FEED_LIMITS)),
        },
      }),
    { prefix: FHIR_PREFIX },
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { ...loggerOptions, ...(options.logger as object) } : false,
    // Behind a load balancer in production; the client address is needed for rate limits.
    trustProxy: options.config.trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestIdHeader: false,
    // Under /fhir/R4 even an undecodable URL is answered as an OperationOutcome (docs/fhir.md).
    frameworkErrors: (error, request, reply) =>
      request.url.startsWith(FHIR_PREFIX)
        ? fhirFrameworkError(error, request, reply)
        : frameworkErrorHandler(error, request, reply),
    // Slow clients and parser refusals (issue 16): time limits; 400/408/431 in the error shape.
    ...timeoutOptions(options.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS),
    clientErrorHandler: httpLayerErrorHandler([FHIR_HTTP_LAYER_SHAPE]),
    // One access-log line per request, when answered (below), not Fastify's two: a booking's second
    // line cost a tenth of its server time. (Log controller: top-level option deprecated, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.logger) {
    app.addHook('onResponse', async (request, reply) => {
      const line = { req: request, res: reply, responseTime: reply.elapsedTime };
      if (request.refusal) request.log.info({ ...line, ...request.refusal }, 'request refused');
      else request.log.info(line, 'request completed');
    });
  }
  recordRoutes(app);
  closeAfterUnreadBody(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  // The map's tile server, when configured, is the one image origin besides the app's own.
  const { mapTileUrl, mapTileAttribution } = options.config;
  const tileOrigin = mapTileUrl ? tileSourceOrigin(mapTileUrl) : null;
  await registerSecurityHeaders(app, { imageOrigins: tileOrigin ? [tileOrigin] : [] });
  const kind = options.kind ?? 'web';
  const searchAnswers = options.searchAnswers ?? new SharedAnswers(options.config.searchCache);
  await registerOpsAndShedding(app, options, kind, searchAnswers);
  registerAnswerCompression(app, [API_PREFIX, DEV_API_PREFIX]);
  registerInputGuard(app);
  registerApplicationType(app, { jwtSecret: options.jwtSecret, db: options.db });
  // Who a request's changes are recorded for in the change feed (ADR 25).
  registerActor(app, { fhirPrefix: FHIR_PREFIX });
  // Demo mode only: a call named in the dev fault header fails as an internal error would.
  if (options.config.demo) registerDevFaults(app);
  await app.register(
    async (api) =>
      registerApiRoutes(api, {
        config: options.config,
        db: options.db,
        jwtSecret: options.jwtSecret,
        pepper: derivePepper(options.jwtSecret),
        searchAnswers,
      }),
    { prefix: API_PREFIX },
  );
  await registerFhir(app, options);
  // Dev API, demo mode only (codes, outbox, tokens): otherwise its paths answer 404.
  if (options.config.demo) {
    await app.register(
      async (dev) => devRoutes(dev, { db: options.db, jwtSecret: options.jwtSecret }),
      { prefix: DEV_API_PREFIX },
    );
  }
  await registerOneClickUnsubscribe(app, options.db); // issue #15: RFC 8058 on the page's path
  registerAppPage(app, kind, {
    mapTiles: mapTileUrl ? { url: mapTileUrl, attribution: mapTileAttribution } : undefined,
    supportMail: options.config.supportMailTo,
  });
  return app;
}
