// The change feed of one practice (issue #22 "Änderungen abrufen", ADR 25, docs/fhir.md "Change
// feed"): every change to its Terminprofile, slots and bookings, whoever made it, in commit order,
// from the durable log of migration 0016. A read first stamps what has committed
// (change-stamps.ts), then reads the stamped rows after a cursor (the last position the client
// got) or from a time of recording on, and hands back the cursor to resume from.
import type { Db, Queryable } from '../../db/client.ts';
import type { Akteur } from '../../db/actor.ts';
import { CHANGE_LOG_DAYS, stampChanges } from './change-stamps.ts';

export { changeLogCleanupJob, changeStampJob, removeOldChanges } from './change-stamps.ts';

export type ChangedResource = 'Schedule' | 'Slot' | 'Appointment';
export type ChangeActivity = 'CREATE' | 'UPDATE' | 'DELETE';

export interface ChangeEntry {
  /** The log row's id (unique across practices). */
  readonly id: string;
  /** The practice's commit-ordered position: the cursor after this entry. */
  readonly position: string;
  readonly ressource: ChangedResource;
  readonly ressourceId: string;
  readonly aktion: ChangeActivity;
  readonly akteur: Akteur;
  /** When the change was made. */
  readonly geschehenAm: Date;
  /** When it entered the feed (committed and stamped). */
  readonly aufgenommenAm: Date;
}

export interface ChangePage {
  readonly entries: readonly ChangeEntry[];
  /** Where to resume: after the last entry, or where the read started when it found none. */
  readonly cursor: string;
  /**
   * The time of this read's stamping: every change this answer does not hold (nor an earlier one)
   * enters the feed at or after it, so `recorded=ge<stand>` continues without a gap.
   */
  readonly stand: Date;
  /** More entries wait after this page. */
  readonly more: boolean;
}

/** Where a read starts: after a cursor (null: the oldest entry kept), or at a time of recording. */
export type ChangeStart =
  { readonly after: string | null } | { readonly recordedFrom: Date; readonly exclusive?: boolean };

/** Why a read cannot continue: a cursor this practice never had, or one older than the log. */
export type ChangeRefusal = 'unbekannt' | 'abgelaufen';

/** Positions are whole numbers; anything else is no cursor of ours. */
const CURSOR = /^(0|[1-9][0-9]{0,17})$/;

/** A cursor or time within this many days is sure to find every later change still kept. */
const SAFE_DAYS = CHANGE_LOG_DAYS - 1;
const DAY_MS = 86_400_000;

interface Bounds {
  /** The newest position given (0: none yet). */
  readonly letzte: string;
  /** The oldest position kept, or null when none is. */
  readonly erste: string | null;
  /** For a start by time: the first position recorded at (or after) it, or null. */
  readonly ab: string | null;
}

async function boundsOf(tx: Queryable, praxisId: string, start: ChangeStart): Promise<Bounds> {
  const from = 'recordedFrom' in start ? start.recordedFrom : null;
  const [row] = await tx.query<Bounds>(
    `SELECT coalesce((SELECT position FROM aenderungsprotokoll_stand WHERE praxis_id = $1), 0)::text
              AS letzte,
            (SELECT min(position) FROM aenderungsprotokoll
              WHERE praxis_id = $1 AND position IS NOT NULL)::text AS erste,
            (SELECT min(position) FROM aenderungsprotokoll
              WHERE praxis_id = $1 AND position IS NOT NULL AND $2::timestamptz IS NOT NULL
                AND (aufgenommen_am > $2 OR (NOT $3 AND aufgenommen_am = $2)))::text AS ab`,
    [praxisId, from, 'recordedFrom' in start && start.exclusive === true],
  );
  return row!;
}

/** The position the read continues after, or why it cannot. */
function startOf(start: ChangeStart, bounds: Bounds, now: Date): bigint | ChangeRefusal {
  const letzte = BigInt(bounds.letzte);
  const erste = bounds.erste === null ? letzte + 1n : BigInt(bounds.erste);
  if ('recordedFrom' in start) {
    if (start.recordedFrom.getTime() < now.getTime() - SAFE_DAYS * DAY_MS) return 'abgelaufen';
    return bounds.ab === null ? letzte : BigInt(bounds.ab) - 1n;
  }
  if (start.after === null) return erste - 1n;
  if (!CURSOR.test(start.after)) return 'unbekannt';
  const after = BigInt(start.after);
  if (after > letzte) return 'unbekannt';
  // Positions of a practice have no gaps: a missing one was removed by the retention.
  return after + 1n < erste ? 'abgelaufen' : after;
}

interface EntryRow {
  readonly id: string;
  readonly position: string;
  readonly ressource: ChangedResource;
  readonly ressource_id: string;
  readonly aktion: ChangeActivity;
  readonly akteur: Akteur;
  readonly geschehen_am: Date;
  readonly aufgenommen_am: Date;
}

async function pageAfter(tx: Queryable, praxisId: string, after: bigint, limit: number) {
  return tx.query<EntryRow>(
    `SELECT id::text AS id, position::text AS position, ressource, ressource_id, aktion, akteur,
            geschehen_am, aufgenommen_am
       FROM aenderungsprotokoll a
      WHERE praxis_id = $1 AND a.position > $2::bigint
      ORDER BY a.position -- the column, not the text of the same name above
      LIMIT $3`,
    [praxisId, after.toString(), limit + 1],
  );
}

/**
 * One page of the practice's changes: stamps what has committed, then reads up to `limit` entries
 * in commit order from `start` on. All in one transaction, so the page and the cursor agree.
 */
export async function readChanges(
  db: Db,
  praxisId: string,
  start: ChangeStart,
  limit: number,
  now = new Date(),
): Promise<ChangePage | ChangeRefusal> {
  return db.transaction(async (tx) => {
    const { zeit } = await stampChanges(tx, praxisId);
    const after = startOf(start, await boundsOf(tx, praxisId, start), now);
    if (typeof after === 'string') return after;
    const rows = await pageAfter(tx, praxisId, after, limit);
    const entries = rows.slice(0, limit).map((r) => ({
      id: r.id,
      position: r.position,
      ressource: r.ressource,
      ressourceId: r.ressource_id,
      aktion: r.aktion,
      akteur: r.akteur,
      geschehenAm: r.geschehen_am,
      aufgenommenAm: r.aufgenommen_am,
    }));
    return {
      entries,
      cursor: entries.at(-1)?.position ?? after.toString(),
      stand: zeit,
      more: rows.length > limit,
    };
  });
}

/** The changes after `cursor` (null: from the oldest kept), in commit order. */
export function changesSince(db: Db, praxisId: string, cursor: string | null, limit: number) {
  return readChanges(db, praxisId, { after: cursor }, limit);
}

/**
 * The changes that entered the feed at or after `at` (after it, when `exclusive`): resynchronising
 * after a pause. Nothing that entered later is missed; at `at` itself an entry may come twice.
 */
export function changesRecordedSince(
  db: Db,
  praxisId: string,
  at: Date,
  limit: number,
  exclusive = false,
) {
  return readChanges(db, praxisId, { recordedFrom: at, exclusive }, limit);
}
