// The code login of §4 "Code login" (§3 "Login response", §8 login errors WP042, WP008, WP009,
// WP030). Issuing codes is issue.ts.
import type { LoginResponse, Termintyp } from '@terminservice/domain/api';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import type { Queryable } from '../../db/client.ts';
import { countWrongCode, WRONG_CODE_CEILING } from '../../security/code-guessing.ts';
import { hashIdentifier } from '../../security/pins.ts';
import { blockedFor, enforce, tooManyAttempts, type Limit } from '../../security/rate-limit.ts';
import { issuedOnSql, type CodeRow } from '../kernel/code-lock.ts';
import { OPEN_LEISTUNGSMERKMAL } from './issue.ts';
import { isExpired } from './validity.ts';
import { refuse } from '../kernel/refusals.ts';

/**
 * Logins of one known code with an unknown postcode (WP030) per hour, then 429 for that code's
 * wrong postcodes. The postcode is no secret of the code (§4 "Code login": any known postcode
 * logs in), so this is no second factor, only a bound on one code's failed logins, which its
 * client's wrong-code count does not see (ADR 15).
 */
export const WRONG_POSTCODE_LIMIT: Limit = { name: 'login:plz', max: 10, windowSeconds: 3600 };

/** The code row as the login reads it, without a lock (the kernel's row but `notiert`). */
type LoginCode = Omit<CodeRow, 'notiert'>;

async function findCode(db: Queryable, code: string): Promise<LoginCode | null> {
  const [row] = await db.query<LoginCode>(
    `SELECT c.code, c.leistungsmerkmal, c.dringlichkeit, c.stornierungen,
            ${issuedOnSql('c')} AS ausgestellt_am_tag
       FROM vermittlungscodes c WHERE c.code = $1`,
    [code],
  );
  return row ?? null;
}

export async function kvOfPostcode(db: Queryable, plz: string): Promise<string | null> {
  const [row] = await db.query<{ kv_id: string }>(
    'SELECT kv_id FROM postleitzahlen WHERE plz = $1',
    [plz],
  );
  return row?.kv_id ?? null;
}

/**
 * §3 termintypen: in person always; VIDEOSPRECHSTUNDE when a free future video slot exists for one
 * of the qualifications (any qualification for an open code). Driven by the profiles, each probed
 * through the partial index slots_video_frei.
 */
async function termintypenFor(
  db: Queryable,
  qualifikationen: readonly string[],
): Promise<Termintyp[]> {
  const [row] = await db.query<{ video: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM terminprofile t
        JOIN praxen p ON p.id = t.praxis_id AND NOT p.entfernt
       WHERE (cardinality($1::text[]) = 0 OR t.leistungsmerkmale && $1::text[])
         AND EXISTS (
           SELECT 1 FROM slots s
            WHERE s.terminprofil_id = t.id AND s.termintyp = 'VIDEOSPRECHSTUNDE'
              AND s.status = 'FREI' AND s.beginn > now())
     ) AS video`,
    [qualifikationen],
  );
  return row?.video ? ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'] : ['PRAESENZTERMIN'];
}

export interface LoginInput {
  /** Normalised code from basic auth; null when none or a malformed one was sent. */
  readonly code: string | null;
  readonly plz: string;
  /** The hashed client (security/pins.ts clientKeyOf) for the wrong-code counter. */
  readonly clientKey: string;
  /** The key of the counter hashes (the code is never stored in a counter). */
  readonly pepper: string;
  /** Today's German date decides whether the code has expired (issue #15); default: the clock. */
  readonly now?: Date;
}

/**
 * §4 "Code login". Checks in order: the client is not at the wrong-code ceiling (429), the code
 * exists (WP042 or 429 within the client's wait, counted: security/code-guessing.ts), it is not
 * used up by two cancellations (WP008), it has no active booking (WP009: the app goes to the
 * details), it has not expired (WP008, issue #15), the postcode is known (WP030, counted per code).
 */
export async function login(db: Queryable, input: LoginInput): Promise<LoginResponse> {
  const stopped = await blockedFor(db, WRONG_CODE_CEILING, input.clientKey);
  if (stopped !== null) throw tooManyAttempts(stopped);

  const row = input.code === null ? null : await findCode(db, input.code);
  if (!row) throw await countWrongCode(db, input.clientKey, refuse.unknownCode);
  if (row.stornierungen >= MAX_CANCELLATIONS_PER_CODE) throw refuse.loginCodeUsedUp();
  const booked = await db.query(
    'SELECT 1 FROM buchungen WHERE code = $1 AND storniert_am IS NULL LIMIT 1',
    [row.code],
  );
  if (booked.length) throw refuse.loginAlreadyBooked();
  // An expired code that still has a booking goes to its details (WP009 above).
  if (isExpired(row, input.now ?? new Date())) throw refuse.loginCodeExpired();
  const kv = await kvOfPostcode(db, input.plz);
  if (kv === null) {
    await enforce(db, WRONG_POSTCODE_LIMIT, hashIdentifier(input.pepper, `code:${row.code}`));
    throw refuse.unknownPostcode();
  }

  const qualifikationen =
    row.leistungsmerkmal === OPEN_LEISTUNGSMERKMAL ? [] : [row.leistungsmerkmal];
  return { kv, qualifikationen, termintypen: await termintypenFor(db, qualifikationen) };
}
