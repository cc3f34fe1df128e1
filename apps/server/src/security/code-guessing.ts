// Code guessing (ADR 15): a wrong Vermittlungscode slows its client down, a right one is never
// held up by another client's wrong ones. The client is the token subject for staff and practices,
// else the address (security/pins.ts clientKeyOf), so patients behind one carrier address share it.
//
// - The code is looked up first: a known code passes whatever the client's count of wrong codes,
//   up to the ceiling below.
// - The first FREE_WRONG_CODES wrong codes in the hour are answered WP042 at once. After that each
//   wrong code starts a wait that doubles (2 s, 4 s, … at most 5 minutes); a wrong code sent within
//   the wait is not answered WP042 but 429 with Retry-After, and counts, so ignoring the waits only
//   brings the ceiling closer.
// - At WRONG_CODE_CEILING wrong codes in the hour the client is stopped: 429 for every code lookup,
//   a right code too, until the hour is over. Only a client that ignores the waits gets there (one
//   that follows them sends about 24 in an hour); without this stop a client could go on telling
//   right codes from wrong ones, and the ceiling is what bounds its guesses (ADR 15 arithmetic).
//
// Waits are answers (429 + Retry-After), never sleeps: a sleep only on wrong codes would be a timing
// oracle (a quick answer means a hit, so a guesser times out and moves on), and a sleep for every
// code would queue the patients behind the guesser and hold sockets.
import type { Queryable } from '../db/client.ts';
import type { ServiceError } from '../errors.ts';
import {
  counterKey,
  hit,
  tooManyAttempts,
  waitOf,
  type Limit,
  type WindowRow,
} from './rate-limit.ts';

/** Wrong codes per client and hour; at the ceiling every code lookup of the client is refused. */
export const WRONG_CODE_CEILING: Limit = { name: 'codes:falsch', max: 100, windowSeconds: 3600 };

/** Wrong codes in the hour answered at once, for the typos of everyone behind one address. */
export const FREE_WRONG_CODES = 5;

/** The longest wait after one wrong code. */
export const MAX_WRONG_CODE_WAIT_SECONDS = 300;

/** The wait after the client's `count`-th wrong code in the hour: 0, then 2, 4, 8 … 300 s. */
export function wrongCodeWaitSeconds(count: number): number {
  if (count <= FREE_WRONG_CODES) return 0;
  return Math.min(2 ** (count - FREE_WRONG_CODES), MAX_WRONG_CODE_WAIT_SECONDS);
}

/** The client's running wait (`fenster_ende`): within it, wrong codes are answered 429. */
const WAIT_NAME = 'codes:warten';

/**
 * The rate_limits key of the client's wrong-code count, to be read together with the code
 * (rate-limit.ts counterWindowJoin) and passed to `stoppedFor`.
 */
export function wrongCodeCounterKey(clientKey: string): string {
  return counterKey(WRONG_CODE_CEILING, clientKey);
}

/** Seconds the client is stopped for (at the ceiling), from its count row; null when it is not. */
export function stoppedFor(window: WindowRow | undefined): number | null {
  return waitOf(WRONG_CODE_CEILING, window);
}

/**
 * Counts a wrong code of the client and answers the refusal: WP042 (`unknownCode`) when the client
 * was not within a wait, else 429 until the wait is over; 429 until the hour is over at the
 * ceiling. Both counters are changed by single atomic statements, so parallel guesses are all
 * counted and only the first of a burst after a wait is answered WP042.
 */
export async function countWrongCode(
  db: Queryable,
  clientKey: string,
  unknownCode: () => ServiceError,
): Promise<ServiceError> {
  const count = await hit(db, WRONG_CODE_CEILING, clientKey);
  if (!count.allowed) return tooManyAttempts(count.retryAfterSeconds);
  const [row] = await db.query<{ wartete: number; rest: number }>(
    `INSERT INTO rate_limits AS r (schluessel, anzahl, fenster_ende)
     VALUES ($1, 0, now() + make_interval(secs => $2))
     ON CONFLICT (schluessel) DO UPDATE SET
       anzahl = CASE WHEN r.fenster_ende > now() THEN 1 ELSE 0 END,
       fenster_ende = greatest(r.fenster_ende, now() + make_interval(secs => $2))
     RETURNING anzahl AS wartete, ceil(extract(epoch FROM fenster_ende - now()))::int AS rest`,
    [`${WAIT_NAME}:${clientKey}`, wrongCodeWaitSeconds(count.count)],
  );
  if (row && row.wartete === 1) return tooManyAttempts(Math.max(1, row.rest));
  return unknownCode();
}
