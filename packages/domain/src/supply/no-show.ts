// No-shows (issue #24 part 1, docs/supply.md "No-shows"): the practice marks a booking whose
// appointment has begun as 'nicht erschienen', and may undo the mark within 7 days of setting it.
// The mark only counts (the operators' statistics): it does not touch the patient's code, which
// the booking already used. One rule for the desk, FHIR (Appointment status noshow) and the server.

/** How long after marking the practice may undo the mark (days after the time of marking). */
export const NO_SHOW_UNDO_DAYS = 7;
const UNDO_MS = NO_SHOW_UNDO_DAYS * 86_400_000;

/** A booking as the rule needs it (the practice's own: another practice's is 'not found'). */
export interface NoShowState {
  /** Not cancelled by anyone and not moved to another slot. */
  readonly active: boolean;
  /** The appointment's start. */
  readonly beginn: Date;
  /** When the practice marked it 'nicht erschienen'; null: not marked (or undone). */
  readonly markedAt: Date | null;
}

/** What the practice can do now: mark, undo, or nothing. */
export type NoShowAction = 'markieren' | 'aufheben';

/** Why a mark or undo is refused (the server's PX015–PX019). */
export type NoShowRefusal =
  'nichtAktiv' | 'nochNichtBegonnen' | 'bereitsMarkiert' | 'nichtMarkiert' | 'aufhebenAbgelaufen';

/** Until when the mark can be undone (exclusive). */
export function noShowUndoDeadline(markedAt: Date): Date {
  return new Date(markedAt.getTime() + UNDO_MS);
}

/** Why `action` is not allowed on this booking at `now`, or null when it is. */
export function noShowRefusal(
  state: NoShowState,
  action: NoShowAction,
  now: Date,
): NoShowRefusal | null {
  if (!state.active) return 'nichtAktiv';
  if (action === 'markieren') {
    if (state.beginn.getTime() > now.getTime()) return 'nochNichtBegonnen';
    return state.markedAt === null ? null : 'bereitsMarkiert';
  }
  if (state.markedAt === null) return 'nichtMarkiert';
  return now.getTime() < noShowUndoDeadline(state.markedAt).getTime() ? null : 'aufhebenAbgelaufen';
}

/** The one action the desk offers for this booking at `now`, or null. */
export function noShowAction(state: NoShowState, now: Date): NoShowAction | null {
  if (noShowRefusal(state, 'markieren', now) === null) return 'markieren';
  if (noShowRefusal(state, 'aufheben', now) === null) return 'aufheben';
  return null;
}
