// What a search needs to know before it searches (§4 "Search" transitions): the code's state, the
// postcode's centroid, the kinds of the requested qualifications and the SMED practice — read for
// many searches at once in one statement (check-batches.ts, issue #25 part 2, ADR 36), with the
// search-change records (ADR 21).
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import type { Queryable } from '../../db/client.ts';
import {
  countWrongCode,
  WRONG_CODE_CEILING,
  wrongCodeCounterKey,
} from '../../security/code-guessing.ts';
import { tooManyAttempts } from '../../security/rate-limit.ts';
import { isExpired } from '../codes/validity.ts';
import { issuedOnSql } from '../kernel/code-lock.ts';
import { refuse } from '../kernel/refusals.ts';
import type { Point } from '@terminservice/domain/geo';
import { changesSql, type ChangeRow } from './changes.ts';

export interface ContextRow {
  vorhanden: boolean;
  gesperrt_fuer: number | null;
  leistungsmerkmal: string;
  dringlichkeit: string;
  stornierungen: number;
  ausgestellt_am_tag: string;
  gebucht: boolean;
  reserviert: boolean;
  ort: Point | null;
  arten: Record<string, string> | null;
  smed_praxis: string | null;
}

/** What one search asks the database before it searches. */
export interface CheckRequest {
  /** The normalised Vermittlungscode. */
  readonly code: string;
  /** The hashed client address, for the failed-login counter. */
  readonly clientKey: string;
  readonly plz?: string;
  readonly qualifikationen?: readonly string[];
  readonly smedPseudonym?: string;
}

/** What one statement read: a row per request, in their order, and the change records. */
export interface CheckRead {
  readonly rows: ContextRow[];
  /** Issue #17: the search-change records since `changesFrom` (changes.ts); [] without it. */
  readonly changes: ChangeRow[];
  /** The statement's snapshot's xmin: the next low-water mark. */
  readonly xmin: string;
}

interface RawCheckRow extends ContextRow {
  i: number;
  aenderungen: ChangeRow[] | null;
  aenderungen_xmin: string | null;
}

const CHANGES = changesSql('$7');

// One row per request (unnest … WITH ORDINALITY); the change records are an uncorrelated subquery,
// so PostgreSQL reads them once (an InitPlan) and the first row carries them. The requested
// qualifications travel comma-joined (a request's list has no commas: splitQualifikationen).
const CHECK_SQL = `SELECT a.i::int AS i, c.code IS NOT NULL AS vorhanden,
   (SELECT greatest(1, ceil(extract(epoch FROM r.fenster_ende - now()))::int) FROM rate_limits r
     WHERE r.schluessel = a.schluessel AND r.fenster_ende > now() AND r.anzahl >= $6) AS gesperrt_fuer,
   c.leistungsmerkmal, c.dringlichkeit, c.stornierungen, ${issuedOnSql('c')} AS ausgestellt_am_tag,
   EXISTS (SELECT 1 FROM buchungen b WHERE b.code = c.code AND b.storniert_am IS NULL) AS gebucht,
   EXISTS (SELECT 1 FROM reservierungen r
           WHERE r.code = c.code AND r.status = 'RESERVIERT' AND r.laeuft_ab_am > now()) AS reserviert,
   (SELECT json_build_object('lat', z.lat, 'lon', z.lon) FROM postleitzahlen z WHERE z.plz = a.plz) AS ort,
   (SELECT json_object_agg(l.code, l.art) FROM leistungsmerkmale l
     WHERE l.code = ANY(string_to_array(a.merkmale, ','))) AS arten,
   (SELECT p.id FROM praxen p WHERE p.smed_pseudonym = a.smed AND NOT p.entfernt) AS smed_praxis,
   CASE WHEN a.i = 1 THEN ${CHANGES.rows} END AS aenderungen,
   CASE WHEN a.i = 1 THEN ${CHANGES.xmin} END AS aenderungen_xmin
 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
        WITH ORDINALITY AS a(code, plz, merkmale, smed, schluessel, i)
 LEFT JOIN vermittlungscodes c ON c.code = a.code
 ORDER BY a.i`;

/**
 * The facts of several searches in one statement and one snapshot, with the change records from
 * `changesFrom` (this process's low-water mark; null: none are read).
 */
export async function readChecks(
  db: Queryable,
  requests: readonly CheckRequest[],
  changesFrom: string | null,
): Promise<CheckRead> {
  const raw = await db.query<RawCheckRow>(CHECK_SQL, [
    requests.map((r) => r.code),
    requests.map((r) => r.plz ?? ''),
    requests.map((r) => (r.qualifikationen ?? []).join(',')),
    requests.map((r) => r.smedPseudonym ?? null),
    requests.map((r) => wrongCodeCounterKey(r.clientKey)),
    WRONG_CODE_CEILING.max,
    changesFrom,
  ]);
  const first = raw[0];
  return {
    rows: raw.map(({ aenderungen: _changes, aenderungen_xmin: _xmin, i: _i, ...row }) => row),
    changes: first?.aenderungen ?? [],
    xmin: first?.aenderungen_xmin ?? '',
  };
}

export interface CheckOptions {
  /** Today's German date decides whether the code has expired (issue #15). */
  readonly now: Date;
  /** Issue #15: the code's booking is being moved; its booking does not send it to details. */
  readonly reschedule?: boolean;
}

/**
 * The refusals of §4 "Search" for the code's state, in their order. Unknown codes count as wrong
 * codes of the client (security/code-guessing.ts), and a client at the ceiling is refused before
 * its code is looked at, so the search is no way around the login's guard.
 */
export async function checkContext(
  db: Queryable,
  row: ContextRow | undefined,
  clientKey: string,
  options: CheckOptions,
): Promise<ContextRow> {
  if (row?.gesperrt_fuer) throw tooManyAttempts(row.gesperrt_fuer);
  if (!row?.vorhanden) throw await countWrongCode(db, clientKey, refuse.unknownCode);
  // §4 "Search": an open video reservation is finished first, then a booking is shown, then a
  // code without remaining claim goes back to the start.
  if (row.reserviert) throw refuse.searchReservationPending();
  if (row.gebucht && options.reschedule !== true) throw refuse.searchAlreadyBooked();
  if (row.stornierungen >= MAX_CANCELLATIONS_PER_CODE) throw refuse.searchCodeUsedUp();
  if (isExpired(row, options.now)) throw refuse.searchCodeExpired();
  return row;
}

/**
 * The code's state (§4 "Search" transitions), the postcode's centroid, the kinds of the requested
 * qualifications and the SMED practice, in one round trip of its own (the alerts; the searches
 * share theirs, check-batches.ts).
 */
export async function loadContext(
  db: Queryable,
  request: CheckRequest,
  options: CheckOptions,
): Promise<ContextRow> {
  const { rows } = await readChecks(db, [request], null);
  return checkContext(db, rows[0], request.clientKey, options);
}

export { codeUrgency } from '../codes/validity.ts';
