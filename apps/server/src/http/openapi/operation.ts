// One operation of the OpenAPI document from a route's definition: who may call it, its
// parameters with examples, its body, the success answer's schema and every refusal it can get.
import { RESPONSE_SCHEMAS, type CallDefinition, type CallKey } from '@terminservice/domain/api';
import type * as v from 'valibot';
import type { CallAccess, CallSpec } from '../call-types.ts';
import { answerSchema, bodySchema, querySchema, type JsonSchema } from './json-schema.ts';
import { tagOf } from './tags.ts';

export interface Entry {
  readonly key: CallKey;
  readonly call: CallDefinition;
  readonly spec: CallSpec<v.GenericSchema, v.GenericSchema>;
}

const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/Error' } },
};

/** What every operation can answer besides its own refusals (plugins and the error handler). */
const GENERIC_ERRORS: Readonly<Record<number, string>> = {
  400: 'WP003 ungültiger Input (das Feld steht in errors[].field)',
  401: 'WP005 Token ungültig oder abgelaufen (ein mitgesendetes Token wird immer geprüft)',
  429: 'RATE_LIMIT zu viele Anfragen (Retry-After)',
  500: 'WP001 interner Fehler, ohne Einzelheiten (die referenceId findet ihn im Log)',
  503: 'OVERLOADED oder UNAVAILABLE: überlastet oder Datenbank nicht erreichbar (Retry-After)',
};

/** Refusals that tell the client when to try again. */
const RETRY_STATUSES = new Set([429, 503]);
const RETRY_HEADERS = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** Refusals of the body parser, for calls that carry a body. */
const BODY_ERRORS: Readonly<Record<number, string>> = {
  413: 'WP003 Inhalt größer als 64 KiB',
  415: 'WP003 Inhalt nicht application/json',
};

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

/** The success answer, the generic refusals and the call's own, merged per status. */
function responses(entry: Entry): Record<string, unknown> {
  const { call, spec } = entry;
  const texts = new Map<number, string[]>();
  const add = (status: number, text: string) =>
    texts.set(status, [...(texts.get(status) ?? []), text]);
  for (const [status, text] of Object.entries(spec.errors ?? {})) add(Number(status), text);
  for (const [status, text] of Object.entries(GENERIC_ERRORS)) {
    // The call's own 400 text names WP003 itself, where it has one.
    if (!(status === '400' && texts.has(400))) add(Number(status), text);
  }
  if (spec.idempotent) {
    add(422, 'IDEMPOTENCY_KEY_REUSED derselbe Idempotency-Key mit anderem Inhalt');
  }
  if (call.method !== 'GET') {
    for (const [status, text] of Object.entries(BODY_ERRORS)) add(Number(status), text);
  }
  const answers: Record<string, unknown> = success(entry);
  for (const status of [...texts.keys()].sort((a, b) => a - b)) {
    answers[status] = {
      description: texts.get(status)!.join('; '),
      ...(RETRY_STATUSES.has(status) ? { headers: RETRY_HEADERS } : {}),
      content: ERROR_CONTENT,
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
