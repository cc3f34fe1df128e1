// Appointment (booking) interactions (docs/fhir.md "Appointment"): read and search the practice's
// own bookings; cancel one with PUT or PATCH (status cancelled and cancelationReason.text, which
// the patient is told). The practice's cancellation does not spend the patient's code (§9).
// The same PUT or PATCH marks a begun booking noshow, and status booked undoes the mark within
// 7 days (issue #24 part 1, the domain's supply/no-show.ts).
import type { Appointment } from '@medplum/fhirtypes';
import type { Profile } from '@terminservice/domain/supply';
import {
  cancelByPractice,
  getBooking,
  listBookings,
  listProfiles,
  markNoShow,
  undoNoShow,
  type PracticeBooking,
} from '../../services/practice/index.ts';
import {
  bookingIdsOfSlot,
  bookingUrgencies,
  cancellationReasons,
} from '../../services/practice/fhir-queries.ts';
import { appointmentIncludes } from './appointment-includes.ts';
import { appointmentChangeOf, appointmentOf, appointmentStatusOf } from './appointment-mapping.ts';
import { searchset, timeKey } from './bundle.ts';
import { applyPatch } from './json-patch.ts';
import { refuseFhir } from './refusals.ts';
import type { FhirContext, FhirRoute } from './route-types.ts';
import * as params from './search-params.ts';

const SEARCH = [
  params.dateParam('date'),
  {
    name: 'status',
    type: 'token',
    documentation: 'booked, noshow oder cancelled (Komma = oder).',
  },
  { name: 'slot', type: 'reference', documentation: 'Der gebuchte Termin: Slot/<id>.' },
  ...params.PRACTICE_PARAMS,
  ...params.PAGING_PARAMS,
] as const;

/** The Appointments of some bookings, with reasons, urgencies and their profiles' doctors. */
export async function appointmentsOf(
  context: Pick<FhirContext, 'db' | 'practice'>,
  bookings: readonly PracticeBooking[],
  options: { profiles?: ReadonlyMap<string, Profile>; patient?: 'contained' | 'resource' } = {},
) {
  const { db, practice } = context;
  const cancelled = bookings.filter((b) => b.status === 'storniert').map((b) => b.id);
  const reasons = await cancellationReasons(db, practice, cancelled);
  const urgencies = await bookingUrgencies(
    db,
    practice,
    bookings.map((b) => b.id),
  );
  const profiles =
    options.profiles ??
    (bookings.length
      ? new Map((await listProfiles(db, practice)).map((p) => [p.id, p]))
      : new Map());
  return bookings.map((b) =>
    appointmentOf(b, practice, {
      cancelationReason: reasons.get(b.id) ?? null,
      urgency: urgencies.get(b.id) ?? null,
      profile: profiles.get(b.profilId) ?? null,
      patient: options.patient ?? 'contained',
    }),
  );
}

const withReasons = (context: FhirContext, bookings: readonly PracticeBooking[]) =>
  appointmentsOf(context, bookings);

async function read(context: FhirContext) {
  const booking = await getBooking(context.db, context.practice, context.id);
  const [appointment] = await withReasons(context, [booking]);
  return { resource: appointment! };
}

async function search(context: FhirContext) {
  const { db, practice, query, base } = context;
  const status = params.tokens(query, 'status', ['booked', 'noshow', 'cancelled']);
  const slotId = params.reference(query, 'slot', 'Slot');
  const filter = params.practiceFilter(query, practice.bsnr);
  const paging = params.pagingOf(query);
  let bookings: PracticeBooking[];
  if (filter.none) {
    bookings = [];
  } else if (slotId !== null && params.values(query, 'date').length === 0) {
    const ids = await bookingIdsOfSlot(db, practice, slotId);
    bookings = await Promise.all(ids.map((id) => getBooking(db, practice, id)));
  } else {
    const range = params.dateRange(query, 'date');
    const includeCancelled = status === null || status.has('cancelled');
    bookings = (await listBookings(db, practice, { ...range, includeCancelled })).filter(
      (b) => slotId === null || b.slotId === slotId,
    );
  }
  const profiles = new Map((await listProfiles(db, practice)).map((p) => [p.id, p]));
  if (filter.lanr !== null) {
    bookings = bookings.filter((b) => profiles.get(b.profilId)?.arzt?.lanr === filter.lanr);
  }
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const appointments = (
    await appointmentsOf(context, bookings, { profiles, patient: 'resource' })
  ).filter((a) => status === null || status.has(a.status));
  return {
    resource: await searchset(appointments, {
      base,
      type: 'Appointment',
      query,
      paging,
      key: (a) => timeKey(a.start!, a.id!),
      include: (page) =>
        appointmentIncludes(
          context,
          page.map((a) => byId.get(a.id!)!),
          profiles,
        ),
    }),
  };
}

/**
 * PUT and PATCH: a practice cancels a booking (status cancelled, with a reason), marks it noshow,
 * or sets a noshow back to booked. A status that is already the booking's changes nothing.
 */
async function changeTo(context: FhirContext, body: unknown) {
  const { db, practice, id } = context;
  const change = appointmentChangeOf(body);
  if (change.id !== undefined && change.id !== id) throw refuseFhir.idMismatch('Appointment');
  if (change.status === 'cancelled') {
    const { booking } = await cancelByPractice(db, practice, id, change.reason);
    return answer(context, booking);
  }
  const current = await getBooking(db, practice, id);
  const now = appointmentStatusOf(current);
  if (change.status === now) return answer(context, current);
  if (change.status === 'noshow') return answer(context, await markNoShow(db, practice, id));
  if (change.status === 'booked' && now === 'noshow') {
    return answer(context, await undoNoShow(db, practice, id));
  }
  throw refuseFhir.readOnly(
    'Appointment.status',
    'Eine Buchung kann nur abgesagt (status „cancelled“ mit einem Grund in cancelationReason.text), als nicht erschienen markiert (status „noshow“) oder davon zurückgesetzt werden (status „booked“).',
  );
}

async function answer(context: FhirContext, booking: PracticeBooking) {
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
    documentation:
      'Terminbuchungen abrufen (GET oder POST Appointment/_search): die Buchungen mit Slot, Schedule, PractitionerRole, Practitioner, Organization und Patient (search.mode include).',
    searchParams: SEARCH,
    handle: search,
  },
  {
    resource: 'Appointment',
    interaction: 'update',
    method: 'PUT',
    documentation:
      'Eine Buchung absagen: status cancelled mit cancelationReason.text; die Patientin oder der Patient wird benachrichtigt. Status noshow markiert eine begonnene Buchung als nicht erschienen, status booked hebt das innerhalb von 7 Tagen auf.',
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
