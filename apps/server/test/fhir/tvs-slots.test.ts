// The TVS dialect's Terminslots over real HTTP, in XML and JSON (docs/fhir.md "TVS
// interactions"): Slot batch (creates with one bad entry, deletes with a booked slot: per-entry
// answers in order, entry.id copied back), $slotstatus_aktualisieren free → busy → free and on a
// booked slot (409 PX007), keyset paging that loses and repeats nothing while slots are created
// between pages, and "Terminbuchungen abrufen" with its included resources.
import type { Appointment, Bundle, Patient, Schedule, Slot } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, auth, bookingBody, insertCode } from '../fixtures/booking.ts';
import {
  berlinDate,
  scheduleBody,
  slotBody,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';
import { FORMATS, included, matches, tvsClient, type Format } from './tvs-helper.ts';

const form = 'application/x-www-form-urlencoded';
let server: FhirServer;
let practice: FhirPractice;
let call: ReturnType<typeof tvsClient>;
let scheduleId: string;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
  call = tvsClient(server, practice);
  const created = await call('POST', '/Schedule', 'json', scheduleBody());
  scheduleId = created.resource!.id!;
}, 180_000);
afterAll(() => server.close());

function batch(entries: object[]) {
  return { resourceType: 'Bundle', type: 'batch', entry: entries };
}

const createEntry = (id: string, start: string, end: string) => ({
  id,
  resource: slotBody(scheduleId, start, end),
  request: { method: 'POST', url: 'Slot' },
});

async function createSlots(format: Format, day: number, times: string[]): Promise<string[]> {
  const answer = await call(
    'POST',
    '/Slot/batch',
    format,
    batch(
      times.map((t, i) =>
        createEntry(`e${i}`, utcInstant(day, t), utcInstant(day, `${t.slice(0, 3)}50`)),
      ),
    ),
  );
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return (answer.resource as Bundle).entry!.map((e) => e.response!.location!.replace('Slot/', ''));
}

async function book(slotId: string) {
  const code = await insertCode(server.ctx.db);
  const res = await fetch(`${server.origin}${API}/buchung`, {
    method: 'POST',
    headers: { ...auth(code), 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(slotId)),
  });
  expect(res.status).toBe(204);
}

describe('Slot batch', () => {
  it('creates each entry on its own: one bad entry fails alone, in order, ids copied back', async () => {
    for (const [format, day] of [
      ['xml', 4],
      ['json', 5],
    ] as const) {
      const answer = await call(
        'POST',
        '/Slot/batch',
        format,
        batch([
          createEntry('a', utcInstant(day, '07:00'), utcInstant(day, '07:20')),
          createEntry('b', utcInstant(day, '07:30'), utcInstant(day, '07:20')),
          createEntry('c', utcInstant(day, '07:40'), utcInstant(day, '08:00')),
        ]),
      );
      expect(answer.status).toBe(200);
      const bundle = answer.resource as Bundle;
      expect(bundle.type).toBe('batch-response');
      expect(bundle.entry!.map((e) => [e.id, e.response!.status])).toEqual([
        ['a', '201 Created'],
        ['b', '400 Bad Request'],
        ['c', '201 Created'],
      ]);
      expect(bundle.entry![1]!.response!.outcome).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ expression: ['Bundle.entry[1].resource.end'] }],
      });
      const read = await call('GET', `/${bundle.entry![2]!.response!.location!}`, format);
      expect((read.resource as Slot).status).toBe('free');
    }
  });

  it('deletes each entry on its own: a booked slot answers 409 in its entry', async () => {
    for (const [format, day] of [
      ['xml', 6],
      ['json', 7],
    ] as const) {
      const [free, booked] = await createSlots(format, day, ['07:00', '08:00']);
      await book(booked!);
      const answer = await call(
        'POST',
        '/Slot/batch',
        format,
        batch([
          { id: 'x', request: { method: 'DELETE', url: `Slot/${booked}` } },
          { id: 'y', request: { method: 'DELETE', url: `Slot/${free}` } },
        ]),
      );
      const entries = (answer.resource as Bundle).entry!;
      expect(entries.map((e) => [e.id, e.response!.status])).toEqual([
        ['x', '409 Conflict'],
        ['y', '204 No Content'],
      ]);
      expect(JSON.stringify(entries[0]!.response!.outcome)).toContain('PX007');
      expect((await call('GET', `/Slot/${free}`, format)).status).toBe(404);
      expect(((await call('GET', `/Slot/${booked}`, format)).resource as Slot).status).toBe('busy');
    }
  });

  it('refuses mixed batches and other kinds, and the same batch works at the base', async () => {
    const mixed = batch([
      createEntry('a', utcInstant(8, '07:00'), utcInstant(8, '07:20')),
      { request: { method: 'DELETE', url: 'Slot/1' } },
    ]);
    expect((await call('POST', '/Slot/batch', 'json', mixed)).status).toBe(422);
    const atBase = await call(
      'POST',
      '/',
      'xml',
      batch([createEntry('z', utcInstant(8, '09:00'), utcInstant(8, '09:20'))]),
    );
    expect((atBase.resource as Bundle).entry![0]!.response!.status).toBe('201 Created');
    const transaction = await call('POST', '/Slot/batch', 'json', {
      ...mixed,
      type: 'transaction',
    });
    expect(transaction.status).toBe(422);
  });
});

describe('$slotstatus_aktualisieren', () => {
  const parameters = (status: string) => ({
    resourceType: 'Parameters',
    parameter: [{ name: 'status', valueCode: status }],
  });

  it('free → busy → free → busy-unavailable → free, 200 without a body', async () => {
    for (const [format, day] of [
      ['xml', 9],
      ['json', 10],
    ] as const) {
      const [id] = await createSlots(format, day, ['07:00']);
      const path = `/Slot/${id}/$slotstatus_aktualisieren`;
      for (const [status, reads] of [
        ['busy', 'busy-unavailable'],
        ['free', 'free'],
        ['busy-unavailable', 'busy-unavailable'],
        ['free', 'free'],
      ] as const) {
        const answer = await call('POST', path, format, parameters(status));
        expect(answer.status, answer.text).toBe(200);
        expect(answer.text).toBe('');
        expect(((await call('GET', `/Slot/${id}`, format)).resource as Slot).status).toBe(reads);
      }
      const bad = await call('POST', path, format, parameters('booked'));
      expect(bad.status).toBe(400);
    }
  });

  it('refuses a booked slot with 409 PX007', async () => {
    for (const format of FORMATS) {
      const [id] = await createSlots(format, format === 'xml' ? 11 : 12, ['07:00']);
      await book(id!);
      const answer = await call(
        'POST',
        `/Slot/${id}/$slotstatus_aktualisieren`,
        format,
        parameters('free'),
      );
      expect(answer.status).toBe(409);
      expect(answer.text).toContain('PX007');
    }
  });
});

describe('paging while the total changes', () => {
  it('a next link resumes after the last slot seen: nothing lost, nothing repeated', async () => {
    const day = 14;
    const first = await createSlots('json', day, ['08:00', '09:00', '10:00', '11:00', '12:00']);
    const range = `start=ge${berlinDate(day)}&start=lt${berlinDate(day + 1)}`;
    for (const format of FORMATS) {
      const page1 = await call('POST', '/Slot/_search', format, `${range}&_count=2`, form);
      const seen = matches<Slot>(page1.resource).map((s) => s.id!);
      expect((page1.resource as Bundle).total).toBeGreaterThanOrEqual(5);
      // Between the pages: a slot before the ones seen (would shift an offset) and one after.
      await createSlots('json', day, [format === 'xml' ? '06:00' : '05:00']);
      await createSlots('json', day, [format === 'xml' ? '13:00' : '14:00']);
      let next = (page1.resource as Bundle).link!.find((l) => l.relation === 'next')?.url;
      while (next) {
        expect(next.startsWith(server.fhirBase)).toBe(true);
        const page = await call('GET', next.slice(server.fhirBase.length), format);
        seen.push(...matches<Slot>(page.resource).map((s) => s.id!));
        next = (page.resource as Bundle).link!.find((l) => l.relation === 'next')?.url;
      }
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of first) expect(seen).toContain(id);
    }
    // The guide's page parameter and an empty result.
    const page2 = await call('POST', '/Slot/_search', 'json', `${range}&_count=2&page=2`, form);
    expect(matches(page2.resource)).toHaveLength(2);
    const none = await call(
      'GET',
      `/Slot?start=ge${berlinDate(30)}&start=lt${berlinDate(31)}`,
      'xml',
    );
    expect(none.status).toBe(200);
    expect((none.resource as Bundle).total).toBe(0);
    const forged = await call('GET', `/Slot?${range}&_cursor=abc!`, 'json');
    expect(forged.status).toBe(400);
  });
});

describe('Terminbuchungen abrufen', () => {
  it('answers the Appointments with Slot, Schedule, roles, Organization and Patient included', async () => {
    const [id] = await createSlots('json', 16, ['07:00']);
    await book(id!);
    for (const format of FORMATS) {
      const answer = await call(
        'POST',
        '/Appointment/_search',
        format,
        `date=ge${berlinDate(16)}&date=lt${berlinDate(17)}&bsnr=${practice.bsnr}`,
        form,
      );
      const [appointment] = matches<Appointment>(answer.resource);
      expect(appointment).toMatchObject({
        slot: [{ reference: `Slot/${id}` }],
        participant: [
          { actor: { reference: expect.stringMatching(/^Patient\/buchung-/) } },
          { actor: { reference: `PractitionerRole/${practice.bsnr}` } },
        ],
        _priority: {
          extension: [{ valueCoding: { system: 'http://snomed.info/sct', code: '103391001' } }],
        },
      });
      expect(appointment!.contained).toBeUndefined();
      const types = included(answer.resource).map((r) => `${r.resourceType}/${r.id}`);
      expect(types.sort()).toEqual(
        [
          `Slot/${id}`,
          `Schedule/${scheduleId}`,
          `PractitionerRole/${practice.bsnr}`,
          `Organization/${practice.bsnr}`,
          appointment!.participant[0]!.actor!.reference!,
        ].sort(),
      );
      const patient = included(answer.resource).find(
        (r) => r.resourceType === 'Patient',
      ) as Patient;
      expect(Object.keys(patient).sort()).toEqual(
        ['birthDate', 'id', 'identifier', 'meta', 'name', 'resourceType'].sort(),
      );
      const schedule = included(answer.resource).find(
        (r) => r.resourceType === 'Schedule',
      ) as Schedule;
      expect(schedule.id).toBe(scheduleId);
    }
  });
});
