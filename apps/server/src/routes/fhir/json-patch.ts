// JSON Patch (RFC 6902) for PATCH on Slot and Appointment (docs/fhir.md "Changing a slot"): the
// operations add, replace and test, applied to the resource as the server would answer it; the
// result then goes through the same checks as a PUT. Other operations are refused (422).
import * as v from 'valibot';
import { germanIssueMessage } from '@terminservice/domain/validation';
import { ServiceError } from '../../errors.ts';
import { refuseFhir } from './refusals.ts';

const patchSchema = v.pipe(
  v.array(
    v.looseObject({
      op: v.picklist(['add', 'replace', 'test', 'remove', 'move', 'copy']),
      path: v.pipe(v.string(), v.regex(/^(\/[^/]*)+$/)),
      value: v.optional(v.unknown()),
    }),
  ),
  v.minLength(1),
  v.maxLength(20),
);

function pointer(path: string): string[] {
  return path
    .slice(1)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
}

type Json = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Json {
  return value !== null && typeof value === 'object';
}

/** Walks to the parent of the pointer's last part; refuses a path that does not exist. */
function parentOf(doc: Json, parts: readonly string[]): Json {
  let node: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isContainer(node) || part === '__proto__') throw refuseFhir.patchUnsupported();
    node = (node as Record<string, unknown>)[part];
  }
  if (!isContainer(node)) throw refuseFhir.patchUnsupported();
  return node;
}

function setAt(parent: Json, key: string, value: unknown, op: 'add' | 'replace'): void {
  if (Array.isArray(parent)) {
    if (op === 'add' && key === '-') return void parent.push(value);
    const index = Number(key);
    if (
      !/^\d+$/.test(key) ||
      index > parent.length ||
      (op === 'replace' && index >= parent.length)
    ) {
      throw refuseFhir.patchUnsupported();
    }
    if (op === 'add') parent.splice(index, 0, value);
    else parent[index] = value;
    return;
  }
  if (key === '__proto__' || (op === 'replace' && !(key in parent))) {
    throw refuseFhir.patchUnsupported();
  }
  parent[key] = value;
}

/** A copy of `resource` with the patch applied. */
export function applyPatch<T extends object>(resource: T, patch: unknown): T {
  const parsed = v.safeParse(patchSchema, patch, { message: germanIssueMessage });
  if (!parsed.success) throw refuseFhir.patchUnsupported();
  const doc = structuredClone(resource) as unknown as Json;
  for (const operation of parsed.output) {
    const parts = pointer(operation.path);
    const parent = parentOf(doc, parts);
    const key = parts.at(-1)!;
    if (operation.op === 'test') {
      const current = (parent as Record<string, unknown>)[key];
      if (JSON.stringify(current) !== JSON.stringify(operation.value)) {
        throw new ServiceError(
          422,
          'FH023',
          'Die Bedingung des Patches (test) ist nicht erfüllt: Die Ressource wurde inzwischen geändert.',
        );
      }
    } else if (operation.op === 'add' || operation.op === 'replace') {
      setAt(parent, key, operation.value, operation.op);
    } else {
      throw refuseFhir.patchUnsupported();
    }
  }
  return doc as unknown as T;
}
