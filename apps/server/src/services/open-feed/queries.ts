// The open feed's reads (issue #24 part 3), one KV region at a time and page by page (keyset), so a
// large region is never one huge answer in memory: the route streams each page as it comes.
import type { Queryable } from '../../db/client.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { windowEnd } from '../search/window.ts';
import {
  FEED_HORIZON_DAYS,
  Params,
  patientSlotFilter,
  publishedProfile,
  publishedSlot,
} from './published.ts';

/** Rows per page. */
export const FEED_PAGE_ROWS = 1_000;

export interface LocationRow {
  readonly bsnr: string;
  readonly name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly lat: number;
  readonly lon: number;
  readonly telefon: string | null;
  readonly webseite: string | null;
}

export interface ScheduleRow {
  readonly id: string;
  readonly bsnr: string;
  readonly termintyp: string;
  /** [code, name] of each Leistungsmerkmal (the code when the catalogue lacks it). */
  readonly leistungsmerkmale: readonly (readonly [string, string])[];
}

export interface SlotRow {
  readonly id: string;
  readonly praxis_id: string;
  readonly profil_id: string;
  readonly beginn: Date;
  readonly ende: Date;
  /** Published (free); false: a change made it unbookable (only in reads with `since`). */
  readonly frei: boolean;
  readonly plz: string;
  readonly leistungsmerkmal: string | null;
  readonly telefon: string | null;
}

/** Pages of rows until one comes back short. */
async function* pages<T>(
  read: (after: T | null) => Promise<T[]>,
  size = FEED_PAGE_ROWS,
): AsyncGenerator<T[]> {
  let after: T | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1)!;
  }
}

/** The practices of the region with at least one published profile, by BSNR. */
export function locationPages(db: Queryable, kv: string) {
  return pages<LocationRow>(async (after) => {
    const params = new Params();
    const profile = publishedProfile(params);
    return db.query<LocationRow>(
      `SELECT p.bsnr, p.name, p.strasse, p.plz, p.ort, p.lat, p.lon, p.telefon, p.webseite
         FROM praxen p
        WHERE p.kv_id = ${params.add(kv, 'text')}
          AND p.bsnr > ${params.add(after?.bsnr ?? '', 'text')}
          AND EXISTS (SELECT 1 FROM terminprofile tp WHERE tp.praxis_id = p.id AND ${profile})
        ORDER BY p.bsnr
        LIMIT ${params.add(FEED_PAGE_ROWS, 'int')}`,
      params.values,
    );
  });
}

/** The region's published profiles, by id, with their Leistungsmerkmale's catalogue names. */
export function schedulePages(db: Queryable, kv: string) {
  return pages<ScheduleRow>(async (after) => {
    const params = new Params();
    const profile = publishedProfile(params);
    return db.query<ScheduleRow>(
      `SELECT tp.id, p.bsnr, tp.termintyp,
              (SELECT coalesce(json_agg(json_build_array(c.code, coalesce(l.name, c.code)) ORDER BY c.nr), '[]'::json)
                 FROM unnest(tp.leistungsmerkmale) WITH ORDINALITY AS c (code, nr)
                 LEFT JOIN leistungsmerkmale l ON l.code = c.code) AS leistungsmerkmale
         FROM terminprofile tp JOIN praxen p ON p.id = tp.praxis_id
        WHERE tp.praxis_id = ANY (ARRAY(
                SELECT r.id FROM praxen r WHERE r.kv_id = ${params.add(kv, 'text')}))
          AND tp.id > ${params.add(after?.id ?? '', 'text')}
          AND ${profile}
        ORDER BY tp.id
        LIMIT ${params.add(FEED_PAGE_ROWS, 'int')}`,
      params.values,
    );
  });
}

const SLOT_COLUMNS = `s.id::text AS id, s.praxis_id, s.terminprofil_id AS profil_id, s.beginn, s.ende,
       p.plz, tp.leistungsmerkmale[1] AS leistungsmerkmal, p.telefon`;

/** After the last row of the page before, in the order of the index slots_frei. */
function slotKeyset(params: Params, after: SlotRow | null): string {
  if (!after) return 'true';
  return `(s.praxis_id, s.beginn, s.id) > (${params.add(after.praxis_id, 'text')},
      ${params.add(after.beginn, 'timestamptz')}, ${params.add(after.id, 'bigint')})`;
}

/**
 * The region's published slots, read along the index slots_frei (praxis_id, beginn) for the
 * region's practices only (`= ANY` of their ids: joined by KV instead, the planner walked every
 * region's free slots, 9 times the buffers), each page after the last row of the one before.
 * With `since`, only those that entered the window since (the window's end moves with the days:
 * such a slot has no change of its own).
 */
export function freeSlotPages(db: Queryable, kv: string, now: Date, since?: Date) {
  return pages<SlotRow>(async (after) => {
    const params = new Params();
    const slot = publishedSlot(params, now);
    const entered = since
      ? `AND s.beginn > (${params.add(windowEnd(FEED_HORIZON_DAYS, since), 'timestamp')} AT TIME ZONE '${SERVICE_TIME_ZONE}')`
      : '';
    return db.query<SlotRow>(
      `SELECT ${SLOT_COLUMNS}, true AS frei
         FROM slots s
         JOIN praxen p ON p.id = s.praxis_id
         JOIN terminprofile tp ON tp.id = s.terminprofil_id
        WHERE s.praxis_id = ANY (ARRAY(
                SELECT r.id FROM praxen r WHERE r.kv_id = ${params.add(kv, 'text')}))
          AND ${slot}
          ${entered}
          AND ${slotKeyset(params, after)}
        ORDER BY s.praxis_id, s.beginn, s.id
        LIMIT ${params.add(FEED_PAGE_ROWS, 'int')}`,
      params.values,
    );
  });
}

/**
 * The region's future slots that a recorded change (the change log, migration 0016: stamped at or
 * after `since`) touched and that lay within the window a client read at `since`: free when the
 * search shows them now, else busy (booked, reserved, blocked, withdrawn, or no longer bookable
 * by patients). Stamping is commit-ordered (ADR 25): a change committed before a read at `since`
 * was stamped before it or is stamped at or after it — it is in that read, or in this answer.
 */
export function changedSlotPages(db: Queryable, kv: string, now: Date, since: Date) {
  return pages<SlotRow>(async (after) => {
    const params = new Params();
    const slot = publishedSlot(params, now);
    const filter = patientSlotFilter(since);
    return db.query<SlotRow>(
      `WITH geaendert AS MATERIALIZED (
         SELECT DISTINCT a.ressource_id::bigint AS id
           FROM praxen p
           JOIN aenderungsprotokoll a ON a.praxis_id = p.id
          WHERE p.kv_id = ${params.add(kv, 'text')}
            AND a.position IS NOT NULL
            AND a.aufgenommen_am >= ${params.add(since, 'timestamptz')}
            AND a.ressource = 'Slot'
       )
       SELECT ${SLOT_COLUMNS}, (${slot}) AS frei
         FROM geaendert g
         JOIN slots s ON s.id = g.id
         JOIN praxen p ON p.id = s.praxis_id
         JOIN terminprofile tp ON tp.id = s.terminprofil_id
        WHERE s.beginn >= now()
          AND s.beginn <= (${params.add(filter.windowEnd, 'timestamp')} AT TIME ZONE '${SERVICE_TIME_ZONE}')
          AND ${slotKeyset(params, after)}
        ORDER BY s.praxis_id, s.beginn, s.id
        LIMIT ${params.add(FEED_PAGE_ROWS, 'int')}`,
      params.values,
    );
  });
}
