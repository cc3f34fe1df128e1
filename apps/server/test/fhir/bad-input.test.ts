// Bad input never makes a 500 (docs/fhir.md "Errors"): malformed JSON, wrong resource types,
// unknown types and methods, invalid ids, bad search parameters, wrong content types, oversized
// bodies — and random bodies and queries from fast-check — each get a 4xx OperationOutcome.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scheduleBody,
  slotBody,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let practice: FhirPractice;
let scheduleId: string;
let slotId: string;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
  scheduleId = (
    (await practice.client.create({ resourceType: 'Schedule', body: scheduleBody() })) as {
      id: string;
    }
  ).id;
  slotId = (
    (await practice.client.create({
      resourceType: 'Slot',
      body: slotBody(scheduleId, utcInstant(4, '08:00'), utcInstant(4, '08:20')),
    })) as { id: string }
  ).id;
}, 180_000);
afterAll(() => server.close());

async function call(options: InjectOptions & { type?: string }) {
  const { type, ...rest } = options;
  const res = await server.ctx.app.inject({
    ...rest,
    url: `/fhir/R4${rest.url as string}`,
    headers: {
      authorization: `Bearer ${practice.token}`,
      ...(rest.payload !== undefined ? { 'content-type': type ?? 'application/fhir+json' } : {}),
      ...(rest.headers ?? {}),
    },
  });
  return res;
}

/** A 4xx with an OperationOutcome in application/fhir+json, whatever was sent. */
function expectRefusal(res: Awaited<ReturnType<typeof call>>, what: string, status?: number) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, what).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const body = res.json();
  expect(body.resourceType, what).toBe('OperationOutcome');
  expect(body.issue[0].severity).toBe('error');
  expect(body.issue[0].details.text).toEqual(expect.any(String));
}

describe('hand-picked bad requests', () => {
  it('malformed bodies, wrong types and content types', async () => {
    const cases: [string, InjectOptions & { type?: string }, number][] = [
      [
        'malformed JSON',
        { method: 'POST', url: '/Slot', payload: '{"resourceType": "Slot",' },
        400,
      ],
      ['empty body', { method: 'POST', url: '/Schedule', payload: '' }, 400],
      ['array body', { method: 'POST', url: '/Schedule', payload: '[]' }, 400],
      ['null body', { method: 'POST', url: '/Slot', payload: 'null' }, 400],
      [
        'wrong resourceType',
        { method: 'POST', url: '/Slot', payload: JSON.stringify(scheduleBody()) },
        400,
      ],
      ['text/plain', { method: 'POST', url: '/Slot', payload: 'hallo', type: 'text/plain' }, 415],
      [
        'yaml',
        { method: 'POST', url: '/Slot', payload: 'resourceType: Slot', type: 'application/yaml' },
        415,
      ],
      ['_format=html', { method: 'GET', url: '/Slot?_format=html' }, 406],
      [
        'prototype poisoning',
        { method: 'POST', url: '/Schedule', payload: '{"__proto__": {"x": 1}}' },
        400,
      ],
      [
        'NUL in a string',
        {
          method: 'POST',
          url: '/Schedule',
          payload: JSON.stringify(scheduleBody({ comment: 'a\u0000b' })),
        },
        400,
      ],
      [
        'too large',
        {
          method: 'POST',
          url: '/Schedule',
          payload: JSON.stringify({ resourceType: 'Schedule', comment: 'x'.repeat(70_000) }),
        },
        413,
      ],
      [
        'bundle too large',
        {
          method: 'POST',
          url: '/',
          payload: JSON.stringify({
            resourceType: 'Bundle',
            type: 'transaction',
            entry: [{ x: 'y'.repeat(1_100_000) }],
          }),
        },
        413,
      ],
      [
        'id mismatch',
        {
          method: 'PUT',
          url: `/Slot/${'1'}`,
          payload: JSON.stringify({
            ...slotBody('x', utcInstant(4, '08:00'), utcInstant(4, '08:20')),
            id: '2',
          }),
        },
        400,
      ],
      [
        'slot end before start',
        {
          method: 'POST',
          url: '/Slot',
          payload: JSON.stringify(slotBody('x', utcInstant(4, '09:00'), utcInstant(4, '08:00'))),
        },
        400,
      ],
      [
        'slot without zone',
        {
          method: 'POST',
          url: '/Slot',
          payload: JSON.stringify(slotBody('x', '2026-12-01T08:00:00', '2026-12-01T08:20:00')),
        },
        400,
      ],
      [
        'slot on 31 February',
        {
          method: 'POST',
          url: '/Slot',
          payload: JSON.stringify(slotBody('x', '2027-02-31T08:00:00Z', '2027-02-31T08:20:00Z')),
        },
        400,
      ],
      [
        'slot with seconds',
        {
          method: 'POST',
          url: '/Slot',
          payload: JSON.stringify(
            slotBody('x', utcInstant(4, '08:00').replace(':00Z', ':30Z'), utcInstant(4, '08:20')),
          ),
        },
        400,
      ],
      [
        'schedule not a reference',
        {
          method: 'POST',
          url: '/Slot',
          payload: JSON.stringify({
            ...slotBody('x', utcInstant(4, '08:00'), utcInstant(4, '08:20')),
            schedule: { reference: 'Practitioner/1' },
          }),
        },
        400,
      ],
      [
        'schedule without name',
        {
          method: 'POST',
          url: '/Schedule',
          payload: JSON.stringify(scheduleBody({ extension: [] })),
        },
        400,
      ],
      [
        'schedule with unknown Leistungsmerkmal',
        {
          method: 'POST',
          url: '/Schedule',
          payload: JSON.stringify(
            scheduleBody({
              specialty: [
                {
                  coding: [
                    {
                      system: 'https://terminservice.example/fhir/CodeSystem/leistungsmerkmal',
                      code: 'ZZZ9',
                    },
                  ],
                },
              ],
            }),
          ),
        },
        422,
      ],
      [
        'schedule of another BSNR',
        {
          method: 'POST',
          url: '/Schedule',
          payload: JSON.stringify(
            scheduleBody({
              actor: [
                {
                  identifier: {
                    system: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_BSNR',
                    value: '710000000',
                  },
                },
              ],
            }),
          ),
        },
        422,
      ],
      [
        'patch not an array',
        {
          method: 'PATCH',
          url: `/Slot/${'1'}`,
          payload: '{"op":"replace"}',
          type: 'application/json-patch+json',
        },
        422,
      ],
      [
        'patch remove',
        {
          method: 'PATCH',
          url: '/Slot/1',
          payload: '[{"op":"remove","path":"/status"}]',
          type: 'application/json-patch+json',
        },
        422,
      ],
      [
        'patch proto',
        {
          method: 'PATCH',
          url: '/Slot/1',
          payload: '[{"op":"add","path":"/__proto__/x","value":1}]',
          type: 'application/json-patch+json',
        },
        422,
      ],
      [
        'appointment booked→booked elsewhere',
        {
          method: 'PUT',
          url: '/Appointment/abc',
          payload:
            '{"resourceType":"Appointment","status":"cancelled","cancelationReason":{"text":"x"}}',
        },
        404,
      ],
      [
        'appointment without status',
        { method: 'PUT', url: '/Appointment/1', payload: '{"resourceType":"Appointment"}' },
        400,
      ],
    ];
    for (const [what, options, status] of cases) {
      // The patch cases need a real slot id to reach the patch.
      const url = (options.url as string).replace('/Slot/1', `/Slot/${slotId}`);
      expectRefusal(await call({ ...options, url }), what, status);
    }
  });

  it('invalid ids, unknown paths and methods, bad search parameters', async () => {
    const cases: [string, string, string, number][] = [
      ['letters as slot id', 'GET', '/Slot/abc', 404],
      ['huge slot id', 'GET', `/Slot/${'9'.repeat(30)}`, 404],
      ['zero slot id', 'DELETE', '/Slot/0', 404],
      ['dots as schedule id (the base after normalising)', 'GET', '/Schedule/..', 405],
      [
        'long schedule id (over the router’s parameter limit)',
        'GET',
        `/Schedule/${'a'.repeat(500)}`,
        400,
      ],
      ['encoded slash', 'GET', '/Slot/1%2F2', 404],
      ['bad encoding', 'GET', '/Slot/%E0%A4%A', 400],
      ['unknown type', 'GET', '/Observation', 404],
      ['unknown type lowercase', 'GET', '/slot', 404],
      ['history', 'GET', `/Slot/1/_history`, 404],
      ['method', 'POST', '/Appointment', 405],
      ['unknown parameter', 'GET', '/Slot?startdatum=2026-12-01', 400],
      ['bad date', 'GET', '/Slot?start=gestern', 400],
      ['bad prefix', 'GET', '/Slot?start=ap2026-12-01', 400],
      ['bad datetime', 'GET', '/Appointment?date=2026-12-01T25:00:00Z', 400],
      ['range too long', 'GET', '/Appointment?date=ge2026-01-01&date=lt2026-12-01', 400],
      ['bad status', 'GET', '/Slot?status=frei', 400],
      ['bad active', 'GET', '/Schedule?active=ja', 400],
      ['negative count', 'GET', '/Slot?_count=-1', 400],
      ['huge count', 'GET', '/Slot?_count=100000', 400],
      ['two counts', 'GET', '/Slot?_count=1&_count=2', 400],
      ['bad reference', 'GET', '/Slot?schedule=Practitioner/1', 400],
      ['bad slot reference', 'GET', '/Appointment?slot=Slot/a/b', 400],
      ['NUL in a query', 'GET', '/Slot?status=%00', 400],
    ];
    for (const [what, method, url, status] of cases) {
      expectRefusal(
        await call({
          method: method as 'GET',
          url,
          ...(method === 'POST' ? { payload: '{}' } : {}),
        }),
        what,
        status,
      );
    }
  });
});

describe('random input', () => {
  const targets: [string, string][] = [
    ['POST', '/Schedule'],
    ['POST', '/Slot'],
    ['POST', '/'],
    ['PUT', '/Schedule/x'],
    ['PUT', '/Slot/1'],
    ['PUT', '/Appointment/1'],
    ['PATCH', '/Slot/1'],
    ['PATCH', '/Appointment/1'],
  ];

  it(
    'random JSON bodies are refused with a 4xx OperationOutcome, never a 500',
    { timeout: 300_000 },
    async () => {
      const resourceLike = fc.record(
        {
          resourceType: fc.constantFrom('Schedule', 'Slot', 'Bundle', 'Appointment', 'Patient', ''),
          type: fc.constantFrom('transaction', 'batch'),
          status: fc.oneof(fc.constantFrom('free', 'busy', 'cancelled', 'booked'), fc.anything()),
          start: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.string(),
          ),
          end: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.string(),
          ),
          schedule: fc.oneof(fc.record({ reference: fc.string() }), fc.anything()),
          entry: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
          extension: fc.oneof(
            fc.array(fc.record({ url: fc.string(), valueString: fc.anything() }), { maxLength: 3 }),
            fc.anything(),
          ),
          cancelationReason: fc.anything(),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.oneof(
            fc.jsonValue(),
            resourceLike,
            fc.array(fc.record({ op: fc.string(), path: fc.string(), value: fc.anything() }), {
              maxLength: 3,
            }),
          ),
          async ([method, url], body) => {
            const res = await call({
              method: method as 'POST',
              url: url.replace('/Slot/1', `/Slot/${slotId}`),
              payload: JSON.stringify(body) ?? 'null',
              type: method === 'PATCH' ? 'application/json-patch+json' : undefined,
            });
            // A random body may happen to be valid (e.g. an empty transaction); never a 5xx.
            expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
            if (res.statusCode >= 400) expectRefusal(res, `${method} ${url}`);
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it(
    'random search parameters are answered or refused with a 4xx, never a 500',
    { timeout: 300_000 },
    async () => {
      const name = fc.constantFrom(
        'start',
        'status',
        'schedule',
        'date',
        'slot',
        'active',
        '_count',
        '_offset',
        '_format',
        'x',
      );
      const value = fc.oneof(
        fc.string(),
        fc
          .constantFrom('ge', 'lt', 'le', 'gt', 'eq', 'ne')
          .chain((p) => fc.date({ noInvalidDate: true }).map((d) => `${p}${d.toISOString()}`)),
        fc.integer().map(String),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('Slot', 'Appointment', 'Schedule'),
          fc.array(fc.tuple(name, value), { maxLength: 4 }),
          async (type, params) => {
            const query = new URLSearchParams(params).toString();
            const res = await call({ method: 'GET', url: `/${type}?${query}` });
            expect(res.statusCode, `${type}?${query}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) expectRefusal(res, `${type}?${query}`);
            else expect(res.json().resourceType).toBe('Bundle');
          },
        ),
        { numRuns: 150 },
      );
    },
  );
});
