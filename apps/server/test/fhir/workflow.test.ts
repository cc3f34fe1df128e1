// The practice software's day through FHIR R4 with fhir-kit-client against the running server
// (docs/fhir.md): a Schedule, a transaction Bundle of Slots, a patient's booking through the WEB
// API over real HTTP, the Appointment search, deleting a free slot (gone from the patient search),
// refusing to delete a booked one, and the practice's cancellation (outbox, code not spent).
import type { Appointment, Bundle, Patient, Schedule, Slot } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PATIENT_EMAIL,
  auth,
  bookingBody,
  insertCode,
  outboxFor,
} from '../fixtures/booking.ts';
import {
  berlinDate,
  failure,
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

/** Every slot id in a patient search answer (§3 shape: section → date → practice → profile → slots). */
function patientSlotIds(body: { slots: Record<string, unknown> }): string[] {
  const ids: string[] = [];
  for (const byDate of Object.values(body.slots)) {
    for (const byPractice of Object.values(byDate as Record<string, unknown>)) {
      for (const byProfile of Object.values(byPractice as Record<string, unknown>)) {
        for (const list of Object.values(byProfile as Record<string, { id: string }[]>)) {
          ids.push(...list.map((s) => s.id));
        }
      }
    }
  }
  return ids;
}

async function patientSearch(code: string): Promise<string[]> {
  const res = await fetch(`${server.origin}${API}/search?someOf=W030&plz=10115`, {
    headers: auth(code),
  });
  expect(res.status).toBe(200);
  return patientSlotIds((await res.json()) as { slots: Record<string, unknown> });
}

async function book(code: string, slot: string): Promise<number> {
  const res = await fetch(`${server.origin}${API}/buchung`, {
    method: 'POST',
    headers: { ...auth(code), 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(slot)),
  });
  return res.status;
}

/** The search's matches (search.mode match); included resources are left out. */
function entries<T>(bundle: unknown): T[] {
  return ((bundle as Bundle).entry ?? [])
    .filter((e) => e.search?.mode !== 'include')
    .map((e) => e.resource as T);
}

describe('a practice publishes, a patient books, the practice sees and cancels', () => {
  let scheduleId: string;
  let slotIds: string[];
  let code: string;
  let appointment: Appointment;

  it('1. creates a Schedule and posts a transaction Bundle of Slots', async () => {
    const schedule = (await practice.client.create({
      resourceType: 'Schedule',
      body: scheduleBody(),
    })) as Schedule;
    expect(schedule.id).toEqual(expect.any(String));
    expect(schedule.active).toBe(true);
    // The guide's Schedule names a PractitionerRole: the practice's own, without a doctor.
    expect(schedule.actor?.[0]?.reference).toBe(`PractitionerRole/${practice.bsnr}`);
    scheduleId = schedule.id!;

    const starts = ['07:00', '07:20', '07:40', '08:00', '08:20'];
    const bundle = slotBundle(
      starts.map((s, i) =>
        slotBody(scheduleId, utcInstant(3, s), utcInstant(3, starts[i + 1] ?? '08:40')),
      ),
    );
    const response = (await practice.client.transaction({ body: bundle })) as Bundle;
    expect(response.type).toBe('transaction-response');
    expect(response.entry).toHaveLength(5);
    slotIds = response.entry!.map((e) => {
      expect(e.response?.status).toBe('201 Created');
      return /^Slot\/(\d+)$/.exec(e.response!.location!)![1]!;
    });
  });

  it('new slots appear in the FHIR search and the patient search immediately', async () => {
    const found = await practice.client.search({
      resourceType: 'Slot',
      searchParams: {
        start: `ge${berlinDate(3)}`,
        status: 'free',
        schedule: `Schedule/${scheduleId}`,
      },
    });
    const slots = entries<Slot>(found);
    expect(slots.map((s) => s.id)).toEqual(slotIds);
    expect(slots[0]).toMatchObject({
      status: 'free',
      schedule: { reference: `Schedule/${scheduleId}` },
    });
    // Instants come back in Berlin time with the offset, naming the same moment.
    expect(new Date(slots[0]!.start).toISOString()).toBe(
      new Date(utcInstant(3, '07:00')).toISOString(),
    );
    expect(slots[0]!.start).toMatch(/\+0[12]:00$/);

    code = await insertCode(server.ctx.db);
    expect(await patientSearch(code)).toEqual(expect.arrayContaining(slotIds));
  });

  it('2.–3. a patient books through the WEB API; the Appointment search shows the booking', async () => {
    expect(await book(code, slotIds[1]!)).toBe(204);
    const found = await practice.client.search({
      resourceType: 'Appointment',
      searchParams: { date: `ge${berlinDate(0)}`, status: 'booked' },
    });
    const appointments = entries<Appointment>(found);
    expect(appointments).toHaveLength(1);
    appointment = appointments[0]!;
    expect(appointment).toMatchObject({
      status: 'booked',
      slot: [{ reference: `Slot/${slotIds[1]}` }],
      start: expect.stringMatching(/\+0[12]:00$/),
    });
    // In the search the Patient is included as a resource of its own (the guide's Appointment
    // search); read alone, the Appointment contains it.
    const patientRef = appointment.participant[0]!.actor!.reference!;
    const patient = (found as Bundle).entry!.find(
      (e) => `Patient/${e.resource!.id}` === patientRef && e.search?.mode === 'include',
    )?.resource as Patient;
    expect(patient).toMatchObject({
      resourceType: 'Patient',
      name: [{ family: 'Musterfrau', given: ['Erika'] }],
      birthDate: '1980-05-17',
    });
    // The code only masked; nothing else of the contact (no e-mail, phone or address).
    const text = JSON.stringify(appointment);
    expect(text).not.toContain(code);
    expect(text).not.toContain(PATIENT_EMAIL);
    expect(text).not.toContain('Invalidenstraße');
    expect(patient.identifier?.[0]?.value).toMatch(new RegExp(`^\\*{4}-\\*{4}-${code.slice(-4)}$`));

    const bySlot = await practice.client.search({
      resourceType: 'Appointment',
      searchParams: { slot: `Slot/${slotIds[1]}` },
    });
    expect(entries<Appointment>(bySlot).map((a) => a.id)).toEqual([appointment.id]);
    const slot = (await practice.client.read({ resourceType: 'Slot', id: slotIds[1]! })) as Slot;
    expect(slot.status).toBe('busy');
  });

  it('4. deleting a free slot removes it from the patient search', async () => {
    await practice.client.delete({ resourceType: 'Slot', id: slotIds[0]! });
    const ids = await patientSearch(await insertCode(server.ctx.db));
    expect(ids).not.toContain(slotIds[0]);
    expect(ids).toContain(slotIds[2]);
    const gone = await failure(practice.client.read({ resourceType: 'Slot', id: slotIds[0]! }));
    expect(gone.status).toBe(404);
    expect(gone.data.resourceType).toBe('OperationOutcome');
  });

  it('5. deleting a booked slot is refused; cancelling notifies the patient, the code stays valid', async () => {
    const refused = await failure(
      practice.client.delete({ resourceType: 'Slot', id: slotIds[1]! }),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.issue[0]).toMatchObject({
      severity: 'error',
      code: 'conflict',
      details: { coding: [{ code: 'PX007' }] },
      diagnostics: expect.stringContaining('gebucht oder reserviert'),
    });

    const withoutReason = await failure(
      practice.client.update({
        resourceType: 'Appointment',
        id: appointment.id!,
        body: { ...appointment, status: 'cancelled' },
      }),
    );
    expect(withoutReason.status).toBe(422);
    expect(withoutReason.data.issue[0].details.text).toBe(
      'Bitte geben Sie einen Grund für die Absage an.',
    );

    const cancelled = (await practice.client.update({
      resourceType: 'Appointment',
      id: appointment.id!,
      body: {
        ...appointment,
        status: 'cancelled',
        cancelationReason: { text: 'Die Ärztin ist erkrankt.' },
      },
    })) as Appointment;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelationReason: { text: 'Die Ärztin ist erkrankt.' },
    });
    const mail = (await outboxFor(server.ctx.db, PATIENT_EMAIL)).at(-1)!;
    expect(mail.betreff).toContain('Terminabsage durch die Praxis');
    expect(mail.text).toContain('Grund: Die Ärztin ist erkrankt.');
    const [row] = await server.ctx.db.query<{ stornierungen: number }>(
      'SELECT stornierungen FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(row?.stornierungen).toBe(0);
    // The code books again.
    expect(await book(code, slotIds[3]!)).toBe(204);
    // The cancelled slot is blocked, not free; cancelling twice is refused.
    const slot = (await practice.client.read({ resourceType: 'Slot', id: slotIds[1]! })) as Slot;
    expect(slot.status).toBe('busy-unavailable');
    const again = await failure(
      practice.client.patch({
        resourceType: 'Appointment',
        id: appointment.id!,
        jsonPatch: [
          { op: 'replace', path: '/status', value: 'cancelled' },
          { op: 'add', path: '/cancelationReason', value: { text: 'Noch einmal' } },
        ],
      }),
    );
    expect(again.status).toBe(409);
  });

  it('PATCH cancels too, and blocks and frees a slot', async () => {
    const [booked] = entries<Appointment>(
      await practice.client.search({
        resourceType: 'Appointment',
        searchParams: { status: 'booked' },
      }),
    );
    const cancelled = (await practice.client.patch({
      resourceType: 'Appointment',
      id: booked!.id!,
      jsonPatch: [
        { op: 'test', path: '/status', value: 'booked' },
        { op: 'replace', path: '/status', value: 'cancelled' },
        { op: 'add', path: '/cancelationReason', value: { text: 'Praxis geschlossen.' } },
      ],
    })) as Appointment;
    expect(cancelled.status).toBe('cancelled');

    const blocked = (await practice.client.patch({
      resourceType: 'Slot',
      id: slotIds[4]!,
      jsonPatch: [{ op: 'replace', path: '/status', value: 'busy-unavailable' }],
    })) as Slot;
    expect(blocked.status).toBe('busy-unavailable');
    const freed = (await practice.client.update({
      resourceType: 'Slot',
      id: slotIds[4]!,
      body: { ...blocked, status: 'free' },
    })) as Slot;
    expect(freed.status).toBe('free');
    const moved = await failure(
      practice.client.update({
        resourceType: 'Slot',
        id: slotIds[4]!,
        body: { ...freed, start: utcInstant(3, '09:00'), end: utcInstant(3, '09:20') },
      }),
    );
    expect(moved.status).toBe(422);
  });
});
