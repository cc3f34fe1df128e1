// The Vermittlungscode row every capability that changes a booking locks first (§9 "the code
// becomes invalid after two cancellations", issue #15, ADR 20): booking, cancelling, moving,
// reserving and the practice's cancellation all serialise on it. Its columns, the German day it
// was issued, and the lock, in one place (issue #26 part 2: practice/ reached into booking/ for
// it).
import type { Queryable } from '../../db/client.ts';
import { refuse } from './refusals.ts';
import { SERVICE_TIME_ZONE } from './berlin-time.ts';

export interface CodeRow {
  readonly code: string;
  readonly leistungsmerkmal: string;
  /** The code's urgency: a profile may take only some (docs/supply.md). */
  readonly dringlichkeit: string;
  readonly stornierungen: number;
  readonly notiert: boolean;
  /** The German calendar day the code was issued, 'YYYY-MM-DD' (issuedOnSql). */
  readonly ausgestellt_am_tag: string;
}

/** The German calendar day a code was issued, 'YYYY-MM-DD', as SQL over the code table `table`. */
export function issuedOnSql(table: string): string {
  return `to_char(${table}.ausgestellt_am AT TIME ZONE '${SERVICE_TIME_ZONE}', 'YYYY-MM-DD')`;
}

const CODE_COLUMNS = `code, leistungsmerkmal, dringlichkeit, stornierungen, notiert,
  ${issuedOnSql('vermittlungscodes')} AS ausgestellt_am_tag`;

/**
 * Locks the code's row for the transaction: one code's bookings and cancellations serialise. It
 * also raises the code's version, so an in-person booking that read the code before this
 * transaction committed reads it again (migration 0007, booking/book-in-person.ts). WP042 for a
 * code the table does not hold.
 */
export async function lockCode(tx: Queryable, code: string): Promise<CodeRow> {
  const [row] = await tx.query<CodeRow>(
    `UPDATE vermittlungscodes SET version = version + 1 WHERE code = $1 RETURNING ${CODE_COLUMNS}`,
    [code],
  );
  if (!row) throw refuse.unknownCode();
  return row;
}
