// buchung (§7): book in person (POST), look up (GET), cancel (DELETE), change the notification
// e-mail (PATCH, confirmed with a PIN: contact.ts), and the calendar file of a booked slot. The
// code (basic auth) opens only its own booking.
import { CALLS } from '@terminservice/domain/api';
import {
  INVALID_INPUT_MESSAGE,
  REQUIRED_MESSAGE,
  deleteBookingRequestSchema,
  requiredString,
} from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineCall } from '../../http/define-call.ts';
import { appointmentResponse } from '../../services/booking/appointments.ts';
import { loadBookedSlots } from '../../services/kernel/booked-slot.ts';
import { messageLocaleOf } from '../../http/message-locale.ts';
import { calendarFileOf } from '../../services/messages/appointment-text.ts';
import {
  assertCodeUsable,
  bookInPerson,
  cancelBookings,
  publicAppUrl,
  requireKnownCode,
} from '../../services/booking/index.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import { idempotencyKeyOf, requestHash } from '../../services/kernel/idempotency.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { requireCode, unknownCode } from '../../auth/code.ts';
import type { RouteDeps } from '../deps.ts';
import { BOOKING_EXAMPLE, documentedBookingBody, validateBookingBody } from './booking-request.ts';
import { changeContactCall, confirmContactCall } from './contact.ts';
import { CODE_REFUSALS, MANAGE_REFUSALS } from './manage-refusals.ts';
import { rescheduleCall } from './reschedule.ts';

const calendarQuery = v.object(
  { slotId: v.pipe(requiredString(REQUIRED_MESSAGE), v.maxLength(20, INVALID_INPUT_MESSAGE)) },
  INVALID_INPUT_MESSAGE,
);

const BOOKING_REFUSALS = [
  ...CODE_REFUSALS,
  refuse.slotDeleted,
  refuse.alreadyBooked,
  refuse.reservationPending,
  refuse.slotUnavailable,
  refuse.slotBlocked,
  refuse.wrongLeistungsmerkmal,
  refuse.videoSlotBookedInPerson,
  refuse.contactPostcodeUnknown,
];

export async function bookingRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  bookInPersonCall(api, deps);
  bookingLookupCall(api, deps);
  deleteBookingCall(api, deps);
  changeContactCall(api, deps);
  confirmContactCall(api, deps);
  rescheduleCall(api, deps);
  calendarFileCall(api, deps);
}

function bookInPersonCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'bookInPerson',
    {
      summary: 'Präsenztermin verbindlich buchen',
      description:
        'Body: the booking payload of §3 (slot, leistungsmerkmale, contact), validated per verified application type for PRAESENZTERMIN (createBookingRequestSchema). One statement reads the facts, one books: a conditional update of the slot with the booking, the stored answer and the mail (ADR 10); honours Idempotency-Key. With notificationChannel email a confirmation with a calendar file is sent.',
      refusals: BOOKING_REFUSALS,
      documentedBody: documentedBookingBody('PRAESENZTERMIN'),
      requestExample: BOOKING_EXAMPLE,
      idempotent: true,
      messageLanguage: true,
    },
    async ({ request, reply }) => {
      // The code is looked up together with the booking's facts (one statement); only an invalid
      // request looks it up first, so that 429 and WP042 still come before WP003 (§8 order).
      const code = requireCode(request);
      let idempotencyKey;
      let body;
      try {
        idempotencyKey = idempotencyKeyOf(request);
        body = validateBookingBody(request, 'PRAESENZTERMIN');
      } catch (error) {
        await requireKnownCode(db, { code, clientKey: clientKeyOf(pepper, request) });
        throw error;
      }
      const answer = await bookInPerson(db, {
        code,
        clientKey: clientKeyOf(pepper, request),
        idempotencyKey,
        body,
        applicationType: request.applicationType,
        requestHash: requestHash(CALLS.bookInPerson.path, body),
        appUrl,
        locale: messageLocaleOf(request),
      });
      return sendStored(reply, answer);
    },
  );
}

function bookingLookupCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'bookingLookup',
    {
      summary: 'Gebuchte Termine zum Vermittlungscode',
      description:
        '§3 "Appointment response": slots keyed by date (Europe/Berlin) and practice id, practices and appointment profiles; ical is the calendar file, base64.',
      refusals: [...CODE_REFUSALS, refuse.noBooking, refuse.practiceRemoved],
    },
    async ({ request }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      assertCodeUsable(code);
      const rows = await loadBookedSlots(db, code.code);
      if (rows.length === 0) throw refuse.noBooking();
      if (rows.some((row) => row.entfernt)) throw refuse.practiceRemoved();
      return appointmentResponse(db, rows);
    },
  );
}

function deleteBookingCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'deleteBooking',
    {
      summary: 'Termin absagen',
      description:
        "Cancels the listed slots of the code's booking (all or none). Each cancellation counts; after two the code can no longer be used (§9).",
      body: deleteBookingRequestSchema,
      requestExample: { slots: ['101'] },
      refusals: MANAGE_REFUSALS,
    },
    async ({ body, request }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      await cancelBookings(db, code.code, body.slots);
    },
  );
}

function calendarFileCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;

  defineCall(
    api,
    registry,
    'calendarFile',
    {
      summary: 'Kalenderdatei (iCalendar) eines gebuchten Termins',
      query: calendarQuery,
      queryExample: { slotId: '101' },
      textMediaType: 'text/calendar',
      refusals: [unknownCode, refuse.noBooking],
    },
    async ({ query, request, reply }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      const row = (await loadBookedSlots(db, code.code)).find((r) => r.slot_id === query.slotId);
      if (!row) throw refuse.noBooking();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="termin.ics"')
        .send(calendarFileOf(row));
    },
  );
}
