// One way to add an API route: name the §7 call (method and path come from the domain's call
// catalogue), give the valibot schemas for body and query, and write the handler. Input is
// validated with the same schemas the forms use → 400 WP003 with per-field messages; the route is
// recorded for the OpenAPI document.
import { CALLS, type CallKey } from '@terminservice/domain/api';
import { germanIssueMessage } from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { invalidInput, type ErrorItem } from '../errors.ts';
import { bodyShapeItems, isBodyObject } from './body-fields.ts';
import type { CallContext, CallSpec } from './call-types.ts';
import type { OpenApiRegistry } from './openapi.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The §7 call a route answers, for hooks that act per call (the dev API's planned faults). */
    call?: CallKey;
  }
}

/**
 * Error items one answer carries at most: more than any form has fields, and a body of thousands
 * of bad list entries does not become an answer fifty times its size.
 */
export const MAX_ERROR_ITEMS = 50;

function issuesToItems(issues: readonly v.BaseIssue<unknown>[], prefix: string): ErrorItem[] {
  const seen = new Set<string>();
  const items: ErrorItem[] = [];
  for (const issue of issues) {
    if (items.length === MAX_ERROR_ITEMS) break;
    const path = v.getDotPath(issue);
    const field = path ? `${prefix}.${path}` : prefix;
    if (seen.has(field)) continue;
    seen.add(field);
    items.push({ code: 'WP003', text: issue.message, field });
  }
  return items;
}

/**
 * The input validated with `schema` (WP003 with per-field items otherwise). A body must also be a
 * JSON object with only the fields the schema names (http/body-fields.ts); no body reads as {}.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: 'body' | 'query',
): v.InferOutput<TSchema> {
  const shape = where === 'body' ? bodyShapeItems(schema, input) : [];
  if (shape.length > 0 && !isBodyObject(input)) throw invalidInput(shape);
  const result = v.safeParse(schema, input ?? {}, { message: germanIssueMessage });
  const items = result.success ? [] : issuesToItems(result.issues, where);
  if (shape.length > 0 || items.length > 0) {
    throw invalidInput([...shape, ...items].slice(0, MAX_ERROR_ITEMS));
  }
  return result.output as v.InferOutput<TSchema>;
}

export function defineCall<
  TBody extends v.GenericSchema = v.GenericSchema<unknown>,
  TQuery extends v.GenericSchema = v.GenericSchema<unknown>,
>(
  api: FastifyInstance,
  registry: OpenApiRegistry,
  key: CallKey,
  spec: CallSpec<TBody, TQuery>,
  handler: (context: CallContext<v.InferOutput<TBody>, v.InferOutput<TQuery>>) => Promise<unknown>,
): void {
  const call = CALLS[key];
  registry.add({ key, call, spec });
  api.route({
    method: call.method,
    url: `/${call.path}`,
    config: { call: key },
    handler: async (request, reply) => {
      const body = spec.body ? validate(spec.body, request.body, 'body') : undefined;
      const query = spec.query ? validate(spec.query, request.query, 'query') : undefined;
      const result = await handler({
        body: body as v.InferOutput<TBody>,
        query: query as v.InferOutput<TQuery>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (result === undefined) return reply.code(204).send();
      return result;
    },
  });
}
