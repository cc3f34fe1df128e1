// Every error leaves in the spec's shape with a reference id; 5xx never carry details, and
// malformed requests (bad JSON, wrong content type, oversized body) are 4xx, never 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { errorBody, ServiceError } from '../errors.ts';

const INTERNAL = { code: 'WP001', text: 'Es ist ein interner Fehler aufgetreten.' };

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    const referenceId = randomUUID();
    if (error instanceof ServiceError) {
      request.log.info(
        { referenceId, status: error.statusCode, codes: error.items.map((i) => i.code) },
        'request refused',
      );
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
        .send(errorBody([{ code: 'WP003', text: 'ungültiger Input' }], referenceId));
    }
    // Log the error class and stack for operators, never request data (no personal data in logs).
    request.log.error(
      { referenceId, err: { name: error.name, message: error.message, stack: error.stack } },
      'internal error',
    );
    return reply.code(500).send(errorBody([INTERNAL], referenceId));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody([{ code: 'NOT_FOUND', text: 'Die Ressource wurde nicht gefunden.' }]));
  });
}
