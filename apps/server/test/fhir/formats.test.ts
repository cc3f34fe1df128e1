// Content negotiation of /fhir/R4 (docs/fhir.md "Formats"): bodies by Content-Type, answers by
// _format, else Accept with q-values, else the body's format, else JSON — for resources, Bundles,
// /metadata and every refusal (404, 405, 401, 406, 413, 415, load shedding's 503).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite, type Db } from '../../src/db/client.ts';
import { answerFormatOf } from '../../src/routes/fhir/format/negotiate.ts';
import { TEST_JWT_SECRET } from '../helper.ts';
import {
  scheduleBody,
  startFhirServer,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

describe('the negotiation rule', () => {
  const format = (accept?: string, formatParameter: string[] = [], contentType?: string) =>
    answerFormatOf({ accept, formatParameter, contentType });

  it('_format first, in its short and media-type forms (an unescaped + arrives as a space)', () => {
    for (const value of ['xml', 'application/fhir+xml', 'application/fhir xml', 'text/xml']) {
      expect(format('application/fhir+json', [value])).toBe('xml');
    }
    for (const value of ['json', 'application/json', 'application/fhir+json']) {
      expect(format('application/fhir+xml', [value])).toBe('json');
    }
    expect(format(undefined, ['html'])).toBeNull();
    expect(format(undefined, ['xml', 'json'])).toBeNull();
  });

  it('then Accept with q-values; wildcards and no Accept follow the body, else JSON', () => {
    expect(format('application/fhir+xml')).toBe('xml');
    expect(format('application/xml;q=0.9, application/fhir+json;q=0.8')).toBe('xml');
    expect(format('application/fhir+xml;q=0.5, application/json')).toBe('json');
    expect(format('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe('xml');
    expect(format('*/*')).toBe('json');
    expect(format('*/*', [], 'application/fhir+xml')).toBe('xml');
    expect(format(undefined, [], 'text/xml; charset=utf-8')).toBe('xml');
    expect(format(undefined)).toBe('json');
    expect(format('application/fhir+json, application/fhir+xml')).toBe('json');
    expect(format('application/fhir+xml, application/fhir+json')).toBe('xml');
    expect(format('*/*, application/json;q=0')).toBe('xml');
    expect(format('text/html')).toBeNull();
    expect(format('application/fhir+xml;q=0')).toBeNull();
  });
});

let server: FhirServer;
let practice: FhirPractice;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
}, 180_000);
afterAll(() => server.close());

async function call(options: InjectOptions, token = practice.token) {
  const path = options.url as string;
  return server.ctx.app.inject({
    ...options,
    url: `/fhir/R4${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
  });
}

const XML = /^application\/fhir\+xml; charset=utf-8$/;
const JSON_TYPE = /^application\/fhir\+json; charset=utf-8$/;

/** The code of an OperationOutcome in XML, read as a client would (a regular expression). */
function xmlCode(body: string): string | undefined {
  expect(body).toMatch(/^<\?xml[^>]*\?><OperationOutcome xmlns="http:\/\/hl7.org\/fhir">/);
  return /<code value="(FH\d{3}|[A-Z]+\d*)"\/>/.exec(body)?.[1];
}

describe('answers', () => {
  it('a resource in the format asked for, by _format, Accept or the body', async () => {
    const created = await call({
      method: 'POST',
      url: '/Schedule',
      headers: { 'content-type': 'application/fhir+json', accept: 'application/fhir+xml' },
      payload: JSON.stringify(scheduleBody()),
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(XML);
    const id = /<id value="([^"]+)"\/>/.exec(created.body)![1]!;

    const read = (headers: Record<string, string>, query = '') =>
      call({ method: 'GET', url: `/Schedule/${id}${query}`, headers });
    expect((await read({})).headers['content-type']).toMatch(JSON_TYPE);
    expect((await read({ accept: 'application/xml' })).headers['content-type']).toMatch(XML);
    expect((await read({ accept: 'application/fhir+xml' }, '?_format=json')).json()).toMatchObject({
      resourceType: 'Schedule',
      id,
    });
    const xml = await read({}, '?_format=application/fhir%2Bxml');
    expect(xml.headers['content-type']).toMatch(XML);
    expect(xml.body).toContain('<Schedule xmlns="http://hl7.org/fhir"><id value=');

    // A search Bundle; the metadata without a token.
    const bundle = await call({ method: 'GET', url: '/Schedule?_format=xml' });
    expect(bundle.body).toMatch(
      /<Bundle xmlns="http:\/\/hl7.org\/fhir">.*<type value="searchset"\/>/,
    );
    const metadata = await call(
      { method: 'GET', url: '/metadata', headers: { accept: 'text/xml' } },
      '',
    );
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain('<format value="application/fhir+xml"/>');
  });

  it('refuses an unsupported Accept or _format with 406 FH015, a body type with 415 FH013', async () => {
    const html = await call({ method: 'GET', url: '/Slot', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(406);
    expect(html.json().issue[0].details.coding[0].code).toBe('FH015');
    const withXmlBody = await call({
      method: 'POST',
      url: '/Slot?_format=html',
      headers: { 'content-type': 'application/fhir+xml' },
      payload: '<Slot xmlns="http://hl7.org/fhir"/>',
    });
    // A refusal of a request that negotiated nothing is written in the body's format.
    expect(withXmlBody.statusCode).toBe(406);
    expect(xmlCode(withXmlBody.body)).toBe('FH015');
    const yaml = await call({
      method: 'POST',
      url: '/Slot',
      headers: { 'content-type': 'application/yaml', accept: 'application/fhir+xml' },
      payload: 'resourceType: Slot',
    });
    expect(yaml.statusCode).toBe(415);
    expect(xmlCode(yaml.body)).toBe('FH013');
  });
});

describe('every refusal in the negotiated format', () => {
  it('404, 405, 401, 400, 413 and an undecodable URL, in XML', async () => {
    const accept = { accept: 'application/fhir+xml' };
    const cases: [InjectOptions, number, string, string?][] = [
      [{ method: 'GET', url: '/Observation', headers: accept }, 404, 'FH004'],
      [{ method: 'GET', url: '/Slot/1/_history', headers: accept }, 404, 'FH005'],
      [{ method: 'POST', url: '/Appointment', headers: accept }, 405, 'FH006'],
      [{ method: 'GET', url: '/Slot', headers: accept }, 401, 'FH001', ''],
      [{ method: 'GET', url: '/Slot?zz=1', headers: accept }, 400, 'FH008'],
      [{ method: 'GET', url: '/Slot/%E0%A4%A', headers: accept }, 400, 'FH007'],
      [
        {
          method: 'POST',
          url: '/Schedule',
          headers: { 'content-type': 'application/fhir+xml' },
          payload: `<Schedule xmlns="http://hl7.org/fhir"><comment value="${'x'.repeat(70_000)}"/></Schedule>`,
        },
        413,
        'FH014',
      ],
      [
        {
          method: 'POST',
          url: '/Schedule',
          headers: { 'content-type': 'application/fhir+xml' },
          payload: '<Schedule xmlns="http://hl7.org/fhir"><active value="ja"/></Schedule>',
        },
        400,
        'FH012',
      ],
    ];
    for (const [options, status, code, token] of cases) {
      const res = await call(options, token ?? practice.token);
      expect(res.statusCode, `${options.method} ${options.url as string}`).toBe(status);
      expect(res.headers['content-type']).toMatch(XML);
      expect(xmlCode(res.body), res.body.slice(0, 300)).toBe(code);
    }
  });

  it("load shedding's 503, through Fastify and before it, in the format asked for", async () => {
    const db: Db = await openPglite();
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET }),
      db,
      jwtSecret: TEST_JWT_SECRET,
      loadShedding: { maxInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 },
    });
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      const get = (accept: string) => fetch(`${origin}/fhir/R4/metadata`, { headers: { accept } });
      // The first through Fastify (it sets the template), the next ones before it.
      for (const accept of ['application/fhir+xml', 'application/fhir+json', 'text/xml']) {
        const res = await get(accept);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        const body = await res.text();
        if (accept.includes('json')) {
          expect(res.headers.get('content-type')).toMatch(JSON_TYPE);
          expect(JSON.parse(body)).toMatchObject({
            resourceType: 'OperationOutcome',
            issue: [{ code: 'transient', details: { coding: [{ code: 'OVERLOADED' }] } }],
          });
        } else {
          expect(res.headers.get('content-type')).toMatch(XML);
          expect(xmlCode(body)).toBe('OVERLOADED');
        }
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
