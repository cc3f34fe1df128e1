// The server against its OpenAPI document (issue 16 "An API contract that partners can trust"):
// the calls documented without credentials answer without them, an invalid token gets 401 WP005
// everywhere, a method a path does not list gets 405 with Allow, a body must be a JSON object
// with only the documented fields, every documented request example passes the server's checks
// and its own schema, and a TSS caller with a wrong urgency is told what is wrong. Every answer
// here is also checked against the document by the test helper (contract.ts).
import {
  API_BASE_PATH,
  CALL_KEYS,
  CALLS,
  IDENTIFICATION_TOKEN_HEADER,
  type CallKey,
} from '@terminservice/domain/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_NOT_OBJECT_MESSAGE, UNKNOWN_FIELD_MESSAGE } from '../src/http/body-fields.ts';
import { openApiPath } from '../src/http/openapi.ts';
import { auth, insertCode, seedReference, staffHeaders } from './fixtures/booking.ts';
import { startTestApp, type TestContext } from './helper.ts';

type Json = Record<string, unknown>;
interface Operation {
  readonly operationId: CallKey;
  readonly parameters?: { in: string; name: string; example?: string | number; $ref?: string }[];
  readonly requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
}

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  doc = (await ctx.app.inject({ method: 'GET', url: `${API_BASE_PATH}openapi.json` })).json();
});
afterAll(() => ctx.close());

function operation(key: CallKey): Operation {
  return doc.paths[`${API_BASE_PATH}${openApiPath(CALLS[key].path)}`]![
    CALLS[key].method.toLowerCase()
  ]!;
}

/** The call's URL with the documented example of every query parameter. */
function exampleUrl(key: CallKey): string {
  const query = new URLSearchParams();
  for (const p of operation(key).parameters ?? []) {
    if (p.in === 'query' && p.example !== undefined) query.set(p.name, String(p.example));
  }
  const text = query.toString();
  // A path parameter (the desk's ids) gets an id of the right form.
  const path = CALLS[key].path.replace(/:[a-zA-Z]+/g, '1');
  return `${API_BASE_PATH}${path}${text ? `?${text}` : ''}`;
}

function exampleBody(key: CallKey): unknown {
  return operation(key).requestBody?.content['application/json']?.example;
}

describe('credentials as documented', () => {
  it.each([
    ['version', 200],
    ['status', 200],
    ['featureToggles', 200],
    ['qualifications', 200],
    ['placeName', 200],
    ['facilitySearch', 200],
  ] as const)('%s answers without code or token', async (key, status) => {
    const res = await ctx.app.inject({ method: 'GET', url: exampleUrl(key) });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('code/dringlichkeit with a code alone is refused (403 WP002), with a TSS token it works', async () => {
    const code = await insertCode(ctx.db);
    const url = exampleUrl('codeByUrgency');
    const withCode = await ctx.app.inject({ method: 'GET', url, headers: auth(code) });
    expect(withCode.statusCode).toBe(403);
    expect(withCode.json().errors[0].code).toBe('WP002');
    const withToken = await ctx.app.inject({
      method: 'GET',
      url,
      headers: await staffHeaders('TSS'),
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
  });

  it.each(CALL_KEYS)('%s refuses an invalid token with 401 WP005', async (key) => {
    const call = CALLS[key];
    const res = await ctx.app.inject({
      method: call.method,
      url: exampleUrl(key),
      headers: { [IDENTIFICATION_TOKEN_HEADER]: 'not-a-token' },
      ...(call.method === 'GET' ? {} : { payload: (exampleBody(key) as object) ?? {} }),
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().errors[0].code).toBe('WP005');
  });
});

describe('methods a path does not list', () => {
  it('get 405 with Allow, not 404', async () => {
    const version = await ctx.app.inject({ method: 'POST', url: `${API_BASE_PATH}version` });
    expect(version.statusCode).toBe(405);
    expect(version.headers.allow).toBe('GET, HEAD');
    expect(version.json().errors[0].code).toBe('METHOD_NOT_ALLOWED');
    const booking = await ctx.app.inject({ method: 'PUT', url: `${API_BASE_PATH}buchung?x=1` });
    expect(booking.statusCode).toBe(405);
    expect(booking.headers.allow).toBe('DELETE, GET, HEAD, PATCH, POST');
  });

  it('an unknown path is still 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE_PATH}gibt-es-nicht` });
    expect(res.statusCode).toBe(404);
  });
});

describe('request bodies', () => {
  const contact = `${API_BASE_PATH}contact`;
  const json = { 'content-type': 'application/json' };

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"text"'],
    ['a number', '1'],
  ])('refuses %s as not an object (WP003)', async (_name, payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: contact, headers: json, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'WP003', text: BODY_NOT_OBJECT_MESSAGE, field: 'body' },
    ]);
  });

  it('refuses fields the document does not name, at every level', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: contact,
      payload: { ...(exampleBody('contactForm') as object), emial: 'x@example.org' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'WP003', text: UNKNOWN_FIELD_MESSAGE, field: 'body.emial' },
    ]);
    const code = await insertCode(ctx.db);
    const booking = exampleBody('bookInPerson') as { contact: object };
    const nested = await ctx.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}buchung`,
      headers: auth(code),
      payload: { ...booking, contact: { ...booking.contact, titel: 'Dr.' } },
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json().errors).toContainEqual({
      code: 'WP003',
      text: UNKNOWN_FIELD_MESSAGE,
      field: 'body.contact.titel',
    });
  });
});

describe('request examples', () => {
  const ajv = addFormats(new Ajv2020({ strict: false }));

  it('every body example matches its documented schema', () => {
    for (const key of CALL_KEYS) {
      const media = operation(key).requestBody?.content['application/json'];
      if (!media) continue;
      const validate = ajv.compile(media.schema);
      expect(validate(media.example), `${key}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('every example passes the server checks (no WP003)', async () => {
    const code = await insertCode(ctx.db);
    const tss = await staffHeaders('TSS');
    for (const key of CALL_KEYS) {
      const call = CALLS[key];
      const res = await ctx.app.inject({
        method: call.method,
        url: exampleUrl(key),
        headers: {
          ...((operation(key) as { 'x-privileged'?: boolean })['x-privileged'] ? tss : auth(code)),
        },
        ...(call.method === 'GET' ? {} : { payload: (exampleBody(key) as object) ?? {} }),
      });
      const codes = res.statusCode === 400 ? res.json().errors.map((e: Json) => e.code) : [];
      expect(codes, `${key}: ${res.body}`).not.toContain('WP003');
    }
  });
});

describe('search urgency', () => {
  it('tells a TSS caller that the urgency is invalid, not that only the TSS may choose it', async () => {
    const code = await insertCode(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}search?plz=10115&dringlichkeit=SOFORT`,
      headers: { ...auth(code), ...(await staffHeaders('TSS')) },
    });
    expect(res.statusCode, res.body).toBe(400);
    const item = res.json().errors.find((e: Json) => e.field === 'query.dringlichkeit');
    expect(item.text).toMatch(/^Ungültige Dringlichkeit\. Erlaubt sind AKUT, .* oder leer\.$/);
  });

  it('still tells a patient that only the TSS may choose it', async () => {
    const code = await insertCode(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}search?plz=10115&dringlichkeit=AKUT`,
      headers: auth(code),
    });
    expect(res.statusCode, res.body).toBe(400);
    const item = res.json().errors.find((e: Json) => e.field === 'query.dringlichkeit');
    expect(item.text).toBe(
      'Die Dringlichkeit kann nur von der Terminservicestelle gewählt werden.',
    );
  });
});
