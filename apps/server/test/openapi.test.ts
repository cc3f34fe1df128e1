// The OpenAPI document (/web/api/v4/openapi.json): valid OpenAPI 3.1 by a real validator, and
// complete — every call of the domain's catalogue exactly once with its method and path, the
// Idempotency-Key on POSTs, request bodies where calls carry one, the code's basic auth. And every
// catalogue call has a route: without authentication it gets anything but the generic 404.
import {
  API_BASE_PATH,
  CALL_KEYS,
  CALLS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  type CallKey,
} from '@terminservice/domain/api';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helper.ts';
import { openApiPath } from '../src/http/openapi.ts';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;

/** §7 calls with an empty body: "call by code, empty body" (noted) and the cancellation. */
const EMPTY_BODY: readonly CallKey[] = [
  'markCodeNoted',
  'cancelReservation',
  // The appointment desk's calls on one resource named by the path (docs/supply.md).
  'deactivateProfile',
  'blockSlot',
  'unblockSlot',
];

let ctx: TestContext;
/** The document as served. */
let served: Document;
/** The same with every $ref resolved. */
let resolved: Document;

beforeAll(async () => {
  ctx = await startTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: `${API_BASE_PATH}openapi.json` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  served = res.json<Document>();
  resolved = await dereference(structuredClone(served));
});
afterAll(() => ctx.close());

/** Every operation of the document with its path and method. */
function operations(doc: Document): { path: string; method: string; op: Operation }[] {
  const out: { path: string; method: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op) out.push({ path, method: method.toUpperCase(), op });
    }
  }
  return out;
}

function operationOf(doc: Document, key: CallKey): Operation {
  const found = operations(doc).filter(({ op }) => op.operationId === key);
  expect(found, key).toHaveLength(1);
  return found[0]!.op;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(served.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await validate(structuredClone(served));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
  });

  it('has every call of the catalogue exactly once, with its method and path', () => {
    const all = operations(served);
    for (const key of CALL_KEYS) {
      const matches = all.filter(({ op }) => op.operationId === key);
      expect(matches, `${key} documented once`).toHaveLength(1);
      expect(matches[0]!.method, key).toBe(CALLS[key].method);
      expect(matches[0]!.path, key).toBe(`${API_BASE_PATH}${openApiPath(CALLS[key].path)}`);
    }
  });

  it('documents nothing besides the catalogue, and no operation without an id', () => {
    const ids = operations(served).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...CALL_KEYS].sort());
  });

  it('documents the Idempotency-Key header on every POST', () => {
    const posts = CALL_KEYS.filter((key) => CALLS[key].method === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    for (const key of posts) {
      const parameters = (operationOf(resolved, key).parameters ?? []) as Parameter[];
      const header = parameters.find(
        (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase(),
      );
      expect(header, key).toBeDefined();
      expect(header!.required ?? false, key).toBe(false);
      expect((header!.schema as OpenAPIV3_1.SchemaObject).type, key).toBe('string');
    }
  });

  it('documents a JSON request body for every call that carries one', () => {
    for (const key of CALL_KEYS) {
      const op = operationOf(resolved, key);
      const carries = CALLS[key].method !== 'GET' && !EMPTY_BODY.includes(key);
      if (!carries) {
        expect(op.requestBody, `${key} has no body`).toBeUndefined();
        continue;
      }
      const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      expect(body, `${key} documents its body`).toBeDefined();
      const schema = body!.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
      expect(schema?.type, key).toBe('object');
      expect(Object.keys(schema.properties ?? {}).length, key).toBeGreaterThan(0);
    }
  });

  it('documents the query parameters of the catalogue', () => {
    for (const key of CALL_KEYS) {
      const call = CALLS[key];
      if (!('query' in call)) continue;
      const names = ((operationOf(resolved, key).parameters ?? []) as Parameter[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      expect(names, key).toEqual(expect.arrayContaining([...call.query]));
    }
  });

  it('documents the code as basic auth with an empty user, and the staff token', () => {
    const schemes = served.components?.securitySchemes ?? {};
    expect(schemes.code).toMatchObject({ type: 'http', scheme: 'basic' });
    expect((schemes.code as { description?: string }).description).toMatch(/Vermittlungscode/);
    expect(schemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: IDENTIFICATION_TOKEN_HEADER,
    });
    for (const key of CALL_KEYS) {
      const security = operationOf(served, key).security ?? [];
      const names = security.flatMap((requirement) => Object.keys(requirement));
      if (CALLS[key].auth === 'code') expect(names, key).toContain('code');
      else expect(names, key).not.toContain('code');
      // Calls for staff and practices only (x-privileged) accept the token.
      const privileged = (operationOf(served, key) as { 'x-privileged'?: boolean })['x-privileged'];
      if (privileged) expect(names, key).toContain('token');
    }
  });

  it('documents the spec error shape for refusals', () => {
    const error = resolved.components?.schemas?.Error as OpenAPIV3_1.SchemaObject;
    expect(error.required).toEqual(['errors', 'referenceId']);
    for (const key of CALL_KEYS) {
      const responses = operationOf(resolved, key).responses ?? {};
      const bad = responses['400'] as OpenAPIV3_1.ResponseObject | undefined;
      expect(bad?.content?.['application/json']?.schema, key).toEqual(error);
    }
  });
});

describe('every call of the catalogue has a route', () => {
  it.each(CALL_KEYS)('%s answers without authentication, not with the generic 404', async (key) => {
    const call = CALLS[key];
    const url = `${API_BASE_PATH}${call.path}`;
    expect(ctx.app.hasRoute({ method: call.method, url }), key).toBe(true);
    const res = await ctx.app.inject({
      method: call.method,
      url,
      remoteAddress: '10.77.0.1',
      ...(call.method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 404) expect(res.json().errors[0].code).not.toBe('NOT_FOUND');
  });
});
