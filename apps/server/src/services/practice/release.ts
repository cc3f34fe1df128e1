// The release rule (§3 result section freeToUseForPraxis; docs/supply.md "Release rule"): a slot of
// a profile with `freigabe_tage` that is still free that many days before its start moves to the
// section freeToUseForPraxis, where the practice uses it itself. A job (services/kernel/jobs.ts) runs it.
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';

export async function releaseDueSlots(q: Queryable): Promise<number> {
  const rows = await q.query(
    `UPDATE slots s SET abschnitt = 'freeToUseForPraxis', version = s.version + 1, geaendert_am = now()
       FROM terminprofile tp
      WHERE tp.freigabe_tage IS NOT NULL AND tp.aktiv
        AND s.terminprofil_id = tp.id AND s.status = 'FREI' AND s.abschnitt <> 'freeToUseForPraxis'
        AND s.beginn > now() AND s.beginn <= now() + make_interval(days => tp.freigabe_tage)
      RETURNING s.id`,
  );
  return rows.length;
}

export const releaseJob: Job = {
  name: 'freigabe',
  intervalMs: 60_000,
  run: async (tx) => ({ freigegeben: await releaseDueSlots(tx) }),
};
