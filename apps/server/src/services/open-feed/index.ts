// The open feed of free appointments (issue #24 part 3, ADR 32, docs/open-feed.md): what is
// published (published.ts) and the paged reads per KV region (queries.ts). The SMART Scheduling
// Links resources are built by the route (routes/fhir/open-feed/).
import type { Queryable } from '../../db/client.ts';
import { CHANGE_LOG_DAYS } from '../practice/change-stamps.ts';

export { FEED_HORIZON_DAYS } from './published.ts';
export {
  changedSlotPages,
  freeSlotPages,
  locationPages,
  schedulePages,
  type LocationRow,
  type ScheduleRow,
  type SlotRow,
} from './queries.ts';

/**
 * The database's clock: the manifest's transactionTime, on the clock the change log is stamped
 * with, so that `_since` = an earlier transactionTime misses no change.
 */
export async function feedClock(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ jetzt: Date }>('SELECT clock_timestamp() AS jetzt');
  return new Date(row!.jetzt);
}

/**
 * Whether the change log still holds every change since `since` (it keeps CHANGE_LOG_DAYS, a day
 * less to be safe); if not, `_since` is ignored and the full files are answered.
 */
export function changesKeptSince(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() < (CHANGE_LOG_DAYS - 1) * 86_400_000;
}
