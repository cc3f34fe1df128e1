// Removes search-change records (migration 0014) once no process needs them: after
// CHANGE_RECORDS_KEPT_MS every answer they could concern has passed its maximum age (ADR 21).
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';
import { CHANGE_RECORDS_KEPT_MS } from './shared-answers.ts';

export async function removeOldChangeRecords(q: Queryable): Promise<number> {
  const rows = await q.query(
    `DELETE FROM such_aenderungen WHERE erfasst_am < now() - make_interval(secs => $1) RETURNING 1`,
    [CHANGE_RECORDS_KEPT_MS / 1000],
  );
  return rows.length;
}

export const changeRecordsCleanupJob: Job = {
  name: 'suchaenderungen',
  intervalMs: 60_000,
  run: async (tx) => ({ entfernt: await removeOldChangeRecords(tx) }),
};
