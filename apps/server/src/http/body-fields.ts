// What a request body must be besides its schema's rules: a JSON object (an array or null is not
// one, though valibot's object() lets an array through), with no field the schema does not name.
// The OpenAPI document says so (additionalProperties: false), and a partner who misspells a field
// learns it instead of having it silently dropped.
import type * as v from 'valibot';
import type { ErrorItem } from '../errors.ts';

export const BODY_NOT_OBJECT_MESSAGE = 'Der Inhalt muss ein JSON-Objekt sein.';
export const UNKNOWN_FIELD_MESSAGE = 'Dieses Feld ist unbekannt.';

/** Unknown fields named at most (the answer's error items are limited anyway). */
const MAX_NAMED = 20;

type Node = {
  readonly type?: string;
  readonly entries?: Record<string, Node>;
  readonly wrapped?: Node;
  readonly item?: Node;
};

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);
const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as it must arrive: absent, or an object (not an array, null, a string, a number). */
export function isBodyObject(body: unknown): boolean {
  return body === undefined || isRecord(body);
}

/** The dot paths (under `prefix`) of fields in `value` that the schema does not name. */
export function unknownFields(schema: v.GenericSchema, value: unknown, prefix: string): string[] {
  const found: string[] = [];
  // Iterative over (schema, value) pairs, so deep bodies cost no recursion.
  const stack: { node: Node; value: unknown; path: string }[] = [
    { node: schema as Node, value, path: prefix },
  ];
  while (stack.length > 0 && found.length < MAX_NAMED) {
    const { node: start, value: current, path } = stack.pop()!;
    let node = start;
    while (node.type && WRAPPERS.has(node.type) && node.wrapped) node = node.wrapped;
    if (node.type === 'array' && node.item && Array.isArray(current)) {
      current.forEach((item, index) =>
        stack.push({ node: node.item!, value: item, path: `${path}.${index}` }),
      );
    } else if (node.type && OBJECT_TYPES.has(node.type) && node.entries && isRecord(current)) {
      for (const [key, child] of Object.entries(current)) {
        const entry = Object.hasOwn(node.entries, key) ? node.entries[key] : undefined;
        if (entry === undefined) found.push(`${path}.${key}`);
        else stack.push({ node: entry, value: child, path: `${path}.${key}` });
      }
    }
  }
  return found.slice(0, MAX_NAMED);
}

/** The error items for a body that is no object or names unknown fields; empty when neither. */
export function bodyShapeItems(schema: v.GenericSchema, body: unknown): ErrorItem[] {
  if (!isBodyObject(body)) return [{ code: 'WP003', text: BODY_NOT_OBJECT_MESSAGE, field: 'body' }];
  return unknownFields(schema, body, 'body').map((field) => ({
    code: 'WP003',
    text: UNKNOWN_FIELD_MESSAGE,
    field,
  }));
}
