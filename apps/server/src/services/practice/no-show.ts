// No-shows (issue #24 part 1, docs/supply.md "No-shows"): the practice marks its own begun,
// active booking 'nicht erschienen' or undoes the mark within 7 days; the rule is the domain's
// (supply/no-show.ts), applied here at the database's now to the locked booking. Neither touches
// the code (its stornierungen, its state): the booking used it and still does. The change log's
// trigger on buchungen records both as an UPDATE of the Appointment (migration 0016).
import {
  NO_SHOW_UNDO_DAYS,
  noShowRefusal,
  type NoShowAction,
  type NoShowRefusal,
} from '@terminservice/domain/supply';
import type { Db } from '../../db/client.ts';
import type { ServiceError } from '../../errors.ts';
import { getBooking, type PracticeBooking } from './bookings.ts';
import { refusePractice } from './refusals.ts';
import type { PracticeScope } from './scope.ts';

const REFUSALS: Record<NoShowRefusal, () => ServiceError> = {
  nichtAktiv: () => refusePractice.noShowNotActive(),
  nochNichtBegonnen: () => refusePractice.noShowNotStarted(),
  bereitsMarkiert: () => refusePractice.noShowAlreadyMarked(),
  nichtMarkiert: () => refusePractice.noShowNotMarked(),
  aufhebenAbgelaufen: () => refusePractice.noShowUndoExpired(NO_SHOW_UNDO_DAYS),
};

async function changeMark(
  db: Db,
  practice: PracticeScope,
  id: string,
  action: NoShowAction,
): Promise<PracticeBooking> {
  // getBooking first: another practice's booking or a malformed id is PX002, as for a cancellation.
  await getBooking(db, practice, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{
      storniert: boolean;
      beginn: Date;
      nicht_erschienen_am: Date | null;
      jetzt: Date;
    }>(
      `SELECT b.storniert_am IS NOT NULL AS storniert, s.beginn, b.nicht_erschienen_am,
              now() AS jetzt
         FROM buchungen b JOIN slots s ON s.id = b.slot_id
        WHERE b.id = $1 AND s.praxis_id = $2
        FOR UPDATE OF b`,
      [id, practice.praxisId],
    );
    if (!row) throw refusePractice.notFound();
    const state = { active: !row.storniert, beginn: row.beginn, markedAt: row.nicht_erschienen_am };
    const refused = noShowRefusal(state, action, row.jetzt);
    if (refused) throw REFUSALS[refused]();
    await tx.query(
      `UPDATE buchungen SET nicht_erschienen_am = ${action === 'markieren' ? 'now()' : 'NULL'}
        WHERE id = $1`,
      [id],
    );
  });
  return getBooking(db, practice, id);
}

/** Marks the practice's begun, active booking 'nicht erschienen' (PX015–PX017 otherwise). */
export function markNoShow(db: Db, practice: PracticeScope, id: string): Promise<PracticeBooking> {
  return changeMark(db, practice, id, 'markieren');
}

/** Undoes the mark within NO_SHOW_UNDO_DAYS of setting it (PX015, PX018, PX019 otherwise). */
export function undoNoShow(db: Db, practice: PracticeScope, id: string): Promise<PracticeBooking> {
  return changeMark(db, practice, id, 'aufheben');
}
