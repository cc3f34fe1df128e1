// Text that no field of the API can hold, refused for every route before any handler runs: the NUL
// character and lone UTF-16 surrogates (JSON's "\u0000" and "\ud800" escapes, %00 in a query or
// in a path parameter: `/fhir/R4/Schedule/%00` answered 500, issue #22 finding 3.3).
// PostgreSQL text and jsonb cannot store either, so they would otherwise reach a query as a
// database error (SQLSTATE 22021, 22P05) and a 500 — instead of the 400 that bad input gets.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_INPUT, invalidInput } from '../errors.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Field paths are named only this deep; a deeper offender is reported by its top-level part. */
const MAX_NAMED_DEPTH = 8;

interface Node {
  readonly value: unknown;
  readonly key: string;
  readonly parent: Node | null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n; n = n.parent) keys.push(n.key);
  return keys.reverse().slice(0, MAX_NAMED_DEPTH).join('.');
}

/**
 * The dot path of the first string (value or key) in `value` that cannot be stored, or null.
 * Iterative, so a body nested thousands deep (within the 64 KiB limit) is walked without recursion.
 */
export function unstorableField(value: unknown, root: string): string | null {
  const stack: Node[] = [{ value, key: root, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (unstorable(current)) return pathOf(node);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: node };
        if (unstorable(key)) return pathOf(next);
        stack.push(next);
      }
    }
  }
  return null;
}

function offendingField(request: FastifyRequest): string | null {
  return (
    unstorableField(request.params, 'path') ??
    unstorableField(request.query, 'query') ??
    unstorableField(request.headers, 'header') ??
    unstorableField(request.body, 'body')
  );
}

export function registerInputGuard(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before any handler or preHandler reads the request.
  app.addHook('preValidation', async (request) => {
    const field = offendingField(request);
    if (field !== null) {
      throw invalidInput([{ ...INVALID_INPUT, field }]);
    }
  });
}
