// No-shows over FHIR (issue #24 part 1, docs/fhir.md "Appointment"): practice software sets a
// begun booking's Appointment.status to noshow with PUT or PATCH, and back to booked within 7
// days; reading and searching show noshow; JSON and XML alike; refusals are OperationOutcomes;
// the change feed lists the mark and its undo as UPDATEs of the Appointment and includes the
// Appointment as noshow. The code is never touched.
import type { Appointment, Bundle, Provenance } from '@medplum/fhirtypes';
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceFromXml, resourceToXml } from '../../src/routes/fhir/format/xml.ts';
import { API, auth, bookingBody, insertCode, insertSlot } from '../fixtures/booking.ts';
import { expectValidFhir } from './fhir-schema.ts';
import {
  failure,
  practiceToken,
  startFhirServer,
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

/** A patient's booking of a slot two days ahead: the booking's id, its slot and code. */
async function book() {
  const [profile] = await server.ctx.db.query<{ id: string }>(
    'SELECT id FROM terminprofile WHERE praxis_id = $1',
    [practice.praxisId],
  );
  const slotId = await insertSlot(server.ctx.db, {
    praxisId: practice.praxisId,
    profilId: profile!.id,
  });
  const code = await insertCode(server.ctx.db);
  const res = await fetch(`${server.origin}${API}/buchung`, {
    method: 'POST',
    headers: { ...auth(code), 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(slotId)),
  });
  expect(res.status).toBe(204);
  const [row] = await server.ctx.db.query<{ id: string }>(
    'SELECT id::text AS id FROM buchungen WHERE slot_id = $1',
    [slotId],
  );
  return { id: row!.id, slotId, code };
}

/** Time passes: the appointment began an hour ago. */
async function begin(slotId: string) {
  await server.ctx.db.query(
    `UPDATE slots SET beginn = now() - interval '1 hour', ende = now() - interval '40 minutes'
      WHERE id = $1`,
    [slotId],
  );
}

async function read(id: string): Promise<Appointment> {
  return (await practice.client.read({ resourceType: 'Appointment', id })) as Appointment;
}

async function xml(method: string, path: string, body?: object) {
  const res = await fetch(`${server.fhirBase}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${practice.token}`,
      accept: 'application/fhir+xml',
      ...(body ? { 'content-type': 'application/fhir+xml' } : {}),
    },
    ...(body ? { body: resourceToXml(body as never) } : {}),
  });
  return { status: res.status, body: await res.text() };
}

async function feed(query: string) {
  const res = await fetch(`${server.fhirBase}/Provenance?${query}`, {
    headers: { authorization: `Bearer ${practice.token}` },
  });
  expect(res.status).toBe(200);
  const bundle = (await res.json()) as Bundle;
  const entries = bundle.entry ?? [];
  return {
    changes: entries
      .filter((e) => e.search?.mode === 'match')
      .map((e) => e.resource as Provenance)
      .map(
        (p) =>
          `${p.target[0]!.reference} ${p.activity!.coding![0]!.code} ${p.agent[0]!.role![0]!.coding![0]!.code}`,
      ),
    included: entries.filter((e) => e.search?.mode === 'include').map((e) => e.resource!),
    resume: new URL(bundle.link!.find((l) => l.relation === 'resume')!.url).searchParams.get(
      '_since',
    )!,
  };
}

/** The cursor after everything recorded so far. */
async function cursorNow(): Promise<string> {
  let page = await feed('_since=0&_count=1000');
  for (;;) {
    const next = await feed(`_since=${page.resume}&_count=1000`);
    if (next.changes.length === 0) return next.resume;
    page = next;
  }
}

describe('Appointment status noshow', () => {
  it('PUT noshow on a booking not yet begun is refused with an OperationOutcome (409 PX016)', async () => {
    const { id } = await book();
    const appointment = await read(id);
    const refused = await failure(
      practice.client.update({
        resourceType: 'Appointment',
        id,
        body: { ...appointment, status: 'noshow' },
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ resourceType: 'OperationOutcome' });
    expect(refused.data.issue[0]).toMatchObject({
      severity: 'error',
      details: { coding: [{ code: 'PX016' }] },
    });
    expect((await read(id)).status).toBe('booked');
  });

  it('JSON: PUT noshow marks, read and search show it, PATCH booked undoes; the code stays', async () => {
    const { id, slotId, code } = await book();
    await begin(slotId);
    const [before] = await server.ctx.db.query(
      'SELECT stornierungen, version FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    const appointment = await read(id);
    const marked = (await practice.client.update({
      resourceType: 'Appointment',
      id,
      body: { ...appointment, status: 'noshow' },
    })) as Appointment;
    expect(marked.status).toBe('noshow');
    expect((await read(id)).status).toBe('noshow');
    // The same status again changes nothing; a second mark is no refusal over FHIR (idempotent PUT).
    expect(
      (
        (await practice.client.update({
          resourceType: 'Appointment',
          id,
          body: { ...marked },
        })) as Appointment
      ).status,
    ).toBe('noshow');
    const search = (await practice.client.search({
      resourceType: 'Appointment',
      searchParams: { status: 'noshow' },
    })) as Bundle;
    const found = search.entry!.filter((e) => e.resource!.resourceType === 'Appointment');
    expect(found.map((e) => e.resource!.id)).toEqual([id]);

    const undone = (await practice.client.patch({
      resourceType: 'Appointment',
      id,
      jsonPatch: [{ op: 'replace', path: '/status', value: 'booked' }],
    })) as Appointment;
    expect(undone.status).toBe('booked');
    const [after] = await server.ctx.db.query(
      'SELECT stornierungen, version FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(after).toEqual(before);

    // Undoing after 7 days is refused.
    await practice.client.patch({
      resourceType: 'Appointment',
      id,
      jsonPatch: [{ op: 'replace', path: '/status', value: 'noshow' }],
    });
    await server.ctx.db.query(
      `UPDATE buchungen SET nicht_erschienen_am = now() - interval '8 days' WHERE id = $1`,
      [id],
    );
    const late = await failure(
      practice.client.patch({
        resourceType: 'Appointment',
        id,
        jsonPatch: [{ op: 'replace', path: '/status', value: 'booked' }],
      }),
    );
    expect(late.status).toBe(409);
    expect(late.data.issue[0].details.coding[0].code).toBe('PX019');
    // Any other status is still read-only (422 FH016).
    const other = await failure(
      practice.client.patch({
        resourceType: 'Appointment',
        id,
        jsonPatch: [{ op: 'replace', path: '/status', value: 'fulfilled' }],
      }),
    );
    expect(other.status).toBe(422);
  });

  it('XML: PUT noshow in XML answers XML with status noshow, valid R4', async () => {
    const { id, slotId } = await book();
    await begin(slotId);
    const appointment = await read(id);
    const marked = await xml('PUT', `Appointment/${id}`, { ...appointment, status: 'noshow' });
    expect(marked.status, marked.body.slice(0, 300)).toBe(200);
    expect(marked.body).toContain('<status value="noshow"/>');
    expectValidFhir(marked.body);
    const readBack = await xml('GET', `Appointment/${id}`);
    expect((resourceFromXml(readBack.body) as Appointment).status).toBe('noshow');
    const undone = await xml('PUT', `Appointment/${id}`, { ...appointment, status: 'booked' });
    expect((resourceFromXml(undone.body) as Appointment).status).toBe('booked');
  });

  it('the change feed lists the mark and its undo, over FHIR and at the desk, as UPDATEs of the Appointment', async () => {
    const { id, slotId } = await book();
    await begin(slotId);
    const start = await cursorNow();
    const appointment = await read(id);
    await practice.client.update({
      resourceType: 'Appointment',
      id,
      body: { ...appointment, status: 'noshow' },
    });
    const afterMark = await feed(`_since=${start}`);
    expect(afterMark.changes).toEqual([`Appointment/${id} UPDATE PVS`]);
    const included = afterMark.included.find(
      (r) => r.resourceType === 'Appointment' && r.id === id,
    ) as Appointment;
    expect(included.status).toBe('noshow');

    await practice.client.update({
      resourceType: 'Appointment',
      id,
      body: { ...appointment, status: 'booked' },
    });
    const afterUndo = await feed(`_since=${afterMark.resume}`);
    expect(afterUndo.changes).toEqual([`Appointment/${id} UPDATE PVS`]);
    expect(
      (afterUndo.included.find((r) => r.resourceType === 'Appointment') as Appointment).status,
    ).toBe('booked');

    // The desk's mark is the same change, made by the practice at the desk (PRAXIS).
    const desk = await fetch(`${server.origin}${API}/praxis/buchungen/${id}/nichterschienen`, {
      method: 'POST',
      headers: { [IDENTIFICATION_TOKEN_HEADER]: await practiceToken(practice.bsnr) },
    });
    expect(desk.status).toBe(200);
    const afterDesk = await feed(`_since=${afterUndo.resume}`);
    expect(afterDesk.changes).toEqual([`Appointment/${id} UPDATE PRAXIS`]);
    expect(
      (afterDesk.included.find((r) => r.resourceType === 'Appointment') as Appointment).status,
    ).toBe('noshow');
  });
});
