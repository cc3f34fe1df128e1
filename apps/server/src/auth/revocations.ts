// Withdrawn staff and practice tokens (issue 16; docs/architecture.md "Security"). A lost or leaked
// token is withdrawn by the operator command (scripts/revoke-token.ts) in the database, so every
// server process refuses it from the next request on; there is no cache to wait for.
import type { Queryable } from '../db/client.ts';
import type { VerifiedToken } from './tokens.ts';

export type Withdrawal =
  | { readonly kind: 'token'; readonly id: string }
  | { readonly kind: 'subject'; readonly subject: string };

/**
 * Whether the token was withdrawn: by its id, or with every token of its subject issued up to the
 * withdrawal. One query, two primary-key probes. `iat` has whole seconds, so a token issued in the
 * same second as its subject's withdrawal counts as withdrawn too (the safe side).
 */
export async function isWithdrawn(db: Queryable, token: VerifiedToken): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM token_widerrufe
      WHERE (art = 'token' AND wert = $1)
         OR (art = 'subjekt' AND wert = $2 AND widerrufen_am >= to_timestamp($3))
      LIMIT 1`,
    [token.id, token.subject, token.issuedAt],
  );
  return rows.length > 0;
}

/**
 * Records a withdrawal; returns when it took effect. Withdrawing a subject again moves its time
 * forward, so tokens issued between the two withdrawals are covered as well.
 */
export async function withdraw(db: Queryable, withdrawal: Withdrawal): Promise<Date> {
  const [art, wert] =
    withdrawal.kind === 'token' ? ['token', withdrawal.id] : ['subjekt', withdrawal.subject];
  const [row] = await db.query<{ widerrufen_am: Date | string }>(
    `INSERT INTO token_widerrufe (art, wert) VALUES ($1, $2)
     ON CONFLICT (art, wert) DO UPDATE SET widerrufen_am = now()
     RETURNING widerrufen_am`,
    [art, wert],
  );
  return new Date(row!.widerrufen_am);
}
