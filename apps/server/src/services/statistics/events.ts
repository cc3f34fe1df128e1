// Searches that found nothing (issue #24 part 2, docs/statistics.md): the search path must not
// write to the database per search, so the process counts them in memory and a job adds the
// counts to statistik_ereignisse every few seconds (one upsert). A crash loses at most the counts
// of those seconds; the figure is a count, not a record.
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';
import { berlinDateKey } from '../kernel/berlin-time.ts';

/** How often the counts are written (and so the most a crash loses). */
export const EVENT_FLUSH_MS = 5_000;

/** Keys in the order of the upsert's arrays: Berlin day, postcode, Leistungsmerkmal, urgency. */
type EventKey = string;
let pending = new Map<EventKey, number>();

const POSTCODE = /^[0-9]{5}$/;

/** Counts one search that found nothing. Cheap: a map entry; nothing is written here. */
export function countEmptySearch(
  search: { plz: string; leistungsmerkmal: string; dringlichkeit: string },
  now: Date,
): void {
  if (!POSTCODE.test(search.plz)) return;
  const key = JSON.stringify([
    berlinDateKey(now),
    search.plz,
    search.leistungsmerkmal.slice(0, 16),
    search.dringlichkeit.slice(0, 32),
  ]);
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/**
 * Writes the counts so far (the KV from the postcode; an unknown postcode counts under '00') and
 * forgets them. Returns how many searches were written.
 */
export async function flushEvents(tx: Queryable): Promise<number> {
  if (pending.size === 0) return 0;
  const batch = pending;
  pending = new Map();
  const rows = [...batch].map(([key, count]) => [...(JSON.parse(key) as string[]), count]);
  try {
    await tx.query(
      `INSERT INTO statistik_ereignisse
         (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)
       SELECT x.tag, coalesce(pl.kv_id, '00'), substr(x.plz, 1, 2), x.merkmal, x.dringlichkeit,
              'suchenOhneErgebnis', sum(x.anzahl)
         FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[])
              AS x (tag, plz, merkmal, dringlichkeit, anzahl)
         LEFT JOIN postleitzahlen pl ON pl.plz = x.plz
        GROUP BY 1, 2, 3, 4, 5
       ON CONFLICT (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl)
       DO UPDATE SET anzahl = statistik_ereignisse.anzahl + excluded.anzahl`,
      [0, 1, 2, 3, 4].map((i) => rows.map((row) => row[i])),
    );
  } catch (error) {
    // Not lost on a failed write: back into the counts for the next run.
    for (const [key, count] of batch) pending.set(key, (pending.get(key) ?? 0) + count);
    throw error;
  }
  return rows.reduce((sum, row) => sum + (row[4] as number), 0);
}

export const statisticsEventsJob: Job = {
  name: 'statistik-ereignisse',
  intervalMs: EVENT_FLUSH_MS,
  run: async (tx) => ({ suchen: await flushEvents(tx) }),
};
