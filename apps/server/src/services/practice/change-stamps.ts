// The change log's commit order (migration 0016, ADR 25): rows are written with position NULL in
// the transaction of the change; "stamping" gives the rows that have committed the next positions
// of their practice and the stamping time. Stampings take turns under one advisory lock, so a row
// that commits later is always stamped later, with a higher position and a later time: the feed
// reads stamped rows only and never skips one. Rows stamped together are ordered as they happened.
import type { Db, Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';

/** Advisory lock of the stamping (pg_advisory_xact_lock(class, 0)); jobs use 1_161_171. */
const STAMP_LOCK_CLASS = 1_161_172;

// One statement, after the lock was taken in the statement before: READ COMMITTED gives it a
// snapshot that holds every row and position the previous stamping committed. `jetzt` is read
// once, so all rows of a stamping share its time.
const STAMP_SQL = `
  WITH jetzt AS MATERIALIZED (SELECT clock_timestamp() AS t),
  offen AS (
    SELECT id, praxis_id,
           row_number() OVER (PARTITION BY praxis_id ORDER BY geschehen_am, id) AS n
      FROM aenderungsprotokoll
     WHERE position IS NULL AND ($1::text IS NULL OR praxis_id = $1)
  ), je_praxis AS (
    SELECT o.praxis_id, count(*) AS anzahl, coalesce(max(s.position), 0) AS basis
      FROM offen o LEFT JOIN aenderungsprotokoll_stand s ON s.praxis_id = o.praxis_id
     GROUP BY o.praxis_id
  ), gestempelt AS (
    UPDATE aenderungsprotokoll a
       SET position = j.basis + o.n, aufgenommen_am = (SELECT t FROM jetzt)
      FROM offen o JOIN je_praxis j ON j.praxis_id = o.praxis_id
     WHERE a.id = o.id
    RETURNING a.id
  ), stand AS (
    INSERT INTO aenderungsprotokoll_stand (praxis_id, position)
    SELECT praxis_id, basis + anzahl FROM je_praxis
    ON CONFLICT (praxis_id) DO UPDATE SET position = excluded.position
  )
  SELECT (SELECT count(*)::int FROM gestempelt) AS anzahl, (SELECT t FROM jetzt) AS zeit`;

/**
 * Stamps the committed rows of one practice (null: of all), inside the caller's transaction; the
 * lock is held until it ends. Returns how many were stamped and the stamping time: every row
 * stamped later gets a later time.
 */
export async function stampChanges(
  tx: Queryable,
  praxisId: string | null,
): Promise<{ anzahl: number; zeit: Date }> {
  await tx.query('SELECT pg_advisory_xact_lock($1, 0)', [STAMP_LOCK_CLASS]);
  const [row] = await tx.query<{ anzahl: number; zeit: Date }>(STAMP_SQL, [praxisId]);
  return row!;
}

/** How often the job stamps: the feed shows a change at most this long after its commit. */
export const STAMP_INTERVAL_MS = 5_000;

export const changeStampJob: Job = {
  name: 'aenderungen-stempeln',
  intervalMs: STAMP_INTERVAL_MS,
  run: async (tx) => ({ gestempelt: (await stampChanges(tx, null)).anzahl }),
};

/**
 * How long the feed keeps a change, in days (ADR 25): a practice software that paused longer
 * synchronises fully. The rows hold no personal data (ids, an actor class, times).
 */
export const CHANGE_LOG_DAYS = 30;
export const CHANGE_LOG_BATCH = 10_000;

/** Removes one batch of stamped rows older than `days`; returns how many. */
export async function removeOldChanges(
  q: Queryable,
  days = CHANGE_LOG_DAYS,
  batch = CHANGE_LOG_BATCH,
): Promise<number> {
  const rows = await q.query(
    `DELETE FROM aenderungsprotokoll WHERE id IN (
       SELECT id FROM aenderungsprotokoll
        WHERE position IS NOT NULL AND aufgenommen_am < now() - make_interval(days => $1)
        LIMIT $2)
     RETURNING 1`,
    [days, batch],
  );
  return rows.length;
}

export const changeLogCleanupJob: Job = {
  name: 'aenderungsprotokoll-aufraeumen',
  intervalMs: 15 * 60_000,
  run: async (tx) => ({ entfernt: await removeOldChanges(tx) }),
  again: (counts) => (counts.entfernt ?? 0) >= CHANGE_LOG_BATCH,
};

/** Stamps in a transaction of its own (tests, and a reader that needs the newest state). */
export function stampNow(db: Db, praxisId: string | null) {
  return db.transaction((tx) => stampChanges(tx, praxisId));
}
