// praxis/buchungen/:id/absagen (docs/supply.md "Booked appointments"): the practice cancels a
// booking with a reason for the patient. The code is not spent; the patient is told through the
// outbox by e-mail or SMS, and the answer says which (null: call the patient).
import {
  practiceCancelRequestSchema,
  practiceCancelResponseSchema,
} from '@terminservice/domain/supply';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { cancelByPractice } from '../../services/practice/index.ts';
import { refusePractice } from '../../services/practice/refusals.ts';
import type { RouteDeps } from '../deps.ts';
import { DESK_REFUSALS, deskPracticeOf, idOf } from './scope.ts';

export function cancelBookingCall(api: FastifyInstance, { db, registry }: RouteDeps): void {
  defineCall(
    api,
    registry,
    'cancelPracticeBooking',
    {
      summary: 'Buchung durch die Praxis absagen',
      description:
        "Cancels the booking with the practice's reason. The slot becomes gesperrt; the patient's code stays usable (a practice's cancellation does not count towards §9's two). benachrichtigt: 'email', 'sms' or null when the patient cannot be reached.",
      body: practiceCancelRequestSchema,
      response: practiceCancelResponseSchema,
      requestExample: { grund: 'Die Ärztin ist erkrankt; bitte buchen Sie einen neuen Termin.' },
      privileged: true,
      refusals: [
        ...DESK_REFUSALS,
        refusePractice.notFound,
        refusePractice.bookingNotCancellable,
        refusePractice.reasonRequired,
      ],
      example: { benachrichtigt: 'email' },
    },
    async ({ body, request }) => {
      const practice = await deskPracticeOf(db, request);
      const { benachrichtigt } = await cancelByPractice(db, practice, idOf(request), body.grund);
      return { benachrichtigt };
    },
  );
}
