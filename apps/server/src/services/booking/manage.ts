// Managing a booking (§4 "Cancellation", §7 buchung DELETE, §8 management, cancel, §9 "the code
// becomes invalid after two cancellations"): cancelling, in one transaction that locks the code
// first, then its bookings. Changing the notification address (PATCH) is contact-change.ts.
import type { Db, Queryable } from '../../db/client.ts';
import { loadBookedSlotById, type BookedSlotRow } from '../kernel/booked-slot.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { refuse } from '../kernel/refusals.ts';
import { lockCode, type CodeRow } from '../kernel/code-lock.ts';
import { assertCodeUsable } from './code-guard.ts';
import { cancellationMail } from './mails.ts';
import { parseSlotId } from './slot-rules.ts';

export interface ActiveBooking {
  readonly id: string;
  readonly slot_id: string;
  readonly begonnen: boolean;
  readonly benachrichtigung: string | null;
  readonly nachrichtensprache: string;
}

/** The code's active bookings (or those of `slotIds`), locked; the code is locked already. */
export async function lockActiveBookings(
  tx: Queryable,
  code: string,
  slotIds: readonly string[] | null,
): Promise<ActiveBooking[]> {
  return tx.query<ActiveBooking>(
    `SELECT b.id::text AS id, b.slot_id::text AS slot_id, s.beginn <= now() AS begonnen,
            b.benachrichtigung, b.nachrichtensprache
       FROM buchungen b JOIN slots s ON s.id = b.slot_id
      WHERE b.code = $1 AND b.storniert_am IS NULL
        AND ($2::bigint[] IS NULL OR b.slot_id = ANY($2::bigint[]))
      ORDER BY b.id
      FOR UPDATE OF b`,
    [code, slotIds === null ? null : [...slotIds]],
  );
}

/**
 * DELETE buchung: cancels the listed slots of this code's booking — all or none. A slot that is
 * not this code's active booking is refused as WP069 (another code's booking is never revealed),
 * one that has begun as WP004. Each successful cancellation counts once towards §9's two.
 */
export async function cancelBookings(
  db: Db,
  code: string,
  requestedSlotIds: readonly string[],
): Promise<{ stornierungen: number }> {
  const unique = new Set<string>();
  for (const requested of requestedSlotIds) {
    const id = parseSlotId(requested);
    if (id === null) throw refuse.noBooking();
    unique.add(id);
  }
  const slotIds = [...unique];
  return db.transaction(async (tx) => cancelLocked(tx, await lockCode(tx, code), slotIds));
}

/**
 * The cancellation itself, in the caller's transaction after it locked the code (lockCode): the
 * rules of §4 "Cancellation" and §9 — the code still usable, the slots its active bookings, none
 * begun — then the bookings cancelled by the patient, the slots free again, the code's count
 * raised and the cancellation mails written. A reminder's 'Termin freigeben' comes here too
 * (services/reminders/, issue #15): a release is a cancellation under the same rules.
 */
export async function cancelLocked(
  tx: Queryable,
  row: CodeRow,
  slotIds: readonly string[],
): Promise<{ stornierungen: number }> {
  assertCodeUsable(row);
  const bookings = await lockActiveBookings(tx, row.code, slotIds);
  if (bookings.length !== slotIds.length) throw refuse.noBooking();
  if (bookings.some((b) => b.begonnen)) throw refuse.alreadyTookPlace();
  const rows: (BookedSlotRow | undefined)[] = [];
  for (const booking of bookings) rows.push(await loadBookedSlotById(tx, booking.id));
  const ids = bookings.map((b) => b.id);
  await tx.query(
    `UPDATE buchungen SET storniert_am = now(), storniert_von = 'PATIENT'
      WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  await tx.query(
    `UPDATE slots SET status = 'FREI', version = version + 1
      WHERE id = ANY($1::bigint[]) AND status = 'GEBUCHT'`,
    [[...slotIds]],
  );
  const [updated] = await tx.query<{ stornierungen: number }>(
    `UPDATE vermittlungscodes SET stornierungen = stornierungen + 1 WHERE code = $1
     RETURNING stornierungen`,
    [row.code],
  );
  for (const booked of rows) {
    if (booked?.benachrichtigung) {
      await enqueueMessage(tx, cancellationMail(booked, booked.benachrichtigung));
    }
  }
  return { stornierungen: updated?.stornierungen ?? row.stornierungen + 1 };
}
