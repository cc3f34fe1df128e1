// The OpenAPI 3.1 document of the whole API (/web/api/v4/openapi.json), generated from the routes
// as they are defined: the request schemas are the valibot schemas the server validates with, the
// answers the domain's response schemas the test suite checks every answer against
// (test/contract.ts). The parts are in openapi/: JSON Schema, operations, shared components.
import { API_BASE_PATH, type CallDefinition, type CallKey } from '@terminservice/domain/api';
import type * as v from 'valibot';
import type { CallSpec } from './call-types.ts';
import { COMPONENTS } from './openapi/components.ts';
import type { JsonSchema } from './openapi/json-schema.ts';
import { operation, type Entry } from './openapi/operation.ts';
import { TAGS } from './openapi/tags.ts';

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
      jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
      info: {
        title: 'Terminservice API',
        version,
        summary: 'Die Schnittstelle des Terminservice (116 117).',
        description:
          'Fehler haben die Form { errors: [{ code, text, field? }], referenceId }. Eine Methode, die ein Pfad nicht kennt, wird mit 405 und dem Header Allow beantwortet. Texte dürfen das Zeichen NUL (U+0000) nicht enthalten (400 WP003, in jedem Feld und Parameter); minLength und maxLength zählen UTF-16-Codeeinheiten (ein Emoji zählt zwei). Ein leerer Header x-ets-identification-token ist ein ungültiges Token (401 WP005). Inhalte nur als application/json (sonst 415).',
        license: { name: 'EUPL-1.2', identifier: 'EUPL-1.2' },
      },
      servers: [{ url: '/', description: 'Der Server, der dieses Dokument ausliefert' }],
      tags: TAGS,
      paths,
      components: COMPONENTS,
    };
  }
}

/** Fastify's ':id' path segments as OpenAPI's '{id}'. */
export function openApiPath(path: string): string {
  return path.replace(/:([a-zA-Z]+)/g, '{$1}');
}
