// The OpenAPI document (/web/api/v4/openapi.json): valid OpenAPI 3.1 by a real validator, and
// complete — every call of the domain's catalogue exactly once with its method and path, the
// Idempotency-Key where it is honoured, request bodies with examples where calls carry one, what
// each call needs (nothing, the code, a token), 2xx schemas. And every catalogue call has a route:
// without authentication it gets anything but the generic 404. What the server does against the
// document: openapi-contract.test.ts (and every answer of the suite, test/contract.ts).
import {
  API_BASE_PATH,
  APPLICATION_TYPE_HEADER,
  CALL_KEYS,
  CALLS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  type CallKey,
} from '@terminservice/domain/api';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from './contract.ts';
import { startTestApp, type TestContext } from './helper.ts';
import { openApiPath } from '../src/http/openapi.ts';
import { refuse } from '../src/services/kernel/refusals.ts';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;

/**
 * The POSTs that replay a repeat with the same Idempotency-Key. The other three need none:
 * availability only reads, marking the code as noted and cancelling a reservation end in the same
 * state when repeated.
 */
const HONOURS_IDEMPOTENCY_KEY: readonly CallKey[] = [
  'requestIdentityPinByEmail',
  'requestIdentityPinBySms',
  'verifyIdentity',
  'bookInPerson',
  'rescheduleBooking',
  'reserveVideo',
  'bookVideo',
  'resendBookingPin',
  'contactForm',
  'subscribeAlert',
  'confirmAlert',
];

/** Calls that need neither a code nor a token (§6; a token, when sent, still counts). */
const NEEDS_NOTHING: readonly CallKey[] = [
  'featureToggles',
  'version',
  'status',
  'availability',
  'requestIdentityPinByEmail',
  'requestIdentityPinBySms',
  'verifyIdentity',
  'placeName',
  'qualifications',
  'facilitySearch',
  'contactForm',
  // A reminder link's token in the body is the authority (issue #15, docs/reminders.md).
  'reminderView',
  'reminderConfirm',
  'reminderRelease',
  // The slot alert's PIN step and links carry a random key in the body (issue #15).
  'confirmAlert',
  'resendAlertPin',
  'alertLink',
  'unsubscribeAlert',
];

/** §7 calls with an empty body: "call by code, empty body" (noted) and the cancellation. */
const EMPTY_BODY: readonly CallKey[] = [
  'markCodeNoted',
  'cancelReservation',
  // The appointment desk's calls on one resource named by the path (docs/supply.md).
  'deactivateProfile',
  'blockSlot',
  'unblockSlot',
  'markNoShow',
  'undoNoShow',
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

/** The codes an error answer's schema allows (http/openapi/refusals.ts). */
function codesOf(answer: OpenAPIV3_1.ResponseObject): string[] {
  const schema = answer.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
  const narrowed = schema.allOf?.[1] as {
    properties: { errors: { items: { properties: { code: { enum: string[] } } } } };
  };
  return narrowed.properties.errors.items.properties.code.enum;
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

  it('documents the Idempotency-Key header exactly where the call honours it', () => {
    for (const key of CALL_KEYS) {
      const parameters = (operationOf(resolved, key).parameters ?? []) as Parameter[];
      const header = parameters.find(
        (p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase(),
      );
      if (!HONOURS_IDEMPOTENCY_KEY.includes(key)) {
        expect(header, `${key} ignores the key`).toBeUndefined();
        continue;
      }
      expect(CALLS[key].method, key).toBe('POST');
      expect(header, key).toBeDefined();
      expect(header!.required ?? false, key).toBe(false);
      const schema = header!.schema as OpenAPIV3_1.SchemaObject;
      expect(schema.type, key).toBe('string');
      // services/kernel/idempotency.ts: printable ASCII, 1 to 128 characters.
      const pattern = new RegExp(schema.pattern!, 'u');
      expect(pattern.test('3f2c1d9e-7b4a-4c2e-9f10-5a6b7c8d9e0f'), key).toBe(true);
      expect(pattern.test('a b'), key).toBe(false);
      expect(pattern.test('x'.repeat(129)), key).toBe(false);
      expect(pattern.test(''), key).toBe(false);
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
  });

  it('documents per operation what the caller must show', () => {
    for (const key of CALL_KEYS) {
      const op = operationOf(served, key);
      const security = op.security ?? [];
      const alternatives = security.map((requirement) => Object.keys(requirement).sort().join('+'));
      if (NEEDS_NOTHING.includes(key)) {
        // Anonymous allowed (the empty requirement); a token is still accepted.
        expect(alternatives, key).toEqual(['', 'token']);
      } else if ((op as { 'x-privileged'?: boolean })['x-privileged']) {
        expect(alternatives, key).toEqual(['token']);
      } else {
        expect(alternatives, key).toEqual(['code', 'code+token']);
      }
    }
    expect(operationOf(served, 'codeByUrgency').security).toEqual([{ token: [] }]);
  });

  it('lists 401 (WP005, an invalid token) on every operation', () => {
    for (const key of CALL_KEYS) {
      const unauthorised = operationOf(resolved, key).responses?.['401'] as
        OpenAPIV3_1.ResponseObject | undefined;
      expect(unauthorised?.description, key).toMatch(/WP005/);
    }
  });

  it('has a schema for every JSON success answer, and an example for every request', () => {
    for (const key of CALL_KEYS) {
      const op = operationOf(resolved, key);
      const call = CALLS[key];
      const ok = op.responses?.[call.response === 'empty' ? '204' : '200'] as
        OpenAPIV3_1.ResponseObject | undefined;
      expect(ok, key).toBeDefined();
      if (call.response === 'json') {
        const schema = ok!.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
        expect(schema?.type, key).toMatch(/^(object|array)$/);
      }
      for (const parameter of (op.parameters ?? []) as Parameter[]) {
        if (parameter.in === 'query' && parameter.required) {
          expect(parameter.example, `${key} ${parameter.name}`).toBeDefined();
        }
      }
      const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      if (body) expect(body.content['application/json']?.example, key).toBeDefined();
    }
  });

  it('requires what the server requires, and closes request bodies', () => {
    const bodyOf = (key: CallKey) =>
      (operationOf(resolved, key).requestBody as OpenAPIV3_1.RequestBodyObject).content[
        'application/json'
      ]!.schema as OpenAPIV3_1.SchemaObject;
    expect(bodyOf('contactForm').required).toEqual(['name', 'email', 'subject', 'message']);
    expect(bodyOf('contactForm').additionalProperties).toBe(false);
    const booking = bodyOf('bookInPerson');
    expect(booking.required).toEqual(expect.arrayContaining(['slot', 'contact']));
    const contact = booking.properties!.contact as OpenAPIV3_1.SchemaObject;
    expect(contact.additionalProperties).toBe(false);
    expect(contact.required).toEqual(
      expect.arrayContaining(['geschlecht', 'nachname', 'vorname', 'geburtsdatum', 'plz']),
    );
    expect(contact.required).not.toContain('hausnummer');
    expect(contact.properties!.geburtsdatum).toMatchObject({ format: 'date' });
    // No documented default that the server would refuse.
    expect(JSON.stringify(booking)).not.toMatch(/"minLength":1[^}]*"default":""/);
    const search = (operationOf(resolved, 'search').parameters ?? []) as Parameter[];
    const radius = search.find((p) => p.name === 'radius')!.schema as OpenAPIV3_1.SchemaObject;
    expect(radius).toMatchObject({ type: 'integer', minimum: 1, maximum: 150 });
    const daytime = search.find((p) => p.name === 'daytime')!.schema as OpenAPIV3_1.SchemaObject;
    expect(daytime.pattern).toBe('^([01]{14})?$');
    expect(search.find((p) => p.name === 'plz')!.required).toBe(true);
  });

  it('documents the spec error shape for refusals, with the codes each answer can carry', () => {
    const error = resolved.components?.schemas?.Error as OpenAPIV3_1.SchemaObject;
    expect(error.required).toEqual(['errors', 'referenceId']);
    for (const key of CALL_KEYS) {
      const responses = operationOf(resolved, key).responses ?? {};
      const bad = responses['400'] as OpenAPIV3_1.ResponseObject | undefined;
      const schema = bad?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
      expect(schema.allOf?.[0], key).toEqual(error);
      expect(codesOf(bad!), key).toContain('WP003');
      expect(bad!.description, key).toContain('WP003 ungültiger Input');
    }
  });

  it('lists each refusal a route declares with its code and the text the server sends', () => {
    const booking = operationOf(resolved, 'bookingLookup').responses ?? {};
    const unknown = booking['401'] as OpenAPIV3_1.ResponseObject;
    expect(codesOf(unknown)).toEqual(['WP042', 'WP005']);
    expect(unknown.description).toContain(`WP042 ${refuse.unknownCode.text}`);
    const removed = booking['410'] as OpenAPIV3_1.ResponseObject;
    expect(removed.description).toBe(`WP068 ${refuse.practiceRemoved.text}`);
  });
});

describe('the OpenAPI document, exact for other tools (issue #26 part 5)', () => {
  it('puts every operation in exactly one group of the top-level tags list, and lists no empty group', () => {
    const listed = (served.tags ?? []).map((tag) => tag.name);
    const used = new Set<string>();
    for (const { path, op } of operations(served)) {
      expect(op.tags, path).toHaveLength(1);
      expect(listed, path).toContain(op.tags![0]);
      used.add(op.tags![0]!);
    }
    expect([...used].sort()).toEqual([...listed].sort());
  });

  it('writes digits as [0-9]: other tools read \\d as any Unicode digit', () => {
    const patterns = JSON.stringify(served).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => pattern.includes('\\\\d'))).toEqual([]);
  });

  it('requires path ids of at least one character', () => {
    for (const { path, op } of operations(resolved)) {
      for (const parameter of (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        if (parameter.in !== 'path') continue;
        expect((parameter.schema as OpenAPIV3_1.SchemaObject).minLength, path).toBe(1);
      }
    }
  });

  it('declares Retry-After on every 429 and 503, and the application type on version', () => {
    for (const { path, op } of operations(resolved)) {
      for (const status of ['429', '503']) {
        const answer = op.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
        expect(answer?.headers?.['Retry-After'], `${path} ${status}`).toBeDefined();
      }
    }
    const version = operationOf(resolved, 'version').responses?.[
      '200'
    ] as OpenAPIV3_1.ResponseObject;
    expect(version.headers?.[APPLICATION_TYPE_HEADER]).toBeDefined();
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

describe('the contract check (test/contract.ts) on refusals (issue #26 part 1)', () => {
  it('fails an answer whose code the route does not declare', async () => {
    const url = `${API_BASE_PATH}ortsname/abrufen?plz=99999`;
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.json().errors[0].code).toBe('WP030');
    expect(() => checkAnswer(served as never, { method: 'GET', url }, res)).not.toThrow();
    // The same document as if the route declared another 404 than refuse.noPlaceForPostcode.
    const without = structuredClone(served);
    const get = without.paths![`${API_BASE_PATH}ortsname/abrufen`]!.get!;
    const answer = get.responses!['404'] as OpenAPIV3_1.ResponseObject;
    expect(codesOf(answer)).toEqual(['WP030']);
    codesOf(answer).splice(0, 1, 'WP069');
    expect(() => checkAnswer(without as never, { method: 'GET', url }, res)).toThrow(
      /body does not match openapi.json/,
    );
  });
});
