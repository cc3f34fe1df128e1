// Booked appointments of one practice (FHIR Appointment; docs/supply.md "Booked appointments"):
// what the practice needs to treat the patient, nothing more, and the practice's cancellation.
// A practice's cancellation does not count towards the patient's two (§9): the practice cancelled,
// not the patient, so the same code can book again. The patient is told through the outbox.
import { maskCodeForPractice } from '@terminservice/domain/masking';
import {
  noShowAction,
  type CancelNotification,
  type DeskBooking,
  type NoShowAction,
} from '@terminservice/domain/supply';
import type { Db, Queryable } from '../../db/client.ts';
import { loadBookedSlotById } from '../kernel/booked-slot.ts';
import { berlinDateTime } from '../kernel/berlin-time.ts';
import { lockCode } from '../kernel/code-lock.ts';
import { enqueueMessage } from '../kernel/outbox.ts';
import { practiceCancellationMessage } from './messages.ts';
import { refusePractice } from './refusals.ts';
import type { PracticeScope } from './scope.ts';

/** The patient's details the practice sees, as the desk shows them. */
type PracticePatient = Pick<
  DeskBooking,
  'vorname' | 'nachname' | 'geburtsdatum' | 'telefon' | 'email' | 'hinweis'
>;

export interface PracticeBooking {
  readonly id: string;
  readonly slotId: string;
  readonly profilId: string;
  /** Local 'YYYY-MM-DDTHH:mm:ss'. */
  readonly beginn: string;
  readonly ende: string;
  readonly termintyp: string;
  readonly leistungsmerkmale: readonly string[];
  readonly codeMaskiert: string;
  readonly patient: PracticePatient;
  readonly status: 'gebucht' | 'storniert';
  /** VERSCHOBEN: the patient moved the booking to another slot (issue #15), not counted (§9). */
  readonly storniertVon: 'PATIENT' | 'PRAXIS' | 'VERSCHOBEN' | null;
  readonly erstelltAm: string;
  /** When the patient pressed 'Ich komme' in the reminder (issue #15, docs/reminders.md). */
  readonly bestaetigtAm: string | null;
  /** When the practice marked it 'nicht erschienen' (issue #24 part 1, no-show.ts), or null. */
  readonly nichtErschienenAm: string | null;
  /** What the practice can do about the mark now (the domain's rule at the database's now). */
  readonly nichtErschienenAktion: NoShowAction | null;
}

interface BookingRow {
  readonly id: string;
  readonly slot_id: string;
  readonly terminprofil_id: string;
  readonly beginn: Date;
  readonly ende: Date;
  readonly termintyp: string;
  readonly leistungsmerkmale: string[];
  readonly code: string;
  readonly kontakt: Record<string, string | undefined>;
  readonly benachrichtigung: string | null;
  readonly storniert_am: Date | null;
  readonly storniert_von: 'PATIENT' | 'PRAXIS' | 'VERSCHOBEN' | null;
  readonly erstellt_am: Date;
  readonly bestaetigt_am: Date | null;
  readonly nicht_erschienen_am: Date | null;
  readonly jetzt: Date;
}

function toBooking(row: BookingRow): PracticeBooking {
  const k = row.kontakt;
  return {
    id: row.id,
    slotId: row.slot_id,
    profilId: row.terminprofil_id,
    beginn: berlinDateTime(row.beginn),
    ende: berlinDateTime(row.ende),
    termintyp: row.termintyp,
    leistungsmerkmale: row.leistungsmerkmale,
    codeMaskiert: maskCodeForPractice(row.code),
    patient: {
      vorname: k.vorname ?? '',
      nachname: k.nachname ?? '',
      geburtsdatum: k.geburtsdatum ?? '',
      telefon: k.phone ?? '',
      email: row.benachrichtigung ?? '',
      hinweis: k.hinweisAnBehandelndenArzt ?? '',
    },
    status: row.storniert_am ? 'storniert' : 'gebucht',
    storniertVon: row.storniert_von,
    erstelltAm: row.erstellt_am.toISOString(),
    bestaetigtAm: row.bestaetigt_am?.toISOString() ?? null,
    nichtErschienenAm: row.nicht_erschienen_am?.toISOString() ?? null,
    nichtErschienenAktion: noShowAction(
      { active: !row.storniert_am, beginn: row.beginn, markedAt: row.nicht_erschienen_am },
      row.jetzt,
    ),
  };
}

const BOOKING_SELECT = `
  SELECT b.id::text AS id, b.slot_id::text AS slot_id, s.terminprofil_id, s.beginn, s.ende,
         b.termintyp, b.leistungsmerkmale, b.code, b.kontakt, b.benachrichtigung, b.storniert_am,
         b.storniert_von, b.erstellt_am, b.bestaetigt_am, b.nicht_erschienen_am, now() AS jetzt
    FROM buchungen b JOIN slots s ON s.id = b.slot_id`;

/** Bookings of the practice whose slot starts in [from, to); cancelled ones only when asked. */
export async function listBookings(
  q: Queryable,
  practice: PracticeScope,
  range: { readonly from: Date; readonly to: Date; readonly includeCancelled?: boolean },
): Promise<PracticeBooking[]> {
  const rows = await q.query<BookingRow>(
    `${BOOKING_SELECT}
      WHERE s.praxis_id = $1 AND s.beginn >= $2 AND s.beginn < $3
        AND ($4 OR b.storniert_am IS NULL)
      ORDER BY s.beginn, b.id
      LIMIT 5000`,
    [practice.praxisId, range.from, range.to, range.includeCancelled === true],
  );
  return rows.map(toBooking);
}

/** One booking of the practice, or PX002 (also for another practice's booking). */
export async function getBooking(
  q: Queryable,
  practice: PracticeScope,
  id: string,
): Promise<PracticeBooking> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw refusePractice.notFound();
  const [row] = await q.query<BookingRow>(
    `${BOOKING_SELECT} WHERE s.praxis_id = $1 AND b.id = $2`,
    [practice.praxisId, id],
  );
  if (!row) throw refusePractice.notFound();
  return toBooking(row);
}

/**
 * The practice cancels a booking, giving the patient a reason. The slot becomes blocked
 * (gesperrt): the practice cancelled because it cannot keep the time, and frees it again itself.
 * Locks the code first, then the booking, as every path that changes a booking does.
 */
export async function cancelByPractice(
  db: Db,
  practice: PracticeScope,
  id: string,
  reason: string,
): Promise<{ booking: PracticeBooking; benachrichtigt: CancelNotification }> {
  const grund = reason.trim();
  if (!grund) throw refusePractice.reasonRequired();
  const booking = await getBooking(db, practice, id);
  const benachrichtigt = await db.transaction(async (tx) => {
    const [codeRow] = await tx.query<{ code: string }>('SELECT code FROM buchungen WHERE id = $1', [
      id,
    ]);
    if (!codeRow) throw refusePractice.notFound();
    await lockCode(tx, codeRow.code);
    const [row] = await tx.query<{ begonnen: boolean; storniert: boolean }>(
      `SELECT s.beginn <= now() AS begonnen, b.storniert_am IS NOT NULL AS storniert
         FROM buchungen b JOIN slots s ON s.id = b.slot_id
        WHERE b.id = $1 AND s.praxis_id = $2
        FOR UPDATE OF b`,
      [id, practice.praxisId],
    );
    if (!row) throw refusePractice.notFound();
    if (row.begonnen || row.storniert) throw refusePractice.bookingNotCancellable();
    const booked = await loadBookedSlotById(tx, id);
    await tx.query(
      `UPDATE buchungen SET storniert_am = now(), storniert_von = 'PRAXIS', storno_grund = $2
        WHERE id = $1`,
      [id, grund],
    );
    await tx.query(
      `UPDATE slots SET status = 'BLOCKIERT', version = version + 1, geaendert_am = now()
        WHERE id = $1 AND status = 'GEBUCHT'`,
      [booking.slotId],
    );
    const message = booked
      ? practiceCancellationMessage(booked, {
          code: codeRow.code,
          reason: grund,
          phone: booking.patient.telefon,
        })
      : null;
    if (message) await enqueueMessage(tx, message);
    return message?.channel ?? null;
  });
  return { booking: await getBooking(db, practice, id), benachrichtigt };
}
