// How slot alerts end (issue #15 "End and limits"): a booking with the code ends them in the
// booking's transaction (trigger of migration 0011); a new confirmed alert for the code replaces
// the old; unsubscribing ends one at once; the housekeeping below ends those past their 28 days
// and those whose PIN ran out unconfirmed. An ended alert leaves the matcher's index at once; the
// retention job erases its address later (services/retention).
import type { Queryable } from '../../db/client.ts';

/** Alerts ended per housekeeping statement: short statements, the next run goes on. */
export const ENDING_BATCH = 500;

/**
 * Ends the running alerts that `where` selects (its parameters in `values`) for the reason `why`
 * and takes them out of the matcher's index; returns how many ended.
 */
export async function endAlerts(
  tx: Queryable,
  where: string,
  values: readonly unknown[],
  why: string,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `WITH beendet AS (
       UPDATE terminalarme SET beendet_am = now(), ende_grund = $${values.length + 1}
        WHERE beendet_am IS NULL AND ${where}
       RETURNING id),
     weg AS (DELETE FROM terminalarm_orte WHERE alarm_id IN (SELECT id FROM beendet))
     SELECT id FROM beendet`,
    [...values, why],
  );
  return rows.length;
}

/**
 * Ends alerts past their 28 days, and unconfirmed ones an hour after their PIN ran out (an hour in
 * which 'PIN erneut senden' still works); returns how many.
 */
export async function endDueAlerts(tx: Queryable, batch = ENDING_BATCH): Promise<number> {
  const expired = await endAlerts(
    tx,
    `id IN (SELECT id FROM terminalarme
             WHERE beendet_am IS NULL AND laeuft_ab_am <= now() ORDER BY laeuft_ab_am LIMIT $1)`,
    [batch],
    'abgelaufen',
  );
  const unconfirmed = await endAlerts(
    tx,
    `id IN (SELECT id FROM terminalarme
             WHERE beendet_am IS NULL AND bestaetigt_am IS NULL AND pin_laeuft_ab_am <= now() - interval '1 hour'
             ORDER BY pin_laeuft_ab_am LIMIT $1)`,
    [batch],
    'unbestaetigt',
  );
  return expired + unconfirmed;
}
