// Appointment (booking) interactions (docs/fhir.md "Appointment"): read and search the practice's
// own bookings; cancel one with PUT or PATCH (status cancelled and cancelationReason.text, which
// the patient is told). The practice's cancellation does not spend the patient's code (§9).
import type { Appointment } from '@medplum/fhirtypes';
import {
  cancelByPractice,
  getBooking,
  listBookings,
  type PracticeBooking,
} from '../../services/practice/index.ts';
import { bookingIdsOfSlot, cancellationReasons } from '../../services/practice/fhir-queries.ts';
import { appointmentChangeOf, appointmentOf } from './appointment-mapping.ts';
import { searchset } from './bundle.ts';
import { applyPatch } from './json-patch.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import { dateRange, PAGING_PARAMS, pagingOf, reference, tokens, values } from './search-params.ts';

const SEARCH = [
  {
    name: 'date',
    type: 'date',
    documentation:
      'Beginn mit den Präfixen ge, gt, le, lt oder eq; ohne Untergrenze ab heute, höchstens 31 Tage.',
  },
  { name: 'status', type: 'token', documentation: 'booked oder cancelled (Komma = oder).' },
  { name: 'slot', type: 'reference', documentation: 'Der gebuchte Termin: Slot/<id>.' },
  ...PAGING_PARAMS,
] as const;

async function withReasons(context: FhirContext, bookings: readonly PracticeBooking[]) {
  const cancelled = bookings.filter((b) => b.status === 'storniert').map((b) => b.id);
  const reasons = await cancellationReasons(context.db, context.practice, cancelled);
  return bookings.map((b) => appointmentOf(b, context.practice, reasons.get(b.id)));
}

async function read(context: FhirContext) {
  const booking = await getBooking(context.db, context.practice, context.id);
  const [appointment] = await withReasons(context, [booking]);
  return { resource: appointment! };
}

async function search(context: FhirContext) {
  const { db, practice, query, base } = context;
  const status = tokens(query, 'status', ['booked', 'cancelled']);
  const slotId = reference(query, 'slot', 'Slot');
  let bookings: PracticeBooking[];
  if (slotId !== null && values(query, 'date').length === 0) {
    const ids = await bookingIdsOfSlot(db, practice, slotId);
    bookings = await Promise.all(ids.map((id) => getBooking(db, practice, id)));
  } else {
    const range = dateRange(query, 'date');
    const includeCancelled = status === null || status.has('cancelled');
    bookings = (await listBookings(db, practice, { ...range, includeCancelled })).filter(
      (b) => slotId === null || b.slotId === slotId,
    );
  }
  const appointments = (await withReasons(context, bookings)).filter(
    (a) => status === null || status.has(a.status),
  );
  return {
    resource: searchset(appointments, {
      base,
      type: 'Appointment',
      query,
      paging: pagingOf(query),
    }),
  };
}

/** PUT and PATCH: the one change a practice makes to a booking is to cancel it, with a reason. */
async function changeTo(context: FhirContext, body: unknown) {
  const { db, practice, id } = context;
  const change = appointmentChangeOf(body);
  if (change.id !== undefined && change.id !== id) throw refuseFhir.idMismatch('Appointment');
  if (change.status !== 'cancelled') {
    const current = await getBooking(db, practice, id);
    const unchanged = change.status === (current.status === 'storniert' ? 'cancelled' : 'booked');
    if (unchanged) return read(context);
    throw refuseFhir.readOnly(
      'Appointment.status',
      'Eine Buchung kann nur abgesagt werden: status „cancelled“ mit einem Grund in cancelationReason.text.',
    );
  }
  const { booking } = await cancelByPractice(db, practice, id, change.reason);
  const [appointment] = await withReasons(context, [booking]);
  return { resource: appointment! };
}

async function patch(context: FhirContext) {
  const current: Appointment = (await read(context)).resource;
  return changeTo(context, applyPatch(current, context.body));
}

export const appointmentRoutes: readonly FhirRoute[] = [
  {
    resource: 'Appointment',
    interaction: 'read',
    method: 'GET',
    documentation: 'Eine Buchung der Praxis lesen.',
    handle: read,
  },
  {
    resource: 'Appointment',
    interaction: 'search-type',
    method: 'GET',
    documentation: 'Buchungen der Praxis suchen.',
    searchParams: SEARCH,
    handle: search,
  },
  {
    resource: 'Appointment',
    interaction: 'update',
    method: 'PUT',
    documentation:
      'Eine Buchung absagen: status cancelled mit cancelationReason.text; die Patientin oder der Patient wird benachrichtigt.',
    handle: (context) => changeTo(context, context.body),
  },
  {
    resource: 'Appointment',
    interaction: 'patch',
    method: 'PATCH',
    documentation: 'Wie update, als JSON Patch (application/json-patch+json).',
    handle: patch,
  },
];
