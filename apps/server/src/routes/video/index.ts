// videosprechstunde/* (§7): reserve a video consultation, book it with the PIN from the
// verification mail, resend the PIN, read status, info and address of the reservation, cancel it.
import { CALLS } from '@terminservice/domain/api';
import {
  bookingEmailPinRequestSchema,
  bookingPinVerifyRequestSchema,
} from '@terminservice/domain/validation';
import type { CallKey } from '@terminservice/domain/api';
import type { FastifyInstance } from 'fastify';
import { messageLocaleOf } from '../../http/message-locale.ts';
import * as v from 'valibot';
import type { CallSpec } from '../../http/call-types.ts';
import { defineCall } from '../../http/define-call.ts';
import { sendStored } from '../stored-answer.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { enforce } from '../../security/rate-limit.ts';
import { requireCode, unknownCode } from '../../auth/code.ts';
import { publicAppUrl, requireKnownCode } from '../../services/booking/index.ts';
import {
  BOOKING_EXAMPLE,
  documentedBookingBody,
  readBookingRequest,
} from '../booking/booking-request.ts';
import { idempotencyKeyOf, requestHash } from '../../services/kernel/idempotency.ts';
import {
  BOOKING_PIN_IP_LIMIT,
  cancelReservation,
  reservationEmail,
  reservationInfo,
  reservationStatus,
  resendBookingPin,
  reserveVideo,
  verifyBookingPin,
} from '../../services/reservation/index.ts';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../services/kernel/refusals.ts';
import type { RouteDeps } from '../deps.ts';
import { CODE_REFUSALS } from '../booking/manage-refusals.ts';

// The apps may send the address they showed (bookingEmail) or nothing: the PIN always goes to the
// reservation's own address, a different one is refused.
const resendSchema = v.partial(bookingEmailPinRequestSchema);

const NO_RESERVATION = [
  unknownCode,
  refuse.videoAlreadyBooked,
  refuse.reservationInvalid,
  refuse.pinBlocked,
];

/** The calls that write the reservation check that the code is still usable (§9). */
const CODE_USED_UP = [refuse.codeUsedUp, refuse.codeExpired];

export async function videoRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  reserveVideoCall(api, deps);
  bookVideoCall(api, deps);
  reservationCall(api, deps, 'bookingEmail', reservationEmail, {
    summary: 'E-Mail-Adresse der Reservierung',
    refusals: NO_RESERVATION,
    example: { email: 'max.mustermann@example.org' },
  });
  resendBookingPinCall(api, deps);
  reservationCall(api, deps, 'reservationStatus', reservationStatus, {
    summary: 'Reservierungsstatus zum Vermittlungscode',
    refusals: [unknownCode],
    example: { reservierungsstatus: 'RESERVIERT' },
  });
  reservationCall(api, deps, 'reservationInfo', reservationInfo, {
    summary: 'Informationen zur reservierten Videosprechstunde',
    refusals: NO_RESERVATION,
  });
  reservationCall(api, deps, 'cancelReservation', cancelReservation, {
    summary: 'Reservierung stornieren',
    refusals: NO_RESERVATION,
  });
}

function reserveVideoCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'reserveVideo',
    {
      summary: 'Videosprechstunde reservieren',
      description:
        'Body: the booking payload of §3 for VIDEOSPRECHSTUNDE (e-mail required). Holds the slot for 30 minutes and sends a verification mail with a 6-digit PIN. Honours Idempotency-Key.',
      refusals: [
        ...CODE_REFUSALS,
        refuse.slotDeleted,
        refuse.videoAlreadyReserved,
        refuse.reservedByOther,
        refuse.videoAlreadyBooked,
        refuse.alreadyBooked,
        refuse.slotUnavailable,
        refuse.slotBlocked,
        refuse.wrongLeistungsmerkmal,
        refuse.inPersonSlotReservedAsVideo,
        refuse.contactPostcodeUnknown,
      ],
      documentedBody: documentedBookingBody('VIDEOSPRECHSTUNDE'),
      requestExample: BOOKING_EXAMPLE,
      idempotent: true,
      messageLanguage: true,
    },
    async ({ request, reply }) => {
      const { code, idempotencyKey, body } = await readBookingRequest(
        db,
        pepper,
        request,
        'VIDEOSPRECHSTUNDE',
      );
      const answer = await reserveVideo(db, {
        code,
        body,
        applicationType: request.applicationType,
        locale: messageLocaleOf(request),
        idempotencyKey,
        requestHash: requestHash(CALLS.reserveVideo.path, body),
        pepper,
        appUrl,
      });
      return sendStored(reply, answer);
    },
  );
}

function bookVideoCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'bookVideo',
    {
      summary: 'Videosprechstunde mit der Verifizierungs-PIN buchen',
      description:
        'A wrong PIN answers WP080 and counts; the fifth wrong PIN cancels the reservation and frees the slot (WP079, also for any later attempt). Limited per client address as well.',
      body: bookingPinVerifyRequestSchema,
      requestExample: { pin: '123456' },
      idempotent: true,
      refusals: [...NO_RESERVATION, ...CODE_USED_UP, refuse.wrongPin],
    },
    async ({ body, request, reply }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      const idempotencyKey = idempotencyKeyOf(request);
      await enforce(db, BOOKING_PIN_IP_LIMIT, clientKeyOf(pepper, request));
      const answer = await verifyBookingPin(db, {
        code: code.code,
        pin: body.pin,
        idempotencyKey,
        requestHash: requestHash(CALLS.bookVideo.path, body),
        pepper,
        appUrl,
      });
      return sendStored(reply, answer);
    },
  );
}

function resendBookingPinCall(api: FastifyInstance, deps: RouteDeps): void {
  const { db, pepper, registry } = deps;
  const appUrl = publicAppUrl(deps.config);

  defineCall(
    api,
    registry,
    'resendBookingPin',
    {
      summary: 'Verifizierungs-PIN erneut senden',
      description:
        "Sends a new PIN to the reservation's address (receiver, when sent, must match it); the old PIN no longer works and the attempts start again. 60 s between mails (429 with Retry-After), at most 5 mails per reservation (WP078).",
      body: resendSchema,
      requestExample: { receiver: 'max.mustermann@example.org' },
      idempotent: true,
      refusals: [
        ...NO_RESERVATION,
        ...CODE_USED_UP,
        refuse.noMoreDeliveries,
        refuse.receiverMismatch,
      ],
    },
    async ({ body, request, reply }) => {
      const code = await requireKnownCode(db, {
        code: requireCode(request),
        clientKey: clientKeyOf(pepper, request),
      });
      const idempotencyKey = idempotencyKeyOf(request);
      const answer = await resendBookingPin(db, {
        code: code.code,
        receiver: body.receiver,
        idempotencyKey,
        requestHash: requestHash(CALLS.resendBookingPin.path, body),
        pepper,
        appUrl,
      });
      return sendStored(reply, answer);
    },
  );
}

/**
 * A call that reads or cancels the reservation of the request's code: the code, then the work. It
 * has neither body nor query (`CallSpec<never, never>`).
 */
function reservationCall(
  api: FastifyInstance,
  deps: RouteDeps,
  key: CallKey,
  work: (db: Db, code: string) => Promise<unknown>,
  spec: CallSpec<never, never>,
): void {
  const { db, pepper, registry } = deps;
  defineCall(api, registry, key, spec, async ({ request }) => {
    const code = await requireKnownCode(db, {
      code: requireCode(request),
      clientKey: clientKeyOf(pepper, request),
    });
    return work(db, code.code);
  });
}
