// The OpenAPI 3.1 document of the whole API (/web/api/v4/openapi.json), generated from the routes
// as they are defined — the request schemas are the valibot schemas the server validates with.
import { toJsonSchema } from '@valibot/to-json-schema';
import {
  API_BASE_PATH,
  APPLICATION_TYPE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  type CallDefinition,
  type CallKey,
} from '@terminservice/domain/api';
import type * as v from 'valibot';
import type { CallSpec } from './call-types.ts';

interface Entry {
  readonly key: CallKey;
  readonly call: CallDefinition;
  readonly spec: CallSpec<v.GenericSchema, v.GenericSchema>;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: v.GenericSchema): JsonSchema {
  // Transformations and custom checks have no JSON Schema form; the document shows the shape.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
  } as Parameters<typeof toJsonSchema>[1]) as JsonSchema;
  return rest;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['errors', 'referenceId'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'text'],
        properties: {
          code: { type: 'string', examples: ['WP042'] },
          text: { type: 'string' },
          field: { type: 'string', description: 'Request field of a validation error' },
        },
      },
    },
    referenceId: { type: 'string', format: 'uuid' },
  },
};

export class OpenApiRegistry {
  readonly #entries: Entry[] = [];

  add<TBody extends v.GenericSchema, TQuery extends v.GenericSchema>(entry: {
    key: CallKey;
    call: CallDefinition;
    spec: CallSpec<TBody, TQuery>;
  }): void {
    this.#entries.push(entry as Entry);
  }

  get keys(): CallKey[] {
    return this.#entries.map((e) => e.key);
  }

  document(version: string): JsonSchema {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const entry of this.#entries) {
      const path = `${API_BASE_PATH}${openApiPath(entry.call.path)}`;
      paths[path] ??= {};
      paths[path][entry.call.method.toLowerCase()] = operation(entry);
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Terminservice API',
        version,
        description:
          'Die Schnittstelle des Terminservice (116 117). Fehler haben die Form { errors: [{ code, text }], referenceId }.',
        license: { name: 'EUPL-1.2', identifier: 'EUPL-1.2' },
      },
      paths,
      components: COMPONENTS,
    };
  }
}

/** Fastify's ':id' path segments as OpenAPI's '{id}'. */
export function openApiPath(path: string): string {
  return path.replace(/:([a-zA-Z]+)/g, '{$1}');
}

/** The path and query parameters, each with its schema, and the idempotency key of every POST. */
function parameters({ call, spec }: Entry): unknown[] {
  const list: unknown[] = [...call.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (spec.query) {
    const query = jsonSchema(spec.query) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      list.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      });
    }
  }
  if (call.method === 'POST') {
    list.push({ $ref: '#/components/parameters/IdempotencyKey' });
  }
  return list;
}

/** The success answer, the generic 400/429/503 and the call's own documented refusals. */
function responses({ call, spec }: Entry): Record<string, unknown> {
  const answers: Record<string, unknown> = {
    [call.response === 'empty' ? '204' : '200']: {
      description: 'Erfolg',
      ...(call.response === 'json'
        ? {
            content: {
              'application/json': spec.example === undefined ? {} : { example: spec.example },
            },
          }
        : call.response === 'text'
          ? { content: { 'text/plain': {} } }
          : {}),
    },
    400: { $ref: '#/components/responses/Error' },
    429: { $ref: '#/components/responses/Error' },
    503: { $ref: '#/components/responses/Error' },
  };
  for (const [status, description] of Object.entries(spec.errors ?? {})) {
    answers[status] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return answers;
}

function operation(entry: Entry): Record<string, unknown> {
  const { key, call, spec } = entry;
  return {
    operationId: key,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    // Privileged calls need the staff or practice token, also those the apps send without code.
    security:
      call.auth === 'code' ? [{ code: [] }, { token: [] }] : spec.privileged ? [{ token: [] }] : [],
    parameters: parameters(entry),
    ...((spec.body ?? spec.documentedBody)
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema((spec.body ?? spec.documentedBody)!) },
            },
          },
        }
      : {}),
    responses: responses(entry),
    ...(spec.privileged ? { 'x-privileged': true } : {}),
  };
}

const COMPONENTS: JsonSchema = {
  securitySchemes: {
    code: {
      type: 'http',
      scheme: 'basic',
      description: 'Leerer Benutzername, der Vermittlungscode als Passwort.',
    },
    token: {
      type: 'apiKey',
      in: 'header',
      name: IDENTIFICATION_TOKEN_HEADER,
      description: `Token für TSS, DISPO und Praxen; die Antwort von version nennt den Typ in ${APPLICATION_TYPE_HEADER}.`,
    },
  },
  parameters: {
    IdempotencyKey: {
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 128 },
    },
  },
  schemas: { Error: ERROR_SCHEMA },
  responses: {
    Error: {
      description: 'Fehler in der Form der Spezifikation',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  },
};
