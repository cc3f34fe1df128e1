// Every error leaves in the spec's shape with a reference id; 5xx never carry details, and
// malformed requests (bad JSON, wrong content type, oversized body) are 4xx, never 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ERROR_ANSWER_HEADERS } from './security-headers.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { errorBody, INVALID_INPUT, ServiceError } from '../errors.ts';
import { RouteMethods } from '../http/route-methods.ts';

const METHOD_NOT_ALLOWED = {
  code: 'METHOD_NOT_ALLOWED',
  text: 'Diese Methode ist für diese Adresse nicht erlaubt.',
};

const INTERNAL = { code: 'WP001', text: 'Es ist ein interner Fehler aufgetreten.' };

/** While the database cannot be reached: a calm "try again shortly", like load shedding's 503. */
export const DATABASE_UNAVAILABLE = {
  code: 'UNAVAILABLE',
  text: 'Der Terminservice ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
};
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's framework errors (a URL that cannot be decoded, an over-long path parameter) bypass the
 * error handler; by default they answer in Fastify's own shape and echo the URL. Here they get the
 * spec's shape and nothing of the request.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const referenceId = randomUUID();
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  request.log.info({ referenceId, status, fastifyCode: error.code }, 'malformed request');
  void reply
    .code(status)
    .headers(ERROR_ANSWER_HEADERS)
    .send(errorBody([INVALID_INPUT], referenceId));
}

/** The "    at …" lines of a stack, without the "Name: message" line(s) before them. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * Logs an internal error for operators: its class, its code (e.g. the SQLSTATE) and the stack
 * frames, never request data — an error's message can quote it (a JSON parse error, a database
 * value error), so the message and the stack's first line, which repeats it, stay out of the log.
 */
export function logInternalError(
  request: FastifyRequest,
  error: { readonly name: string; readonly code?: unknown; readonly stack?: string | undefined },
  referenceId: string,
): void {
  request.log.error(
    {
      referenceId,
      err: {
        name: error.name,
        ...(typeof error.code === 'string' ? { code: error.code } : {}),
        stack: stackFrames(error.stack),
      },
    },
    'internal error',
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A refusal's reference id and §8 codes, for the request's one access-log line (app.ts). */
    refusal: { readonly referenceId: string; readonly codes: readonly string[] } | null;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateRequest('refusal', null);
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    const referenceId = randomUUID();
    if (error instanceof ServiceError) {
      // Logged with the answer, in the request's access line ('request refused', app.ts).
      request.refusal = { referenceId, codes: error.items.map((i) => i.code) };
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.items, referenceId));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large …).
      request.log.info({ referenceId, status, fastifyCode: error.code }, 'malformed request');
      const headers: Record<string, string> = status === 429 ? { 'retry-after': '60' } : {};
      return reply
        .code(status)
        .headers(headers)
        .send(errorBody([INVALID_INPUT], referenceId));
    }
    if (isDatabaseUnavailable(error)) {
      // Issue #6: the API answers 503 while PostgreSQL is down and recovers by itself once it is
      // back (the pool opens fresh connections); the apps wait Retry-After and try again.
      request.log.warn(
        {
          referenceId,
          err: {
            name: error.name,
            ...(typeof error.code === 'string' ? { code: error.code } : {}),
          },
        },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody([DATABASE_UNAVAILABLE], referenceId));
    }
    logInternalError(request, error, referenceId);
    return reply.code(500).send(errorBody([INTERNAL], referenceId));
  });

  // A known path asked with a method it has no route for: 405 with the methods it has.
  const routes = new RouteMethods();
  app.addHook('onRoute', (route) => routes.add(route.method, route.url));

  app.setNotFoundHandler((request, reply) => {
    const allow = routes.allowed(request.url);
    if (allow) {
      void reply
        .code(405)
        .header('allow', allow.join(', '))
        .send(errorBody([METHOD_NOT_ALLOWED]));
      return;
    }
    reply
      .code(404)
      .send(errorBody([{ code: 'NOT_FOUND', text: 'Die Ressource wurde nicht gefunden.' }]));
  });
}
