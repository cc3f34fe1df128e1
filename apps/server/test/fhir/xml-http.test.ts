// FHIR XML over real HTTP (docs/fhir.md "Formats"): the practice's resources in XML and JSON are
// the same resources (round trips through the server: extensions, valueDuration, contained Patient,
// Bundles), every answer shape validates against the R4 schema in both formats (expectValidFhir),
// DTDs and entities are refused before anything is expanded or fetched, and deep bodies are
// refused cheaply for JSON, XML and the API (issue #22, finding 3.2).
import type { Bundle } from '@medplum/fhirtypes';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceFromXml, resourceToXml } from '../../src/routes/fhir/format/xml.ts';
import { API, auth, bookingBody, insertCode } from '../fixtures/booking.ts';
import { expectValidFhir } from './fhir-schema.ts';
import {
  berlinDate,
  scheduleBody,
  slotBody,
  slotBundle,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let practice: FhirPractice;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
}, 180_000);
afterAll(() => server.close());

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

async function fhir(
  method: string,
  path: string,
  options: { body?: string; type?: string; accept?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${server.fhirBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${practice.token}`,
      ...(options.type ? { 'content-type': options.type } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

/** GET in both formats: the XML reads back as exactly the JSON, and both are valid R4. */
async function bothFormats(path: string): Promise<unknown> {
  const json = await fhir('GET', path, { accept: 'application/fhir+json' });
  const xml = await fhir('GET', path, { accept: 'application/fhir+xml' });
  expect(json.status, json.body.slice(0, 300)).toBe(200);
  expect(xml.status).toBe(200);
  expect(xml.type).toMatch(/^application\/fhir\+xml/);
  const resource = JSON.parse(json.body) as Record<string, unknown>;
  // Bundles carry their own time stamps; the rest must match exactly.
  const withoutMeta = (r: Record<string, unknown>) => ({ ...r, meta: undefined });
  expect(withoutMeta(resourceFromXml(xml.body) as Record<string, unknown>)).toEqual(
    withoutMeta(resource),
  );
  expectValidFhir(json.body);
  expectValidFhir(xml.body);
  return resource;
}

function schemaOf(xmlOrJson: 'xml' | 'json', resource: object) {
  return xmlOrJson === 'xml'
    ? { body: resourceToXml(resource as never), type: 'application/fhir+xml' }
    : { body: JSON.stringify(resource), type: 'application/fhir+json' };
}

describe('an XML practice and its answers, valid R4 in both formats', () => {
  let scheduleId: string;
  let slotIds: string[];

  it('creates a Schedule in XML and gets XML back (extensions, valueDuration)', async () => {
    const created = await fhir('POST', '/Schedule', schemaOf('xml', scheduleBody()));
    expect(created.status, created.body.slice(0, 300)).toBe(201);
    expect(created.type).toMatch(/^application\/fhir\+xml/);
    expectValidFhir(created.body);
    const schedule = resourceFromXml(created.body) as { id: string; extension: unknown[] };
    scheduleId = schedule.id;
    expect(schedule.extension).toContainEqual({
      url: 'https://terminservice.example/fhir/StructureDefinition/terminprofil-dauer',
      valueDuration: { value: 20, unit: 'min', system: 'http://unitsofmeasure.org', code: 'min' },
    });
    await bothFormats(`/Schedule/${scheduleId}`);
  });

  it('publishes a transaction Bundle of Slots in XML; the response Bundle is valid R4', async () => {
    const starts = ['07:00', '07:20', '07:40'];
    const bundle = slotBundle(
      starts.map((s, i) =>
        slotBody(scheduleId, utcInstant(3, s), utcInstant(3, starts[i + 1] ?? '08:00')),
      ),
    );
    const answer = await fhir('POST', '/', schemaOf('xml', bundle));
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    expectValidFhir(answer.body);
    const response = resourceFromXml(answer.body) as Bundle;
    expect(response.type).toBe('transaction-response');
    slotIds = response.entry!.map((e) => /^Slot\/(\d+)$/.exec(e.response!.location!)![1]!);
    expect(slotIds).toHaveLength(3);
    await bothFormats(`/Slot/${slotIds[0]!}`);
    await bothFormats(`/Slot?schedule=Schedule/${scheduleId}&start=ge${berlinDate(3)}`);
  });

  it('an Appointment with its contained Patient, alone and in a searchset Bundle', async () => {
    const code = await insertCode(server.ctx.db);
    const booked = await fetch(`${server.origin}${API}/buchung`, {
      method: 'POST',
      headers: { ...auth(code), 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(slotIds[1]!)),
    });
    expect(booked.status).toBe(204);
    const search = (await bothFormats(`/Appointment?date=ge${berlinDate(0)}`)) as Bundle;
    const appointment = search.entry![0]!.resource!;
    // The search includes the Patient as a resource of its own; read alone, it is contained.
    expect(search.entry!.filter((e) => e.resource!.resourceType === 'Patient')).toHaveLength(1);
    const read = await bothFormats(`/Appointment/${appointment.id!}`);
    expect(read).toMatchObject({ contained: [{ resourceType: 'Patient' }] });
  });

  it('the CapabilityStatement and an OperationOutcome', async () => {
    await bothFormats('/metadata');
    for (const accept of ['application/fhir+json', 'application/fhir+xml']) {
      const refused = await fhir('GET', '/Slot?start=gestern', { accept });
      expect(refused.status).toBe(400);
      expectValidFhir(refused.body);
    }
  });
});

/** A server that counts what reaches it: an external entity or DTD must never be fetched. */
async function listener(): Promise<{ url: string; hits: () => number; close: () => void }> {
  let hits = 0;
  const http: Server = createServer((_req, res) => {
    hits += 1;
    res.end('<!ENTITY x "fetched">');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/evil.dtd`, hits: () => hits, close: () => http.close() };
}

describe('DTDs and entities are refused, nothing expanded or fetched (FH025)', () => {
  it('billion laughs, file:// and http:// entities, a DOCTYPE: 400 in a few milliseconds', async () => {
    const trap = await listener();
    try {
      const laughs = Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
      ).join('');
      const bodies = [
        `<?xml version="1.0"?><!DOCTYPE Schedule [<!ENTITY l0 "lol">${laughs}]><Schedule xmlns="http://hl7.org/fhir"><comment value="&l9;"/></Schedule>`,
        `<?xml version="1.0"?><!DOCTYPE Schedule [<!ENTITY x SYSTEM "file:///etc/passwd">]><Schedule xmlns="http://hl7.org/fhir"><comment value="&x;"/></Schedule>`,
        `<?xml version="1.0"?><!DOCTYPE Schedule [<!ENTITY x SYSTEM "${trap.url}">]><Schedule xmlns="http://hl7.org/fhir"><comment value="&x;"/></Schedule>`,
        `<?xml version="1.0"?><!DOCTYPE Schedule SYSTEM "${trap.url}"><Schedule xmlns="http://hl7.org/fhir"/>`,
        `<Schedule xmlns="http://hl7.org/fhir"><comment value="&x;"/></Schedule>`,
      ];
      for (const body of bodies) {
        const start = performance.now();
        const answer = await fhir('POST', '/Schedule', { body, type: 'application/fhir+xml' });
        const ms = performance.now() - start;
        expect(answer.status).toBe(400);
        expect(answer.type).toMatch(/^application\/fhir\+xml/);
        expect(answer.body).toContain('<code value="FH025"/>');
        expect(answer.body).not.toMatch(/lollol|root:|fetched/);
        expect(ms).toBeLessThan(1000);
      }
      expect(trap.hits()).toBe(0);
      // Nothing was created either.
      const list = await fhir('GET', '/Schedule?_format=json');
      expect(JSON.stringify(JSON.parse(list.body))).not.toMatch(/lol|root:|fetched/);
    } finally {
      trap.close();
    }
  });
});

describe('deep bodies are refused before parsing (FH026, finding 3.2)', () => {
  const mib = 1024 * 1024;
  /** Median time of five refusals: the scan, not the network, should decide it. */
  async function refusal(body: string, type: string, path = '/'): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const answer = await fhir('POST', path, { body, type });
      times.push(performance.now() - start);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('FH026');
    }
    return times.sort((a, b) => a - b)[2]!;
  }

  it('1 MiB of [[[[ or of nested XML to POST /fhir/R4 is refused in milliseconds', async () => {
    const open = await refusal('['.repeat(mib - 16), 'application/fhir+json');
    const balanced = await refusal(
      '['.repeat(mib / 2 - 8) + ']'.repeat(mib / 2 - 8),
      'application/json',
    );
    const xml = await refusal(
      `<Bundle xmlns="http://hl7.org/fhir">${'<entry>'.repeat(mib / 16)}${'</entry>'.repeat(mib / 16)}</Bundle>`,
      'application/fhir+xml',
    );
    console.log(
      `refusal of 1 MiB: [[[[ ${open.toFixed(1)} ms, [[…]] ${balanced.toFixed(1)} ms, XML ${xml.toFixed(1)} ms`,
    );
    // Before the scan: about 100–360 ms ([[[[) and 750–1,250 ms ([[…]]) each, here, over inject.
    // A loose bound against the old cost, not a benchmark (a busy machine is slower).
    expect(Math.max(open, balanced, xml)).toBeLessThan(500);
  });

  it('the API refuses deep JSON the same way (400 WP003)', async () => {
    const res = await fetch(`${server.origin}${API}/termincheck/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '['.repeat(30_000) + ']'.repeat(30_000),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('WP003');
  });
});
