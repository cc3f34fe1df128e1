// The one check every door that takes a staff or practice token runs (issue 16, issue #22 finding
// 3.1): the signature and claims, then the operator's withdrawals in the database. The API's
// application-type plugin and the FHIR interface both call it, so a withdrawn token is refused on
// every route family alike — a door that verified only the signature would still open.
import type { Queryable } from '../db/client.ts';
import { isWithdrawn } from './revocations.ts';
import { verifyToken, type VerifiedToken } from './tokens.ts';

export type ActiveTokenCheck =
  | { readonly ok: true; readonly claims: VerifiedToken }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' | 'withdrawn' };

export async function checkActiveToken(
  db: Queryable,
  secret: string,
  token: string,
): Promise<ActiveTokenCheck> {
  const check = await verifyToken(secret, token);
  if (!check.ok) return check;
  if (await isWithdrawn(db, check.claims)) return { ok: false, reason: 'withdrawn' };
  return check;
}
