// The audit of operator commands (issue 16): who, when, what — one row in betriebsprotokoll and one
// JSON log line per change. The details name ids, keys and subjects only, never personal data.
import type { Queryable } from '../../db/client.ts';

/** An operator's name as given (--operator) or the login: letters, digits and . _ @ - only. */
const OPERATOR_PATTERN = /^[\p{L}\p{N}._@-]{1,64}$/u;

export class OperationRefused extends Error {
  override name = 'OperationRefused';
}

export function checkOperator(name: string | undefined): string {
  if (!name || !OPERATOR_PATTERN.test(name)) {
    throw new OperationRefused(
      'Name the operator with --operator <name> (1–64 letters, digits, . _ @ -).',
    );
  }
  return name;
}

export type AuditDetails = Readonly<Record<string, string | number | boolean | null>>;

export interface AuditEntry {
  readonly id: number;
  readonly at: string;
  readonly operator: string;
  readonly action: string;
  readonly details: AuditDetails;
}

/** Writes the audit row in the caller's transaction, so a change and its record go together. */
export async function recordOperation(
  db: Queryable,
  operator: string,
  action: string,
  details: AuditDetails,
): Promise<AuditEntry> {
  const [row] = await db.query<{ id: number | string; zeit: Date | string }>(
    `INSERT INTO betriebsprotokoll (operator, aktion, details) VALUES ($1, $2, $3::jsonb)
     RETURNING id, zeit`,
    [operator, action, JSON.stringify(details)],
  );
  return { id: Number(row!.id), at: new Date(row!.zeit).toISOString(), operator, action, details };
}

/** The audit as one log line in the server's format (pino's level 30 = info). */
export function auditLogLine(entry: AuditEntry): string {
  return `${JSON.stringify({
    level: 30,
    time: Date.parse(entry.at),
    msg: 'operator command',
    auditId: entry.id,
    operator: entry.operator,
    action: entry.action,
    details: entry.details,
  })}\n`;
}
