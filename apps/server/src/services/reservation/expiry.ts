// Lazy expiry of video reservations (§4 "Video reservation", §9 "reservation window 30 min"):
// every read and write treats `laeuft_ab_am <= now()` as expired, and expireReservations() marks
// such reservations ABGELAUFEN and frees their slots — scoped before a code's request, and for all
// of them from a job (reservationExpiryJob, services/timers/server-jobs.ts).
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';

/**
 * Marks reservations past their 30 minutes as ABGELAUFEN and frees their slots, in one statement.
 * With a scope only those of the code or of the slot; without one all (housekeeping).
 */
export async function expireReservations(
  q: Queryable,
  scope: { readonly code?: string; readonly slotId?: string | null } = {},
): Promise<number> {
  const code = scope.code ?? null;
  const slotId = scope.slotId ?? null;
  const [row] = await q.query<{ anzahl: number }>(
    `WITH abgelaufen AS (
       UPDATE reservierungen SET status = 'ABGELAUFEN'
        WHERE status = 'RESERVIERT' AND laeuft_ab_am <= now()
          AND (($1::text IS NULL AND $2::bigint IS NULL) OR code = $1 OR slot_id = $2)
        RETURNING slot_id
     ), freigegeben AS (
       UPDATE slots SET status = 'FREI', version = version + 1
        WHERE id IN (SELECT slot_id FROM abgelaufen) AND status = 'RESERVIERT'
        RETURNING id
     )
     SELECT count(*)::int AS anzahl FROM abgelaufen`,
    [code, slotId],
  );
  return row?.anzahl ?? 0;
}

/** Housekeeping interval for expireReservations. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Releases the slots of reservations past their 30 minutes. A booking or reservation call also
 * expires its own code's and slot's reservation at once; this job frees the rest for the search.
 */
export const reservationExpiryJob: Job = {
  name: 'reservierungen-ablaufen',
  intervalMs: EXPIRY_INTERVAL_MS,
  run: async (tx) => ({ abgelaufen: await expireReservations(tx) }),
};
