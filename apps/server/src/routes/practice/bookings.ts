// praxis/buchungen/:id/absagen (docs/supply.md "Booked appointments"): the practice cancels a
// booking with a reason for the patient. The code is not spent; the patient is told through the
// outbox by e-mail or SMS, and the answer says which (null: call the patient).
import {
  noShowResponseSchema,
  practiceCancelRequestSchema,
  practiceCancelResponseSchema,
} from '@terminservice/domain/supply';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { cancelByPractice, markNoShow, undoNoShow } from '../../services/practice/index.ts';
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

// praxis/buchungen/:id/nichterschienen[/aufheben] (issue #24 part 1, docs/supply.md "No-shows"):
// the practice marks its own begun booking 'nicht erschienen', or undoes the mark within 7 days.
// Scoped as the cancellation is; the code is not touched.
export function noShowCalls(api: FastifyInstance, { db, registry }: RouteDeps): void {
  for (const [key, mark, summary, description, refusals] of [
    [
      'markNoShow',
      true,
      'Buchung als „nicht erschienen“ markieren',
      'Marks an active booking whose appointment has begun as a no-show (the time of marking). Counts only: the code stays used by the booking, its cancellations unchanged.',
      [
        refusePractice.noShowNotActive,
        refusePractice.noShowNotStarted,
        refusePractice.noShowAlreadyMarked,
      ],
    ],
    [
      'undoNoShow',
      false,
      'Markierung „nicht erschienen“ aufheben',
      'Removes the no-show mark, within 7 days after it was set.',
      [
        refusePractice.noShowNotActive,
        refusePractice.noShowNotMarked,
        refusePractice.noShowUndoExpired,
      ],
    ],
  ] as const) {
    defineCall(
      api,
      registry,
      key,
      {
        summary,
        description,
        response: noShowResponseSchema,
        privileged: true,
        refusals: [...DESK_REFUSALS, refusePractice.notFound, ...refusals],
        example: { nichtErschienenAm: mark ? '2026-12-07T08:20:00.000Z' : null },
      },
      async ({ request }) => {
        const practice = await deskPracticeOf(db, request);
        const change = mark ? markNoShow : undoNoShow;
        const booking = await change(db, practice, idOf(request));
        return { nichtErschienenAm: booking.nichtErschienenAm };
      },
    );
  }
}
