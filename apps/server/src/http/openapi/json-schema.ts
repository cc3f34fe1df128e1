// valibot schemas as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), as exact as the server's
// checks: a field the server requires is required, a custom check carries its JSON Schema note
// (domain validation/json-schema-note.ts), and request bodies name every field they may have.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

/** Adds the note's keywords; one the schema already has is added as an allOf branch instead. */
function withNote(schema: JsonSchema, note: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...schema };
  const clashes: JsonSchema[] = [];
  for (const [key, value] of Object.entries(note)) {
    if (key in merged) clashes.push({ [key]: value });
    else merged[key] = value;
  }
  if (clashes.length > 0) merged.allOf = [...((merged.allOf as JsonSchema[]) ?? []), ...clashes];
  return merged;
}

/**
 * Whether `value` fails the keywords a default can fail (const, enum, minLength, pattern,
 * minItems, and those inside allOf). A field whose default fails is one the server requires: the
 * domain reads a missing key as '' (or [] or false) so that its own German message answers.
 */
export function refuses(schema: JsonSchema, value: unknown): boolean {
  if ('const' in schema && schema.const !== value) return true;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return true;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) return true;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
      return true;
    }
  }
  if (Array.isArray(value) && typeof schema.minItems === 'number') {
    if (value.length < schema.minItems) return true;
  }
  const all = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [];
  return all.some((part) => refuses(part, value));
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Required where the default is refused; closed objects for request bodies. Walks every level. */
function finish(schema: JsonSchema, closed: boolean): JsonSchema {
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (isSchema(schema[key])) schema[key] = finish(schema[key], closed);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    if (Array.isArray(schema[key])) schema[key] = schema[key].map((s) => finish(s, closed));
  }
  if (!isSchema(schema.properties)) return schema;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries(schema.properties)) {
    const field = finish(property as JsonSchema, closed);
    if ('default' in field && refuses(field, field.default)) {
      delete field.default;
      required.add(name);
    }
    schema.properties[name] = field;
  }
  if (required.size > 0) schema.required = [...required];
  else delete schema.required;
  if (closed && schema.additionalProperties === undefined) schema.additionalProperties = false;
  return schema;
}

function convert(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    // Every schema of a pipe adds its rules (optional('') then picklist: the picklist's enum).
    // Transformations have no JSON Schema form; custom checks speak through their notes.
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const action = valibotAction as { type: string; jsonSchema?: unknown; requirement?: unknown };
      if (isSchema(action.jsonSchema)) return withNote(jsonSchema as JsonSchema, action.jsonSchema);
      // A second regex of a pipe (the converter keeps only the first): both must match.
      if (action.type === 'regex' && action.requirement instanceof RegExp) {
        const { source } = action.requirement;
        if (jsonSchema.pattern !== source)
          return withNote(jsonSchema as JsonSchema, { pattern: source });
      }
      return null;
    },
  }) as JsonSchema;
  return rest;
}

/** A request body: every field it may have (no others, the server refuses them). */
export function bodySchema(schema: v.GenericSchema): JsonSchema {
  return finish(convert(schema), true);
}

/** A query: its parameters, required where the server requires them. */
export function querySchema(schema: v.GenericSchema): JsonSchema {
  return finish(convert(schema), false);
}

/** A JSON answer (the domain's strict response schemas). */
export function answerSchema(schema: v.GenericSchema): JsonSchema {
  return finish(convert(schema), false);
}
