// A new notification address for the code's booking (§7 change contact, §8 e-mail change; issue
// #26, finding 4.1, ADR 28). PATCH buchung only keeps the address as pending and mails a PIN to it; the
// right PIN (POST buchung/email/bestaetigen) makes it the booking's address, and only from then on
// do confirmations, reminders, reschedules and cancellations go there. Until then the new address
// gets nothing but its PIN: 60 s apart, at most 3 an hour per code and per address.
//
// Lock order as in every transaction on a booking (manage.ts): the code first, then its bookings,
// then the pending change (migration 0017, one row per code, so it survives a reschedule).
import type { ChangeContactResponse } from '@terminservice/domain/api';
import {
  BOOKING_PIN_LENGTH,
  EMAIL_CHANGE_PIN_VALIDITY_MS,
  MAX_BOOKING_PIN_ATTEMPTS,
  MAX_EMAIL_CHANGE_PINS_PER_HOUR,
} from '@terminservice/domain/limits';
import type { Db, Queryable } from '../../db/client.ts';
import { generatePin, hashIdentifier, hashPin, pinMatches } from '../../security/pins.ts';
import {
  hit,
  perHour,
  pinCooldown,
  resendCooldown,
  tooManyPins,
  type Limit,
} from '../../security/rate-limit.ts';
import { loadBookedSlotById } from '../kernel/booked-slot.ts';
import type { StoredAnswer } from '../kernel/idempotency.ts';
import { normaliseReceiver, receiverCounterKey } from '../identity/check.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { refuse } from '../kernel/refusals.ts';
import { committedRefusal } from '../reservation/reservations.ts';
import { lockCode } from '../kernel/code-lock.ts';
import { assertCodeUsable } from './code-guard.ts';
import { addressChangedMail, addressPinMail, confirmationMail } from './mails.ts';
import { messageLanguage } from '../messages/language.ts';
import { lockActiveBookings, type ActiveBooking } from './manage.ts';

/** §9 "PIN resend cooldown 60 s", per code. */
const COOLDOWN = pinCooldown('adressaenderung:cooldown');
/** PINs per code and hour: a mistyped address can be corrected twice. */
const PER_CODE = perHour('adressaenderung:code', MAX_EMAIL_CHANGE_PINS_PER_HOUR);
/** PINs per address and hour, whichever codes ask: no mailbox gets more. */
const PER_ADDRESS = perHour('adressaenderung:empfaenger', MAX_EMAIL_CHANGE_PINS_PER_HOUR);

/** What a PIN is bound to (hashPin's scope): the code's pending change. */
function pinScope(code: string): string {
  return `adressaenderung:${code}`;
}

/** The code's bookings that have not begun, locked; WP069 without any, WP004 when all began. */
async function upcomingBookings(tx: Queryable, code: string): Promise<ActiveBooking[]> {
  const bookings = await lockActiveBookings(tx, code, null);
  if (bookings.length === 0) throw refuse.noBooking();
  const upcoming = bookings.filter((b) => !b.begonnen);
  if (upcoming.length === 0) throw refuse.alreadyTookPlace();
  return upcoming;
}

/**
 * Counts one PIN for the code and the address: the cooldown (429 with the seconds), then the hourly
 * allowances (429 with the wait in words). The address counts by its mailbox, as the identity
 * check's (`anna+1@…` and `anna+2@…` are one). In the caller's transaction: a refused request rolls
 * its counts back, so only sent PINs count.
 */
async function countPin(tx: Queryable, pepper: string, code: string, to: string) {
  const codeKey = hashIdentifier(pepper, `code:${code}`);
  const cooldown = await hit(tx, COOLDOWN, codeKey);
  if (!cooldown.allowed) throw resendCooldown(cooldown.retryAfterSeconds);
  const counters: [Limit, string][] = [
    [PER_CODE, codeKey],
    [PER_ADDRESS, receiverCounterKey(pepper, 'email', to)],
  ];
  for (const [limit, key] of counters) {
    const hourly = await hit(tx, limit, key);
    if (!hourly.allowed) throw tooManyPins(hourly.retryAfterSeconds);
  }
}

export interface ContactChangeRequest {
  /** The normalised code (its row was found by requireKnownCode). */
  readonly code: string;
  /** The new address as typed (validated by changeContactRequestSchema). */
  readonly receiver: string;
  readonly pepper: string;
}

/**
 * PATCH buchung → { bestaetigungAusstehend }. The booking's own address: nothing is sent, an
 * earlier pending address is dropped (false). Another one: it replaces any pending one, with a new
 * PIN mailed to it (true); the booking keeps its address until the PIN is entered.
 */
export async function requestContactChange(
  db: Db,
  input: ContactChangeRequest,
): Promise<ChangeContactResponse> {
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, input.code);
    assertCodeUsable(code);
    const upcoming = await upcomingBookings(tx, code.code);
    // Delivered as typed, compared lower-cased (as the identity check does).
    const to = input.receiver.trim();
    const address = normaliseReceiver('email', to);
    if (upcoming.every((b) => b.benachrichtigung?.toLowerCase() === address)) {
      await tx.query('DELETE FROM adressaenderungen WHERE code = $1', [code.code]);
      return { bestaetigungAusstehend: false };
    }
    await countPin(tx, input.pepper, code.code, to);
    const pin = generatePin(BOOKING_PIN_LENGTH);
    await tx.query(
      `INSERT INTO adressaenderungen (code, email, pin_hash, laeuft_ab_am)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (code) DO UPDATE
         SET email = excluded.email, pin_hash = excluded.pin_hash, fehlversuche = 0,
             laeuft_ab_am = excluded.laeuft_ab_am, erstellt_am = now()`,
      [
        code.code,
        to,
        hashPin(input.pepper, pinScope(code.code), pin),
        EMAIL_CHANGE_PIN_VALIDITY_MS / 1000,
      ],
    );
    // The PIN in the language of the code's booking (its first, when several differ).
    const language = messageLanguage(upcoming[0]?.nachrichtensprache);
    await enqueueMessage(tx, addressPinMail(to, pin, language));
    return { bestaetigungAusstehend: true };
  });
}

interface PendingChange {
  readonly email: string;
  readonly pin_hash: string;
  readonly fehlversuche: number;
  readonly abgelaufen: boolean;
}

export interface ContactConfirmation {
  readonly code: string;
  /** Six digits (confirmContactRequestSchema). */
  readonly pin: string;
  readonly pepper: string;
  /** The public address of the patient app, for the link in the confirmation. */
  readonly appUrl: string;
}

/**
 * POST buchung/email/bestaetigen: 204, and the pending address is the booking's. No pending
 * address, an expired or a wrong PIN: WP080; the fifth wrong PIN spends it (WP079, also for any
 * later try until a new address is sent). A wrong PIN is answered after the commit, so it counts.
 */
export async function confirmContactChange(
  db: Db,
  input: ContactConfirmation,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, input.code);
    assertCodeUsable(code);
    const upcoming = await upcomingBookings(tx, code.code);
    const [pending] = await tx.query<PendingChange>(
      `SELECT email, pin_hash, fehlversuche, laeuft_ab_am <= now() AS abgelaufen
         FROM adressaenderungen WHERE code = $1 FOR UPDATE`,
      [code.code],
    );
    if (!pending || pending.abgelaufen) throw refuse.wrongAddressPin();
    if (pending.fehlversuche >= MAX_BOOKING_PIN_ATTEMPTS) throw refuse.addressPinBlocked();
    if (!pinMatches(input.pepper, pinScope(code.code), input.pin, pending.pin_hash)) {
      const attempts = pending.fehlversuche + 1;
      await tx.query('UPDATE adressaenderungen SET fehlversuche = $2 WHERE code = $1', [
        code.code,
        attempts,
      ]);
      const spent = attempts >= MAX_BOOKING_PIN_ATTEMPTS;
      return committedRefusal(spent ? refuse.addressPinBlocked() : refuse.wrongAddressPin());
    }
    await tx.query('DELETE FROM adressaenderungen WHERE code = $1', [code.code]);
    await readdress(tx, code.code, upcoming, pending.email, input.appUrl);
    return { statusCode: 204, body: null };
  });
}

/**
 * The confirmed address becomes the bookings' own: it gets the confirmation with the calendar
 * file, the old one is told that it no longer receives mails.
 */
async function readdress(
  tx: Queryable,
  code: string,
  upcoming: readonly ActiveBooking[],
  receiver: string,
  appUrl: string,
): Promise<void> {
  await tx.query(
    `UPDATE buchungen
        SET benachrichtigung = $2,
            kontakt = jsonb_set(kontakt, '{notificationReceiver}', to_jsonb($2::text))
      WHERE id = ANY($1::bigint[])`,
    [upcoming.map((b) => b.id), receiver],
  );
  for (const booking of upcoming) {
    const booked = await loadBookedSlotById(tx, booking.id);
    if (!booked) continue;
    await enqueueMessage(tx, confirmationMail(booked, code, receiver, appUrl));
    const old = booking.benachrichtigung;
    if (old && old.toLowerCase() !== receiver.toLowerCase()) {
      await enqueueMessage(tx, addressChangedMail(booked, old));
    }
  }
}
