// One operation of the OpenAPI document from a route's definition: who may call it, its
// parameters with examples, its body, the success answer's schema and every refusal it can get
// (refusals.ts).
import { RESPONSE_SCHEMAS, type CallDefinition, type CallKey } from '@terminservice/domain/api';
import type * as v from 'valibot';
import type { CallAccess, CallSpec } from '../call-types.ts';
import { answerSchema, bodySchema, querySchema, type JsonSchema } from './json-schema.ts';
import { describeRefusals, refusalSchema, refusalsByStatus } from './refusals.ts';
import { tagOf } from './tags.ts';

export interface Entry {
  readonly key: CallKey;
  readonly call: CallDefinition;
  readonly spec: CallSpec<v.GenericSchema, v.GenericSchema>;
}

/** Refusals that tell the client when to try again. */
const RETRY_STATUSES = new Set([429, 503]);
const RETRY_HEADERS = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

export function accessOf({ call, spec }: Entry): CallAccess {
  if (spec.access) return spec.access;
  if (spec.privileged) return 'token';
  return call.auth === 'code' ? 'code' : 'public';
}

/** Alternatives, any one suffices; an empty requirement means no credentials. */
const SECURITY: Readonly<Record<CallAccess, readonly Record<string, never[]>[]>> = {
  public: [{}, { token: [] }],
  code: [{ code: [] }, { code: [], token: [] }],
  token: [{ token: [] }],
};

function parameters({ call, spec }: Entry): unknown[] {
  // Fastify's ':id' segments (the practice desk's calls) as required path parameters.
  const list: unknown[] = [...call.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  if (spec.query) {
    const query = querySchema(spec.query) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const example = spec.queryExample?.[name];
      list.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
        ...(example === undefined ? {} : { example }),
      });
    }
  }
  if (spec.idempotent) list.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (spec.messageLanguage) list.push({ $ref: '#/components/parameters/AcceptLanguage' });
  return list;
}

function success({ key, call, spec }: Entry): Record<string, unknown> {
  if (call.response === 'empty') return { 204: { description: 'Erfolg, ohne Inhalt' } };
  if (call.response === 'text') {
    const type = spec.textMediaType ?? 'text/plain';
    const headers = Object.fromEntries(
      Object.entries(spec.successHeaders ?? {}).map(([name, ref]) => [
        name,
        { $ref: `#/components/headers/${ref}` },
      ]),
    );
    return {
      200: {
        description: 'Erfolg',
        ...(spec.successHeaders ? { headers } : {}),
        content: { [type]: { schema: { type: 'string' } } },
      },
    };
  }
  const schema = spec.response ?? (RESPONSE_SCHEMAS[key] as v.GenericSchema | undefined);
  const media = {
    ...(schema ? { schema: answerSchema(schema) } : {}),
    ...(spec.example === undefined ? {} : { example: spec.example }),
  };
  return { 200: { description: 'Erfolg', content: { 'application/json': media } } };
}

/** The success answer and every refusal: the call's own and the common ones, per status. */
function responses(entry: Entry): Record<string, unknown> {
  const answers: Record<string, unknown> = success(entry);
  for (const [status, refusals] of refusalsByStatus(entry)) {
    answers[status] = {
      description: describeRefusals(refusals),
      ...(RETRY_STATUSES.has(status) ? { headers: RETRY_HEADERS } : {}),
      content: { 'application/json': { schema: refusalSchema(refusals) } },
    };
  }
  return answers;
}

function requestBody({ spec }: Entry): Record<string, unknown> {
  const schema = spec.body ?? spec.documentedBody;
  if (!schema) return {};
  const media = {
    schema: bodySchema(schema),
    ...(spec.requestExample === undefined ? {} : { example: spec.requestExample }),
  };
  return { requestBody: { required: true, content: { 'application/json': media } } };
}

export function operation(entry: Entry): Record<string, unknown> {
  const { key, spec } = entry;
  return {
    operationId: key,
    ...(tagOf(entry.call.path) ? { tags: [tagOf(entry.call.path)] } : {}),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: SECURITY[accessOf(entry)],
    parameters: parameters(entry),
    ...requestBody(entry),
    responses: responses(entry),
    ...(spec.privileged ? { 'x-privileged': true } : {}),
  };
}
