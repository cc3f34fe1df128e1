// buchung/verschieben (issue #15, docs/rescheduling.md; not in §7): the code's booking moves to
// another slot in one step. The code (basic auth) proves the booking is the caller's, as for every
// call on a booking; the body names the new slot. Honours Idempotency-Key like the booking.
import { CALLS } from '@terminservice/domain/api';
import { rescheduleRequestSchema } from '@terminservice/domain/validation';
import type { FastifyInstance } from 'fastify';
import { requireCode } from '../../auth/code.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { publicAppUrl, requireKnownCode, rescheduleBooking } from '../../services/booking/index.ts';
import { idempotencyKeyOf, requestHash } from '../../services/kernel/idempotency.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';
import { CODE_REFUSALS } from './manage-refusals.ts';

export function rescheduleCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'rescheduleBooking',
    {
      summary: 'Termin verschieben',
      description:
        "Moves the code's booking to the slot named in the body, in one transaction: the new slot is checked as a booking checks it (appointment type of the booking, booking authority, urgency, Leistungsmerkmal) and booked with the booking's contact, the old slot becomes free again. Not a cancellation: the code's cancellation count (§9) is unchanged. When the new slot is taken, nothing changes and the old booking stays. The confirmation goes out on the patient's channel (e-mail with the calendar file, else SMS to a mobile number). At most 5 moves per code and German calendar day (VS001). Honours Idempotency-Key.",
      body: rescheduleRequestSchema,
      requestExample: { slot: '102' },
      refusals: [
        ...CODE_REFUSALS,
        refuse.noBooking,
        refuse.slotDeleted,
        refuse.alreadyTookPlace,
        refuse.sameSlot,
        refuse.slotUnavailable,
        refuse.slotBlocked,
        refuse.rescheduleOtherType,
        refuse.wrongLeistungsmerkmal,
        refuse.rescheduledTooOften,
      ],
      idempotent: true,
    },
    async ({ body, request, reply }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      const answer = await rescheduleBooking(db, {
        code: code.code,
        slot: body.slot,
        applicationType: request.applicationType,
        idempotencyKey: idempotencyKeyOf(request),
        requestHash: requestHash(CALLS.rescheduleBooking.path, body),
        pepper,
        appUrl,
      });
      return sendStored(reply, answer);
    },
  );
}
