// The verification PIN of a video reservation (§4 "Video reservation", §8 video booking, §9): sent
// by mail, it books the reserved slot. Five wrong PINs cancel the reservation; a resend replaces
// the PIN, at most MAX_PIN_DELIVERIES times and 60 s apart.
import { BOOKING_PIN_LENGTH, MAX_BOOKING_PIN_ATTEMPTS } from '@terminservice/domain/limits';
import type { Db, Queryable } from '../../db/client.ts';
import { generatePin, hashPin, pinMatches } from '../../security/pins.ts';
import { resendCooldown, type Limit } from '../../security/rate-limit.ts';
import { loadBookedSlotById } from '../kernel/booked-slot.ts';
import { confirmationMail } from '../booking/mails.ts';
import { insertBooking } from '../booking/store.ts';
import type { StoredAnswer } from '../kernel/idempotency.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { refuse } from '../kernel/refusals.ts';
import { verificationMail } from './mails.ts';
import {
  committedRefusal,
  endReservation,
  lockReservation,
  noActiveReservation,
  onceForCode,
  reservationDetails,
  type ReservationCall,
} from './reservations.ts';

/** Verification mails per reservation (the first one included); then WP078. */
export const MAX_PIN_DELIVERIES = 5;

/** PIN checks per client address, on top of the five per reservation (hashed address). */
export const BOOKING_PIN_IP_LIMIT: Limit = {
  name: 'buchungspin:ip',
  max: 30,
  windowSeconds: 15 * 60,
};

export async function sendPin(
  tx: Queryable,
  reservationId: string,
  code: string,
  to: string,
  pepper: string,
  appUrl: string,
): Promise<string> {
  const pin = generatePin(BOOKING_PIN_LENGTH);
  await tx.query('UPDATE reservierungen SET pin_hash = $2 WHERE id = $1', [
    reservationId,
    hashPin(pepper, `reservierung:${reservationId}`, pin),
  ]);
  const details = await reservationDetails(tx, reservationId);
  if (details) await enqueueMessage(tx, verificationMail(details, code, pin, to, appUrl));
  return pin;
}

export interface VerifyInput extends ReservationCall {
  readonly code: string;
  readonly pin: string;
}

/**
 * POST videosprechstunde/buchen. A correct PIN within the window books the slot. A wrong one
 * counts (WP080); the fifth wrong one cancels the reservation and frees the slot (WP079, as does
 * any later attempt: the PIN is blocked). These refusals are answered after the commit so the
 * count stays.
 */
export async function verifyBookingPin(db: Db, input: VerifyInput): Promise<StoredAnswer> {
  const frame = { code: input.code, scope: 'videobuchung' };
  return onceForCode(db, input, frame, async (tx, code) => {
    const reservation = await lockReservation(tx, code.code);
    if (!reservation) throw await noActiveReservation(tx, code.code);
    if (!reservation.gueltig) {
      await endReservation(tx, reservation, 'ABGELAUFEN');
      return committedRefusal(refuse.reservationInvalid());
    }
    const scope = `reservierung:${reservation.id}`;
    if (!pinMatches(input.pepper, scope, input.pin, reservation.pin_hash)) {
      const attempts = reservation.fehlversuche + 1;
      if (attempts >= MAX_BOOKING_PIN_ATTEMPTS) {
        await endReservation(tx, reservation, 'STORNIERT', attempts);
        return committedRefusal(refuse.pinBlocked());
      }
      await tx.query('UPDATE reservierungen SET fehlversuche = $2 WHERE id = $1', [
        reservation.id,
        attempts,
      ]);
      return committedRefusal(refuse.wrongPin());
    }
    const taken = await tx.query(
      `UPDATE slots SET status = 'GEBUCHT', version = version + 1
          WHERE id = $1 AND status = 'RESERVIERT' AND beginn > now() RETURNING id`,
      [reservation.slot_id],
    );
    if (taken.length === 0) {
      // The appointment began within the 30 minutes: nothing left to book.
      await endReservation(tx, reservation, 'ABGELAUFEN');
      return committedRefusal(refuse.reservationInvalid());
    }
    const buchungId = await insertBooking(tx, {
      code: code.code,
      slotId: reservation.slot_id,
      termintyp: 'VIDEOSPRECHSTUNDE',
      leistungsmerkmale: reservation.leistungsmerkmale,
      kontakt: reservation.kontakt,
      benachrichtigung: reservation.email,
      nachrichtensprache: reservation.nachrichtensprache,
    });
    await tx.query(`UPDATE reservierungen SET status = 'GEBUCHT', buchung_id = $2 WHERE id = $1`, [
      reservation.id,
      buchungId,
    ]);
    const booked = await loadBookedSlotById(tx, buchungId);
    if (booked) {
      await enqueueMessage(
        tx,
        confirmationMail(booked, code.code, reservation.email, input.appUrl),
      );
    }
    return { statusCode: 204, body: null };
  });
}

export interface ResendInput extends ReservationCall {
  readonly code: string;
  /** The address the app showed; when given it must be the reservation's. */
  readonly receiver: string | undefined;
}

/**
 * POST videosprechstunde/pin/erneut/zusenden: a new PIN (the old one no longer works) to the
 * reservation's address, attempts back to 0 (§4). 60 s between mails (429 with Retry-After), at most
 * MAX_PIN_DELIVERIES mails per reservation (WP078). The 30 minutes are not extended.
 */
export async function resendBookingPin(db: Db, input: ResendInput): Promise<StoredAnswer> {
  const frame = { code: input.code, scope: 'pin-erneut' };
  return onceForCode(db, input, frame, async (tx, code) => {
    const reservation = await lockReservation(tx, code.code);
    if (!reservation || !reservation.gueltig) throw await noActiveReservation(tx, code.code);
    const receiver = input.receiver?.trim().toLowerCase();
    if (receiver !== undefined && receiver !== reservation.email.toLowerCase()) {
      throw refuse.receiverMismatch();
    }
    if (reservation.versendet >= MAX_PIN_DELIVERIES) throw refuse.noMoreDeliveries();
    if (reservation.abkuehlung > 0) throw resendCooldown(reservation.abkuehlung);
    await tx.query(
      `UPDATE reservierungen
            SET fehlversuche = 0, versendet = versendet + 1, zuletzt_versendet_am = now()
          WHERE id = $1`,
      [reservation.id],
    );
    await sendPin(tx, reservation.id, code.code, reservation.email, input.pepper, input.appUrl);
    return { statusCode: 204, body: null };
  });
}
