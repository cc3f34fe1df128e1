// The FHIR interface's formats in Fastify (docs/fhir.md "Formats"): the body parsers for JSON and
// XML, both behind the cheap depth scan (and XML behind its DTD/entity scan), and the writing of
// every answer — resources, Bundles, the CapabilityStatement and each OperationOutcome refusal — in
// the negotiated format (negotiate.ts).
import type { Resource } from '@medplum/fhirtypes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { jsonTooDeep } from '../../../http/body-depth.ts';
import { OVERLOADED, type RefusalBody } from '../../../plugins/load-shedding.ts';
import { withKbvProfiles } from '../kbv-profiles.ts';
import { operationOutcome } from '../outcome.ts';
import { refuseFhir } from '../refusals.ts';
import {
  answerFormatOf,
  BODY_MEDIA_TYPES,
  FHIR_MEDIA_TYPE,
  refusalFormatOf,
  type FhirFormat,
  type FormatRequest,
} from './negotiate.ts';
import { resourceFromXml, resourceToXml } from './xml.ts';

export { FHIR_MEDIA_TYPE, type FhirFormat } from './negotiate.ts';

/** What negotiation reads of a request: `_format` from the raw URL, Accept, Content-Type. */
export function formatRequestOf(url: string, headers: IncomingHttpHeaders): FormatRequest {
  const question = url.indexOf('?');
  const query = question === -1 ? '' : url.slice(question + 1);
  return {
    // Only when present: most requests have no _format, and URLSearchParams is not free.
    formatParameter: query.includes('_format') ? new URLSearchParams(query).getAll('_format') : [],
    accept: headers.accept,
    contentType: headers['content-type'],
  };
}

/** The answer's format; null when the client accepts none (the onRequest hook refuses: 406). */
export function answerFormat(request: FastifyRequest): FhirFormat | null {
  return answerFormatOf(formatRequestOf(request.url, request.headers));
}

/** The format a refusal of this request is written in (always one). */
export function refusalFormat(request: { url: string; headers: IncomingHttpHeaders }): FhirFormat {
  return refusalFormatOf(formatRequestOf(request.url, request.headers));
}

/** Refuses a request whose answer no format the interface writes could satisfy (406 FH015). */
export function assertAcceptable(request: FastifyRequest): void {
  if (answerFormat(request) === null) throw refuseFhir.notAcceptable();
}

export function contentTypeOf(format: FhirFormat): string {
  return `${FHIR_MEDIA_TYPE[format]}; charset=utf-8`;
}

/** A resource as the text of an answer in `format`. */
export function serialise(resource: Resource, format: FhirFormat): string {
  return format === 'xml' ? resourceToXml(resource) : JSON.stringify(resource);
}

/** Sends a resource (or refusal) in `format`, by default the request's negotiated one. */
export function sendResource(
  reply: FastifyReply,
  resource: Resource,
  format: FhirFormat = answerFormat(reply.request) ?? refusalFormat(reply.request),
) {
  return reply.type(contentTypeOf(format)).send(serialise(withKbvProfiles(resource), format));
}

/** A route's result as the answer: status, Location (relative to the base), the resource. */
export function answer(
  reply: FastifyReply,
  base: string,
  result: { status?: number; resource?: Resource; location?: string },
) {
  if (result.location) reply.header('location', `${base}/${result.location}`);
  reply.code(result.status ?? 200);
  if (result.resource === undefined) return reply.send();
  return sendResource(reply, result.resource);
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The parameters of a POST [type]/_search form body (application/x-www-form-urlencoded), kept
 * apart from a resource body so a search never takes a resource for parameters and vice versa.
 */
export class FormParameters {
  readonly query: Readonly<Record<string, string | string[]>>;
  constructor(query: Readonly<Record<string, string | string[]>>) {
    this.query = query;
  }
}

/** A form body as search parameters; repeated names become lists, as in a query string. */
export function formParametersOf(text: string): FormParameters {
  // Linear in the body (a name repeated 16,000 times in 64 KiB must not copy its list each time),
  // and without a prototype, so a parameter named `__proto__` is a name like any other.
  const lists = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const list = lists.get(name);
    if (list) list.push(value);
    else lists.set(name, [value]);
  }
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [name, list] of lists) query[name] = list.length === 1 ? list[0]! : list;
  return new FormParameters(query);
}

/**
 * The body parsers: JSON (and JSON Patch) through Fastify's own parser with its
 * prototype-poisoning protection, XML through the FHIR library; both only after the depth scan.
 * Everything else is 415 (Fastify reads text/plain by default; not here).
 */
export function registerFhirParsers(fhir: FastifyInstance): void {
  const json = fhir.getDefaultJsonParser('error', 'error');
  fhir.removeContentTypeParser(['text/plain', 'application/json']);
  const jsonTypes = [...BODY_MEDIA_TYPES.json, 'application/json-patch+json'];
  fhir.addContentTypeParser(jsonTypes, { parseAs: 'string' }, (request, body, done: Done) => {
    const text = body as string;
    // As in the API (plugins/json-body.ts): an empty application/json body is no body.
    const type = request.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase();
    if (text.trim() === '' && type === 'application/json') {
      done(null, undefined);
      return;
    }
    if (jsonTooDeep(text)) {
      done(refuseFhir.tooDeep());
      return;
    }
    json(request, text, done);
  });
  fhir.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done: Done) => {
      done(null, formParametersOf(body as string));
    },
  );
  fhir.addContentTypeParser(
    [...BODY_MEDIA_TYPES.xml],
    { parseAs: 'string' },
    (_request, body, done: Done) => {
      try {
        done(null, resourceFromXml(body as string));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}

/**
 * The overload refusal, serialised once per format; the stand-in id is swapped for each answer's
 * own reference id.
 */
const OVERLOADED_TEMPLATE = new Map<FhirFormat, string>();
const REFERENCE_PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/**
 * Load shedding's 503 under /fhir/R4 (plugins/load-shedding.ts), also when it answers before
 * Fastify: an OperationOutcome in the negotiated format. Serialised once per format: a refusal
 * under overload must stay cheap (issue #17).
 */
export const fhirOverloadRefusal: RefusalBody = (request) => {
  const format = refusalFormat(request);
  let template = OVERLOADED_TEMPLATE.get(format);
  if (template === undefined) {
    const outcome = { ...operationOutcome(503, [OVERLOADED]), id: REFERENCE_PLACEHOLDER };
    template = serialise(outcome, format);
    OVERLOADED_TEMPLATE.set(format, template);
  }
  return {
    type: contentTypeOf(format),
    body: template.replace(REFERENCE_PLACEHOLDER, randomUUID()),
  };
};
