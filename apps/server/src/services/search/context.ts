// What a search needs to know before it searches, in one round trip (§4 "Search" transitions):
// the code's state, the postcode's centroid, the kinds of the requested qualifications and the
// SMED practice.
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
  /** Issue #17: the search-change records since `changesFrom` (changes.ts); [] without it. */
  aenderungen: ChangeRow[];
  aenderungen_xmin: string;
}

const CHANGES = changesSql('$7');

/**
 * The code's state (§4 "Search" transitions), the postcode's centroid, the kinds of the requested
 * qualifications and the SMED practice — in one round trip. Unknown codes count as wrong codes of
 * the client (security/code-guessing.ts), and a client at the ceiling is refused before its code is
 * looked at, so the search is no way around the login's guard.
 */
export async function loadContext(
  db: Queryable,
  code: string,
  clientKey: string,
  input: {
    plz?: string;
    qualifikationen?: readonly string[];
    smedPseudonym?: string;
    /** Today's German date decides whether the code has expired (issue #15). */
    now: Date;
    /** Issue #15: the code's booking is being moved; its booking does not send it to details. */
    reschedule?: boolean;
    /**
     * Issue #17: this process's low-water mark of the search-change records (shared-answers.ts);
     * read in the same statement, so the records match the snapshot of the code check.
     */
    changesFrom?: string | null;
  },
): Promise<ContextRow> {
  const [row] = await db.query<ContextRow>(
    `SELECT c.code IS NOT NULL AS vorhanden,
       (SELECT greatest(1, ceil(extract(epoch FROM r.fenster_ende - now()))::int) FROM rate_limits r
         WHERE r.schluessel = $5 AND r.fenster_ende > now() AND r.anzahl >= $6) AS gesperrt_fuer,
       c.leistungsmerkmal, c.dringlichkeit, c.stornierungen, ${issuedOnSql('c')} AS ausgestellt_am_tag,
       EXISTS (SELECT 1 FROM buchungen b WHERE b.code = c.code AND b.storniert_am IS NULL) AS gebucht,
       EXISTS (SELECT 1 FROM reservierungen r
               WHERE r.code = c.code AND r.status = 'RESERVIERT' AND r.laeuft_ab_am > now()) AS reserviert,
       (SELECT json_build_object('lat', z.lat, 'lon', z.lon) FROM postleitzahlen z WHERE z.plz = $2) AS ort,
       (SELECT json_object_agg(l.code, l.art) FROM leistungsmerkmale l WHERE l.code = ANY($3::text[])) AS arten,
       (SELECT p.id FROM praxen p WHERE p.smed_pseudonym = $4 AND NOT p.entfernt) AS smed_praxis,
       ${CHANGES.rows} AS aenderungen, ${CHANGES.xmin} AS aenderungen_xmin
     FROM (SELECT 1) AS eins LEFT JOIN vermittlungscodes c ON c.code = $1`,
    [
      code,
      input.plz ?? '',
      [...(input.qualifikationen ?? [])],
      input.smedPseudonym ?? null,
      wrongCodeCounterKey(clientKey),
      WRONG_CODE_CEILING.max,
      input.changesFrom ?? null,
    ],
  );
  if (row?.gesperrt_fuer) throw tooManyAttempts(row.gesperrt_fuer);
  if (!row?.vorhanden) throw await countWrongCode(db, clientKey, refuse.unknownCode);
  // §4 "Search": an open video reservation is finished first, then a booking is shown, then a
  // code without remaining claim goes back to the start.
  if (row.reserviert) throw refuse.searchReservationPending();
  if (row.gebucht && input.reschedule !== true) throw refuse.searchAlreadyBooked();
  if (row.stornierungen >= MAX_CANCELLATIONS_PER_CODE) throw refuse.searchCodeUsedUp();
  if (isExpired(row, input.now)) throw refuse.searchCodeExpired();
  return row;
}

export { codeUrgency } from '../codes/validity.ts';
