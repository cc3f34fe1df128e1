// Errors of the FHIR interface as OperationOutcome (docs/fhir.md "Errors"): refusals keep their
// status and German text; Fastify's client errors (bad JSON, wrong content type, body too large)
// become 4xx with a clear text; anything else is a 500 without details, logged without request
// data like the API's own handler (plugins/error-handler.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ServiceError } from '../../errors.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  logInternalError,
} from '../../plugins/error-handler.ts';
import type { HttpLayerShape } from '../../plugins/http-layer-errors.ts';
import { ERROR_ANSWER_HEADERS } from '../../plugins/security-headers.ts';
import { sendResource, refusalFormat } from './format/index.ts';
import { FHIR_JSON, FHIR_PREFIX } from './naming.ts';
import { operationOutcome } from './outcome.ts';
import { refuseFhir } from './refusals.ts';

const INTERNAL = { code: 'FH099', text: 'Es ist ein interner Fehler aufgetreten.' };

/** Fastify's own client errors, as the interface's refusals. */
function clientRefusal(error: FastifyError): ServiceError {
  if (error.statusCode === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return refuseFhir.unsupportedMediaType();
  }
  if (error.statusCode === 413) return refuseFhir.tooLarge();
  if (error.statusCode === 429) return refuseFhir.tooManyRequests(60);
  return refuseFhir.malformed();
}

function send(
  reply: FastifyReply,
  status: number,
  error: ServiceError | null,
  referenceId: string,
) {
  const items = error ? error.items : [INTERNAL];
  // In the negotiated format, or the request body's when none was (the 406 itself).
  return sendResource(
    reply.code(status).headers(error?.headers ?? {}),
    { ...operationOutcome(status, items), id: referenceId },
    refusalFormat(reply.request),
  );
}

export function fhirErrorHandler(
  error: FastifyError | ServiceError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const referenceId = randomUUID();
  if (error instanceof ServiceError) {
    request.refusal = { referenceId, codes: error.items.map((i) => i.code) };
    return send(reply, error.statusCode, error, referenceId);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const refusal = clientRefusal(error);
    request.refusal = { referenceId, codes: refusal.items.map((i) => i.code) };
    return send(reply, refusal.statusCode, refusal, referenceId);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ referenceId, err: { name: error.name } }, 'database unavailable');
    const unavailable = new ServiceError(
      503,
      DATABASE_UNAVAILABLE.code,
      DATABASE_UNAVAILABLE.text,
      {
        headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      },
    );
    return send(reply, 503, unavailable, referenceId);
  }
  logInternalError(request, error, referenceId);
  return send(reply, 500, null, referenceId);
}

/** Refusals of Node's HTTP parser under /fhir/R4 (a URL too long: 431) as an OperationOutcome. */
export const FHIR_HTTP_LAYER_SHAPE: HttpLayerShape = {
  prefix: FHIR_PREFIX,
  contentType: `${FHIR_JSON}; charset=utf-8`,
  body: (status, item, referenceId) =>
    JSON.stringify({ ...operationOutcome(status, [item]), id: referenceId }),
};

/**
 * Fastify's framework errors (an undecodable URL) under /fhir/R4: an OperationOutcome too, with the
 * security headers of every error answer (no hook has run to set them).
 */
export function fhirFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const referenceId = randomUUID();
  request.log.info({ referenceId, fastifyCode: error.code }, 'malformed request');
  const refusal = refuseFhir.invalid('Die Adresse der Anfrage ist ungültig.');
  void send(reply.headers(ERROR_ANSWER_HEADERS), 400, refusal, referenceId);
}
