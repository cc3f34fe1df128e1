// Rescheduling a booking (issue #15 part 2, docs/rescheduling.md): the code's booking moves to
// another slot in one transaction — the new slot is checked with the rules of a booking
// (slot-rules.ts) and claimed, the old booking ends as 'VERSCHOBEN' and its slot is free again, the
// new booking keeps the contact, and the confirmation goes out through the outbox. All or nothing:
// when the new slot is lost, the transaction rolls back and the old booking stays. It is not a
// cancellation: the code's counter (§9 "two cancellations") is not touched. A booking moves at most
// MAX_RESCHEDULES_PER_DAY times per German calendar day (issue #26): each move mails the booking's
// address, and an unbounded number of moves would flood it.
//
// Lock order as in every transaction on a booking (manage.ts): the code first (onceForCode →
// lockCode, which also raises the code's version, so an in-person booking that read the code before
// reads it again, ADR 10), then the code's booking, then the new slot, then the old one. A
// cancellation of the same code waits on the code and then finds the booking moved (WP069); two
// reschedules for one slot both lock their own codes and meet at the slot's conditional UPDATE,
// which only one passes.
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { Termintyp } from '@terminservice/domain/api';
import { MAX_RESCHEDULES_PER_DAY } from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import type { Db, Queryable } from '../../db/client.ts';
import { loadBookedSlotById } from '../kernel/booked-slot.ts';
import type { StoredAnswer } from '../kernel/idempotency.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { refuse } from '../kernel/refusals.ts';
import { onceForCode, type ReservationCall } from '../reservation/reservations.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import type { CodeRow } from '../kernel/code-lock.ts';
import { rescheduledMessage } from './reschedule-message.ts';
import { checkSlotFits, claimSlot, parseSlotId, slotFacts, whyNotFree } from './slot-rules.ts';
import { insertBooking } from './store.ts';

/** What the request carries besides the code: the Idempotency-Key frame and the new slot. */
export interface RescheduleInput extends ReservationCall {
  /** The normalised code (its row was found by requireKnownCode). */
  readonly code: string;
  /** The new slot's id as the app sent it. */
  readonly slot: string;
  readonly applicationType: ApplicationType;
}

interface MovingBooking {
  readonly id: string;
  readonly slot_id: string;
  readonly termintyp: Termintyp;
  readonly leistungsmerkmale: string[];
  readonly kontakt: Record<string, string>;
  readonly benachrichtigung: string | null;
  /** The language of the patient's messages, kept by the moved booking (issue #23 part 1). */
  readonly nachrichtensprache: Locale;
  readonly beginn: Date;
  readonly begonnen: boolean;
}

/** The code's active booking, locked (a code has at most one, 0004_booking.sql). */
async function lockBooking(tx: Queryable, code: string): Promise<MovingBooking | null> {
  const [row] = await tx.query<MovingBooking>(
    `SELECT b.id::text AS id, b.slot_id::text AS slot_id, b.termintyp, b.leistungsmerkmale,
            b.kontakt, b.benachrichtigung, b.nachrichtensprache, s.beginn, s.beginn <= now() AS begonnen
       FROM buchungen b JOIN slots s ON s.id = b.slot_id
      WHERE b.code = $1 AND b.storniert_am IS NULL
      ORDER BY b.id LIMIT 1
      FOR UPDATE OF b`,
    [code],
  );
  return row ?? null;
}

/**
 * VS001 (429, Retry-After until German midnight) when the code's booking was moved
 * MAX_RESCHEDULES_PER_DAY times today already. The moves are the code's rows that ended as
 * 'VERSCHOBEN' since German midnight; the code is locked, so two requests cannot both pass.
 */
async function assertMovableToday(tx: Queryable, code: string): Promise<void> {
  const [row] = await tx.query<{ heute: number; bis_morgen: number }>(
    `WITH tag AS (SELECT date_trunc('day', now() AT TIME ZONE $2) AS beginn)
     SELECT (SELECT count(*)::int FROM buchungen
              WHERE code = $1 AND storniert_von = 'VERSCHOBEN'
                AND storniert_am >= (tag.beginn AT TIME ZONE $2)) AS heute,
            ceil(extract(epoch FROM ((tag.beginn + interval '1 day') AT TIME ZONE $2) - now()))::int
              AS bis_morgen
       FROM tag`,
    [code, SERVICE_TIME_ZONE],
  );
  if ((row?.heute ?? 0) >= MAX_RESCHEDULES_PER_DAY) {
    throw refuse.rescheduledTooOften(Math.max(1, row?.bis_morgen ?? 1));
  }
}

/**
 * The new slot, checked and claimed as a booking claims it, for the booking's appointment type;
 * the Leistungsmerkmale the new booking records (the code's, else those the old booking had).
 */
async function claimNewSlot(
  tx: Queryable,
  code: CodeRow,
  booking: MovingBooking,
  input: RescheduleInput,
): Promise<{ slotId: string; leistungsmerkmale: string[] }> {
  const slotId = parseSlotId(input.slot);
  if (slotId === booking.slot_id) throw refuse.sameSlot();
  const facts = await slotFacts(tx, slotId);
  if (facts && facts.termintyp !== booking.termintyp) throw refuse.rescheduleOtherType();
  const { slot, leistungsmerkmale } = checkSlotFits(facts, {
    termintyp: booking.termintyp,
    applicationType: input.applicationType,
    code,
    requested: booking.leistungsmerkmale,
  });
  if (slot.status !== 'FREI' || slot.begonnen) throw whyNotFree(slot, refuse.slotBlocked);
  if (!(await claimSlot(tx, slot.id, 'GEBUCHT'))) {
    // Taken meanwhile: the refusal rolls the transaction back, so the old booking stays.
    throw whyNotFree(await slotFacts(tx, slot.id), refuse.slotBlocked);
  }
  return { slotId: slot.id, leistungsmerkmale };
}

/** The moved booking: the old row ends as 'VERSCHOBEN', its slot is free, the new row is written. */
async function move(
  tx: Queryable,
  code: string,
  booking: MovingBooking,
  target: { slotId: string; leistungsmerkmale: string[] },
): Promise<string> {
  await tx.query(
    `UPDATE buchungen SET storniert_am = now(), storniert_von = 'VERSCHOBEN' WHERE id = $1`,
    [booking.id],
  );
  await tx.query(
    `UPDATE slots SET status = 'FREI', version = version + 1
      WHERE id = $1 AND status = 'GEBUCHT'`,
    [booking.slot_id],
  );
  return insertBooking(tx, {
    code,
    slotId: target.slotId,
    termintyp: booking.termintyp,
    leistungsmerkmale: target.leistungsmerkmale,
    kontakt: booking.kontakt,
    benachrichtigung: booking.benachrichtigung,
    nachrichtensprache: booking.nachrichtensprache,
  });
}

/**
 * POST buchung/verschieben: 204, the answer stored for the request's Idempotency-Key, or the
 * refusal — WP008 (code used up), WP069 (no booking), WP004 (the booking has begun), VS001 (moved
 * too often today), BU001 (the slot the code holds), BU002, BU004, BU005, BU012 (the new slot, as a
 * booking is refused).
 */
export async function rescheduleBooking(db: Db, input: RescheduleInput): Promise<StoredAnswer> {
  const frame = { code: input.code, scope: 'verschieben', slotId: parseSlotId(input.slot) };
  return onceForCode(db, input, frame, async (tx, code) => {
    const booking = await lockBooking(tx, code.code);
    if (!booking) throw refuse.noBooking();
    if (booking.begonnen) throw refuse.alreadyTookPlace();
    await assertMovableToday(tx, code.code);
    const target = await claimNewSlot(tx, code, booking, input);
    const buchungId = await move(tx, code.code, booking, target);
    const booked = await loadBookedSlotById(tx, buchungId);
    const message = booked
      ? rescheduledMessage(booked, {
          code: code.code,
          previousBeginn: booking.beginn,
          phone: booking.kontakt.phone ?? '',
          appUrl: input.appUrl,
        })
      : null;
    if (message) await enqueueMessage(tx, message);
    return { statusCode: 204, body: null };
  });
}
