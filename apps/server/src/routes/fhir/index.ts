// The FHIR R4 interface for practice software (docs/fhir.md, ADR 13), under /fhir/R4 on every
// port: Schedule (Terminprofil), Slot (Terminslot), Appointment (booking), transaction Bundles of
// Slots and the CapabilityStatement. Its own encapsulated context: its own content types, errors
// as OperationOutcome, and the practice's Bearer token on every request but /metadata.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PracticeScope } from '../../services/practice/index.ts';
import { appointmentRoutes } from './appointment-routes.ts';
import { authenticate } from './auth.ts';
import { fhirErrorHandler } from './error-handler.ts';
import { answer, assertAcceptable, FormParameters, registerFhirParsers } from './format/index.ts';
import { capabilityStatement } from './metadata.ts';
import { refuseFhir } from './refusals.ts';
import { routePath, type FhirMethod, type FhirRoute } from './route-types.ts';
import { practiceRoutes } from './practice-routes.ts';
import { provenanceRoutes } from './provenance-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { assertKnownParams, type Query } from './search-params.ts';
import { slotRoutes } from './slot-routes.ts';
import type { TokenLimits } from './token-limits.ts';
import { transactionRoutes } from './transaction.ts';
import { registerOpenFeed, type OpenFeedDeps } from './open-feed/index.ts';

export { FHIR_PREFIX } from './naming.ts';
export { fhirFrameworkError, FHIR_HTTP_LAYER_SHAPE } from './error-handler.ts';
export { fhirOverloadRefusal } from './format/index.ts';

/** Every interaction the interface offers; /metadata is generated from this list. */
export const FHIR_ROUTES: readonly FhirRoute[] = [
  ...scheduleRoutes,
  ...slotRoutes,
  ...appointmentRoutes,
  ...transactionRoutes,
  ...provenanceRoutes,
  ...practiceRoutes,
];

/** FHIR R4's id datatype. */
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

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
  /**
   * The interface's absolute address for links, fullUrls and Location, from the configured
   * PUBLIC_URL — never from the request's Host header, which a client chooses (finding 3.6).
   */
  readonly publicBase: string;
  /** Per-token rate and in-flight limits, shared by the process's ports. */
  readonly tokenLimits: TokenLimits;
  /** The open feed of free appointments (issue #24 part 3): its settings and addresses. */
  readonly openFeed: Omit<OpenFeedDeps, 'db' | 'publicBase'>;
}

/**
 * The parameters of a search: the URL's, and for POST [type]/_search also the form body's (the
 * guide sends them there). Any other body is no search (415).
 */
function searchQuery(request: FastifyRequest, viaPost: boolean): Query {
  const query = (request.query ?? {}) as Query;
  if (!viaPost || request.body === undefined) return query;
  if (!(request.body instanceof FormParameters)) throw refuseFhir.unsupportedMediaType();
  const merged: Record<string, string | string[]> = {};
  for (const source of [query, request.body.query]) {
    for (const [name, value] of Object.entries(source)) {
      if (value === undefined) continue;
      const before = merged[name];
      const list = [...(before === undefined ? [] : [before].flat()), ...[value].flat()];
      merged[name] = list.length === 1 ? list[0]! : list;
    }
  }
  return merged;
}

function registerRoute(fhir: FastifyInstance, route: FhirRoute, deps: FhirDeps): void {
  const practiceOf = (request: FastifyRequest) =>
    (request as FastifyRequest & { fhirPractice: PracticeScope }).fhirPractice;
  if (route.sharesRoute) return;
  const viaPost = (route as { viaPost?: boolean }).viaPost === true;
  if (route.interaction === 'search-type' && !viaPost) {
    // The guide searches by POST [type]/_search with the parameters in a form body (FHIR R4
    // http.html#search); GET stays for our own clients.
    const post = { ...route, method: 'POST', path: `${routePath(route)}/_search`, viaPost: true };
    registerRoute(fhir, post as FhirRoute, deps);
  }
  fhir.route({
    method: route.method,
    url: routePath(route),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request, reply) => {
      const query =
        route.interaction === 'search-type'
          ? searchQuery(request, viaPost)
          : ((request.query ?? {}) as Query);
      const id = (request.params as { id?: string }).id ?? '';
      // An id no resource can have (FHIR's id type) is not looked up: 404 like a missing one.
      if (route.interaction !== 'search-type' && id !== '' && !FHIR_ID.test(id)) {
        throw refuseFhir.notFound();
      }
      if (route.interaction === 'search-type') assertKnownParams(query, route.searchParams ?? []);
      const base = deps.publicBase;
      const result = await route.handle({
        db: deps.db,
        practice: practiceOf(request),
        base,
        id,
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
    if (route.sharesRoute) continue;
    const path = routePath(route);
    byPath.set(path, (byPath.get(path) ?? new Set()).add(route.method));
    if (route.interaction === 'search-type') {
      byPath.set(`${path}/_search`, new Set(['POST']));
    }
    if (route.path !== undefined) continue;
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
  registerFhirParsers(fhir);
  fhir.setErrorHandler(fhirErrorHandler);
  fhir.setNotFoundHandler(async () => {
    throw refuseFhir.notFound();
  });
  fhir.decorateRequest('fhirPractice', null);
  fhir.addHook('onRequest', async (request, reply) => {
    // The open feed answers JSON and NDJSON whatever Accept says, and takes no token.
    if (request.routeOptions.config.openFeed === true) return;
    assertAcceptable(request);
    if (request.routeOptions.config.fhirPublic === true) return;
    const { practice, tokenId } = await authenticate(request, deps);
    // Before the body is read: a token over its rate or with too many requests in flight costs
    // nothing more (finding 3.2). Released when the answer is sent or the connection closes.
    const admission = deps.tokenLimits.admit(tokenId);
    if (!admission.ok) throw refuseFhir.tooManyRequests(admission.retryAfterSeconds);
    reply.raw.once('close', admission.release);
    (request as FastifyRequest & { fhirPractice: PracticeScope }).fhirPractice = practice;
  });
  fhir.get('/metadata', { config: { fhirPublic: true } }, async (_request, reply) =>
    answer(reply, deps.publicBase, {
      resource: capabilityStatement(FHIR_ROUTES, deps.publicBase),
    }),
  );
  registerOpenFeed(fhir, { ...deps.openFeed, db: deps.db, publicBase: deps.publicBase });
  for (const route of FHIR_ROUTES) registerRoute(fhir, route, deps);
  registerRefusals(fhir, FHIR_ROUTES);
}
