// The code of a booking request and its guard (§4 "Code login", §8 WP042, §9 "the code becomes
// invalid after two cancellations"): the known code read together with the client's
// code-guessing counter, the rule that a used-up code books nothing more, and the one that an
// expired code books nothing new (issue #15, ADR 20). The lock that serialises one code's bookings
// and cancellations is the kernel's (kernel/code-lock.ts).
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import type { Db, Queryable } from '../../db/client.ts';
import { countWrongCode, stoppedFor, wrongCodeCounterKey } from '../../security/code-guessing.ts';
import { counterWindowJoin, tooManyAttempts, type WindowRow } from '../../security/rate-limit.ts';
import { refuse } from '../kernel/refusals.ts';
import { isExpired } from '../codes/validity.ts';
import { issuedOnSql, type CodeRow } from '../kernel/code-lock.ts';

/** Who asks for a code: the code from basic auth and the hashed client address. */
export interface CodeRequest {
  /** The normalised code (auth/code.ts requireCode). */
  readonly code: string;
  /** The hashed client (security/pins.ts clientKeyOf): the wrong-code counter's key. */
  readonly clientKey: string;
}

/**
 * The request's code, known to the database (WP042 otherwise). Runs outside any transaction: the
 * failed attempt must be counted even though the request is refused.
 */
export async function requireKnownCode(db: Db, request: CodeRequest): Promise<CodeRow> {
  // One counter for code guessing on every route: login, search, booking
  // (security/code-guessing.ts). The counter and the code in one statement: a client at the
  // ceiling is refused even with a correct code, and every request of a booking saves a round trip.
  const [row] = await db.query<{ code: CodeRow | null } & WindowRow>(
    `SELECT CASE WHEN c.code IS NOT NULL
                 THEN json_build_object('code', c.code, 'leistungsmerkmal', c.leistungsmerkmal,
                        'dringlichkeit', c.dringlichkeit, 'stornierungen', c.stornierungen,
                        'notiert', c.notiert, 'ausgestellt_am_tag', ${issuedOnSql('c')}) END AS code,
            r.anzahl, r.rest
       FROM (SELECT 1) AS one
       LEFT JOIN vermittlungscodes c ON c.code = $1
       ${counterWindowJoin('$2', 'r')}`,
    [request.code, wrongCodeCounterKey(request.clientKey)],
  );
  return refuseGuesses(db, row, row?.code ?? null, request.clientKey);
}

/**
 * The code-guessing rule of every code lookup (security/code-guessing.ts), from the client's
 * wrong-code count read with the code: 429 for a client at the ceiling, even with a correct code; a
 * known code passes whatever the count below it; an unknown code (`found` null) counts and is
 * answered WP042, or 429 within the client's wait. Returns what was found.
 */
export async function refuseGuesses<T>(
  db: Queryable,
  window: WindowRow | undefined,
  found: T | null,
  clientKey: string,
): Promise<T> {
  const stopped = stoppedFor(window);
  if (stopped !== null) throw tooManyAttempts(stopped);
  if (found !== null) return found;
  throw await countWrongCode(db, clientKey, refuse.unknownCode);
}

/** §9: after two cancellations the code can no longer be used. */
export function assertCodeUsable(row: CodeRow): void {
  if (row.stornierungen >= MAX_CANCELLATIONS_PER_CODE) throw refuse.codeUsedUp();
}

/**
 * Issue #15, ADR 20: a new booking or reservation with an expired code is refused (WP008
 * 'Anspruch abgelaufen'); managing the booking it already has is not.
 */
export function assertCodeValid(row: CodeRow, now: Date): void {
  if (isExpired(row, now)) throw refuse.codeExpired();
}

export async function activeBookingTermintyp(q: Queryable, code: string): Promise<string | null> {
  const [row] = await q.query<{ termintyp: string }>(
    'SELECT termintyp FROM buchungen WHERE code = $1 AND storniert_am IS NULL LIMIT 1',
    [code],
  );
  return row?.termintyp ?? null;
}
