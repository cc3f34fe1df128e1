// The FHIR R4 interface for practice software (docs/fhir.md, ADR 13), under /fhir/R4 on every
// port: Schedule (Terminprofil), Slot (Terminslot), Appointment (booking), transaction Bundles of
// Slots and the CapabilityStatement. Its own encapsulated context: its own content types, errors
// as OperationOutcome, and the practice's Bearer token on every request but /metadata.
import type { Resource } from '@medplum/fhirtypes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PracticeScope } from '../../services/practice/index.ts';
import { appointmentRoutes } from './appointment-routes.ts';
import { authenticate } from './auth.ts';
import { fhirErrorHandler } from './error-handler.ts';
import { capabilityStatement } from './metadata.ts';
import { FHIR_JSON, FHIR_PREFIX } from './naming.ts';
import { refuseFhir } from './refusals.ts';
import { routePath, type FhirMethod, type FhirRoute } from './route-types.ts';
import { provenanceRoutes } from './provenance-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { assertKnownParams, formatAllowed, type Query } from './search-params.ts';
import { slotRoutes } from './slot-routes.ts';
import { transactionRoutes } from './transaction.ts';

export { FHIR_PREFIX } from './naming.ts';
export { fhirFrameworkError } from './error-handler.ts';

/** Every interaction the interface offers; /metadata is generated from this list. */
export const FHIR_ROUTES: readonly FhirRoute[] = [
  ...scheduleRoutes,
  ...slotRoutes,
  ...appointmentRoutes,
  ...transactionRoutes,
  ...provenanceRoutes,
];

const METHODS: readonly FhirMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A FHIR route that needs no token (/metadata). */
    fhirPublic?: boolean;
  }
}

export interface FhirDeps {
  readonly db: Db;
  readonly jwtSecret: string;
}

function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${FHIR_PREFIX}`;
}

function answer(
  reply: FastifyReply,
  base: string,
  result: { status?: number; resource?: Resource; location?: string },
) {
  if (result.location) reply.header('location', `${base}/${result.location}`);
  reply.code(result.status ?? 200);
  if (result.resource === undefined) return reply.send();
  return reply.type(`${FHIR_JSON}; charset=utf-8`).send(result.resource);
}

function registerParsers(fhir: FastifyInstance): void {
  const json = fhir.getDefaultJsonParser('error', 'error');
  // Fastify reads text/plain by default; here only JSON is a resource (anything else is 415).
  fhir.removeContentTypeParser('text/plain');
  for (const type of [FHIR_JSON, 'application/json-patch+json']) {
    fhir.addContentTypeParser(type, { parseAs: 'string' }, json);
  }
}

function registerRoute(fhir: FastifyInstance, route: FhirRoute, deps: FhirDeps): void {
  const practiceOf = (request: FastifyRequest) =>
    (request as FastifyRequest & { fhirPractice: PracticeScope }).fhirPractice;
  fhir.route({
    method: route.method,
    url: routePath(route),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request, reply) => {
      const query = (request.query ?? {}) as Query;
      if (route.interaction === 'search-type') assertKnownParams(query, route.searchParams ?? []);
      const base = baseUrl(request);
      const result = await route.handle({
        db: deps.db,
        practice: practiceOf(request),
        base,
        id: (request.params as { id?: string }).id ?? '',
        query,
        body: request.body,
      });
      return answer(reply, base, result);
    },
  });
}

/** Known paths answer 405 for the methods they do not offer; unknown types 404. */
function registerRefusals(fhir: FastifyInstance, routes: readonly FhirRoute[]): void {
  const byPath = new Map<string, Set<FhirMethod>>([['/metadata', new Set(['GET'])]]);
  for (const route of routes) {
    const path = routePath(route);
    byPath.set(path, (byPath.get(path) ?? new Set()).add(route.method));
    const other = path.endsWith('/:id') ? path.slice(0, -4) : `${path}/:id`;
    if (path !== '/' && !byPath.has(other)) byPath.set(other, new Set());
  }
  for (const [url, offered] of byPath) {
    const missing = METHODS.filter((m) => !offered.has(m));
    if (missing.length) {
      fhir.route({
        method: missing,
        url,
        handler: async () => {
          throw refuseFhir.methodNotAllowed();
        },
      });
    }
  }
  const unknown = async () => {
    throw refuseFhir.unknownType();
  };
  fhir.route({ method: [...METHODS], url: '/:type', handler: unknown });
  fhir.route({ method: [...METHODS], url: '/:type/:id', handler: unknown });
}

export async function fhirRoutes(fhir: FastifyInstance, deps: FhirDeps): Promise<void> {
  registerParsers(fhir);
  fhir.setErrorHandler(fhirErrorHandler);
  fhir.setNotFoundHandler(async () => {
    throw refuseFhir.notFound();
  });
  fhir.decorateRequest('fhirPractice', null);
  fhir.addHook('onRequest', async (request) => {
    if (!formatAllowed((request.query ?? {}) as Query)) throw refuseFhir.notAcceptable();
    if (request.routeOptions.config.fhirPublic === true) return;
    const practice = await authenticate(request, deps);
    (request as FastifyRequest & { fhirPractice: PracticeScope }).fhirPractice = practice;
  });
  fhir.get('/metadata', { config: { fhirPublic: true } }, async (request, reply) =>
    answer(reply, baseUrl(request), {
      resource: capabilityStatement(FHIR_ROUTES, baseUrl(request)),
    }),
  );
  for (const route of FHIR_ROUTES) registerRoute(fhir, route, deps);
  registerRefusals(fhir, FHIR_ROUTES);
}
