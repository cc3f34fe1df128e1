// Withdrawing staff and practice tokens by operator command (issue 16): every token of a subject,
// or one token by its id (jti). Audited like every operator command.
import { withdraw, type Withdrawal } from '../../auth/revocations.ts';
import { TOKEN_SUBJECT_PATTERN } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { OperationRefused, recordOperation, type AuditEntry } from './audit.ts';

/** Token ids are the UUIDs issueToken writes. */
const TOKEN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkWithdrawal(input: { subject?: string; id?: string }): Withdrawal {
  if ((input.subject === undefined) === (input.id === undefined)) {
    throw new OperationRefused('Name either --subject <subject> or --id <token id>.');
  }
  if (input.subject !== undefined) {
    if (!TOKEN_SUBJECT_PATTERN.test(input.subject))
      throw new OperationRefused('Not a token subject.');
    return { kind: 'subject', subject: input.subject };
  }
  const id = input.id!.toLowerCase();
  if (!TOKEN_ID_PATTERN.test(id)) throw new OperationRefused('--id must be a token id (a UUID).');
  return { kind: 'token', id };
}

export async function withdrawTokens(
  db: Db,
  operator: string,
  withdrawal: Withdrawal,
): Promise<{ at: Date; audit: AuditEntry }> {
  return db.transaction(async (tx) => {
    const at = await withdraw(tx, withdrawal);
    const details: Record<string, string> =
      withdrawal.kind === 'token'
        ? { tokenId: withdrawal.id, effective: at.toISOString() }
        : { subject: withdrawal.subject, issuedUpTo: at.toISOString() };
    const audit = await recordOperation(tx, operator, `token.revoke-${withdrawal.kind}`, details);
    return { at, audit };
  });
}

/** The audit of an issued token: its id and subject, never the token itself. */
export async function recordIssuedToken(
  db: Db,
  operator: string,
  token: { id: string; type: string; subject: string; expires: Date },
): Promise<AuditEntry> {
  return recordOperation(db, operator, 'token.issue', {
    tokenId: token.id,
    type: token.type,
    subject: token.subject,
    expires: token.expires.toISOString(),
  });
}
