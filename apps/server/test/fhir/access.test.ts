// Who may use the FHIR interface and what it says it offers (docs/fhir.md "Authentication",
// "Capabilities"): only a practice's SURGERY token; another practice's resources are 404 exactly
// like missing ones; the CapabilityStatement lists exactly what the routes do.
import type { CapabilityStatement, Schedule } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/auth/tokens.ts';
import { TEST_JWT_SECRET } from '../helper.ts';
import {
  failure,
  fhirClient,
  practiceToken,
  scheduleBody,
  slotBody,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let mine: FhirPractice;
let theirs: FhirPractice;

beforeAll(async () => {
  server = await startFhirServer();
  mine = await server.practice();
  theirs = await server.practice();
}, 180_000);
afterAll(() => server.close());

async function raw(
  method: string,
  path: string,
  init: { token?: string; body?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = init.type ?? 'application/fhir+json';
  const res = await fetch(`${server.fhirBase}${path}`, { method, headers, body: init.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe('authentication', () => {
  it('401 without a token, with a broken or an expired one, and WWW-Authenticate: Bearer', async () => {
    const expired = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'SURGERY', subject: mine.bsnr },
      60,
      new Date(Date.now() - 3_600_000),
    );
    for (const token of [undefined, 'not-a-jwt', expired]) {
      const res = await raw('GET', '/Slot', { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      expect(res.body).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'login' }],
      });
    }
    const noClient = await failure(
      fhirClient(server.fhirBase).search({ resourceType: 'Schedule' }),
    );
    expect(noClient.status).toBe(401);
  });

  it('403 for a staff token and for a BSNR that is not in the register', async () => {
    const staff = await raw('GET', '/Schedule', { token: await practiceToken(mine.bsnr, 'TSS') });
    expect(staff.status).toBe(403);
    const unknown = await raw('GET', '/Schedule', { token: await practiceToken('729999999') });
    expect(unknown.status).toBe(403);
    expect(unknown.body.issue[0].details.coding[0].code).toBe('PX001');
  });
});

describe('another practice’s resources', () => {
  it('are 404 like missing ones, for read, update, delete and searches', async () => {
    const schedule = (await theirs.client.create({
      resourceType: 'Schedule',
      body: scheduleBody(),
    })) as Schedule;
    const slot = (await theirs.client.create({
      resourceType: 'Slot',
      body: slotBody(schedule.id!, utcInstant(5, '09:00'), utcInstant(5, '09:20')),
    })) as { id: string };
    const missing = await failure(mine.client.read({ resourceType: 'Slot', id: '999999999' }));
    expect(missing.status).toBe(404);
    const { actor: _actor, ...foreignSchedule } = schedule;
    const calls = [
      () => mine.client.read({ resourceType: 'Schedule', id: schedule.id! }),
      () => mine.client.read({ resourceType: 'Slot', id: slot.id }),
      () => mine.client.delete({ resourceType: 'Slot', id: slot.id }),
      () => mine.client.delete({ resourceType: 'Schedule', id: schedule.id! }),
      () =>
        mine.client.update({ resourceType: 'Schedule', id: schedule.id!, body: foreignSchedule }),
      () =>
        mine.client.patch({
          resourceType: 'Slot',
          id: slot.id,
          jsonPatch: [{ op: 'replace', path: '/status', value: 'busy-unavailable' }],
        }),
      () =>
        mine.client.create({
          resourceType: 'Slot',
          body: slotBody(schedule.id!, utcInstant(6, '09:00'), utcInstant(6, '09:20')),
        }),
    ];
    for (const call of calls) {
      const refused = await failure(call());
      expect(refused.status).toBe(404);
      expect(refused.data.issue[0].code).toBe('not-found');
    }
    const searched = (await mine.client.search({
      resourceType: 'Slot',
      searchParams: { schedule: `Schedule/${schedule.id}` },
    })) as { total: number };
    expect(searched.total).toBe(0);
    const appointment = await failure(mine.client.read({ resourceType: 'Appointment', id: '1' }));
    expect(appointment.status).toBe(404);
    // Untouched: still free for its own practice.
    expect(
      ((await theirs.client.read({ resourceType: 'Slot', id: slot.id })) as { status: string })
        .status,
    ).toBe('free');
  });
});

describe('the CapabilityStatement', () => {
  it('is public and lists exactly the interactions the routes answer', async () => {
    const res = await raw('GET', '/metadata');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const statement = res.body as CapabilityStatement;
    expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
    const rest = statement.rest![0]!;
    expect(rest.interaction?.map((i) => i.code)).toEqual(['transaction', 'batch']);
    const listed = new Map(
      rest.resource!.map((r) => [r.type, new Set(r.interaction!.map((i) => i.code))]),
    );
    expect([...listed.keys()].sort()).toEqual([
      'Appointment',
      'Organization',
      'Practitioner',
      'PractitionerRole',
      'Provenance',
      'Schedule',
      'Slot',
    ]);
    // Every resource names the guide's profile.
    for (const resource of rest.resource!) {
      expect(resource.supportedProfile?.[0], resource.type).toMatch(
        /^https:\/\/fhir\.kbv\.de\/StructureDefinition\/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_/,
      );
    }
    expect(rest.resource!.find((r) => r.type === 'Slot')!.searchParam!.map((p) => p.name)).toEqual([
      'start',
      'status',
      'schedule',
      'bsnr',
      'lanr',
      '_count',
      '_cursor',
      'page',
      '_offset',
    ]);
    expect(rest.resource!.find((r) => r.type === 'Slot')!.operation).toEqual([
      expect.objectContaining({
        name: 'slotstatus_aktualisieren',
        definition:
          'https://fhir.kbv.de/OperationDefinition/KBV_OD_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_Slot_Status_Update',
      }),
    ]);
    // Every listed operation, every search by POST _search and the batch answer (not 404/405).
    for (const resource of rest.resource!) {
      for (const operation of resource.operation ?? []) {
        const answer = await raw('POST', `/${resource.type}/1/$${operation.name}`, {
          token: mine.token,
          body: '{"resourceType":"Parameters","parameter":[{"name":"status","valueCode":"free"}]}',
        });
        // Reached the operation: slot 1 is not the practice's (PX002), not an unknown path.
        expect(answer.body.issue[0].details.coding[0].code, operation.name).toBe('PX002');
      }
      if (listed.get(resource.type)!.has('search-type')) {
        const answer = await raw('POST', `/${resource.type}/_search`, {
          token: mine.token,
          body: '_count=1',
          type: 'application/x-www-form-urlencoded',
        });
        expect(answer.status, `${resource.type} POST _search`).toBe(200);
      }
    }
    for (const path of ['/', '/Slot/batch']) {
      const answer = await raw('POST', path, {
        token: mine.token,
        body: '{"resourceType":"Bundle","type":"batch","entry":[]}',
      });
      expect(answer.status, `batch at ${path}`).toBe(200);
    }
    // Every interaction not listed answers 405; every listed one does not.
    const probes = [
      ['create', 'POST', ''],
      ['search-type', 'GET', ''],
      ['read', 'GET', '/1'],
      ['update', 'PUT', '/1'],
      ['patch', 'PATCH', '/1'],
      ['delete', 'DELETE', '/1'],
    ] as const;
    for (const [type, interactions] of listed) {
      for (const [code, method, suffix] of probes) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
        const answer = await raw(method, `/${type}${suffix}`, { token: mine.token, body });
        if (interactions.has(code)) expect(answer.status, `${type} ${code}`).not.toBe(405);
        else expect(answer.status, `${type} ${code}`).toBe(405);
      }
    }
  });
});

describe('paths, methods and content types', () => {
  it('404 for unknown types and paths, 405 for unknown methods on known ones', async () => {
    for (const path of [
      '/Patient',
      '/Patient/1',
      '/Slot/1/_history/1',
      '/Appointment/1/$everything',
    ]) {
      const res = await raw('GET', path, { token: mine.token });
      expect(res.status, path).toBe(404);
      expect(res.body.resourceType).toBe('OperationOutcome');
    }
    expect((await raw('POST', '/Appointment', { token: mine.token, body: '{}' })).status).toBe(405);
    expect((await raw('GET', '/', { token: mine.token })).status).toBe(405);
    expect((await raw('POST', '/metadata', { token: mine.token, body: '{}' })).status).toBe(405);
  });

  it('takes application/json as well and always answers application/fhir+json', async () => {
    const res = await raw('POST', '/Schedule', {
      token: mine.token,
      body: JSON.stringify(scheduleBody()),
      type: 'application/json',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(res.headers.get('location')).toBe(`${server.fhirBase}/Schedule/${res.body.id}`);
  });

  it('searches the practice’s Schedules by active, and deactivates by DELETE and by PUT', async () => {
    const a = (await mine.client.create({
      resourceType: 'Schedule',
      body: scheduleBody(),
    })) as Schedule;
    const b = (await mine.client.create({
      resourceType: 'Schedule',
      body: scheduleBody(),
    })) as Schedule;
    await mine.client.delete({ resourceType: 'Schedule', id: a.id! });
    const updated = (await mine.client.update({
      resourceType: 'Schedule',
      id: b.id!,
      body: { ...b, active: false, comment: 'Geändert' },
    })) as Schedule;
    expect(updated).toMatchObject({ active: false, comment: 'Geändert' });
    const inactive = (await mine.client.search({
      resourceType: 'Schedule',
      searchParams: { active: 'false' },
    })) as { entry: { resource: Schedule }[] };
    expect(inactive.entry.map((e) => e.resource.id).sort()).toEqual([a.id, b.id].sort());
    const reactivate = await failure(
      mine.client.update({
        resourceType: 'Schedule',
        id: a.id!,
        body: { ...updated, id: a.id, active: true },
      }),
    );
    expect(reactivate.status).toBe(409);
    const closed = await failure(
      mine.client.create({
        resourceType: 'Slot',
        body: slotBody(a.id!, utcInstant(7, '09:00'), utcInstant(7, '09:20')),
      }),
    );
    expect(closed.status).toBe(409);
    expect(closed.data.issue[0].details.coding[0].code).toBe('PX008');
  });
});
