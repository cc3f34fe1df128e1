// Status messages for the apps' notification banner (§2, §4: `status`, polled every 30 s), managed
// by the operator command instead of SQL (issue 16). The banner shows the newest active one.
import type { Db } from '../../db/client.ts';
import { OperationRefused, recordOperation, type AuditEntry } from './audit.ts';

/** The banner is one line of plain text. */
export const STATUS_TEXT_MAX = 500;
const CONTROL = /[\p{Cc}\p{Cs}]/u;

export interface StatusMessage {
  readonly id: number;
  readonly text: string;
  readonly from: string;
  readonly until: string | null;
  readonly state: 'aktiv' | 'geplant' | 'beendet';
}

interface Row {
  id: number | string;
  text: string;
  aktiv_ab: Date | string;
  aktiv_bis: Date | string | null;
  zustand: StatusMessage['state'];
}

function toMessage(row: Row): StatusMessage {
  return {
    id: Number(row.id),
    text: row.text,
    from: new Date(row.aktiv_ab).toISOString(),
    until: row.aktiv_bis === null ? null : new Date(row.aktiv_bis).toISOString(),
    state: row.zustand,
  };
}

export function checkText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > STATUS_TEXT_MAX || CONTROL.test(trimmed)) {
    throw new OperationRefused(
      `The text must be 1–${STATUS_TEXT_MAX} characters on one line, without control characters.`,
    );
  }
  return trimmed;
}

/** An ISO 8601 time with its offset or Z, e.g. 2026-12-24T18:00:00+01:00; absent: none. */
export function parseTime(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const time = /(Z|[+-]\d\d:\d\d)$/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime())) {
    throw new OperationRefused(
      `--${name} must be an ISO time with offset, e.g. 2026-12-24T18:00:00+01:00.`,
    );
  }
  return time;
}

export async function addStatusMessage(
  db: Db,
  operator: string,
  input: { text: string; from?: Date; until?: Date },
  now = new Date(),
): Promise<{ message: StatusMessage; audit: AuditEntry }> {
  const text = checkText(input.text);
  const from = input.from ?? now;
  if (input.until && input.until <= from) {
    throw new OperationRefused('--until must lie after --from (or after now).');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(
      `INSERT INTO statusmeldungen (text, aktiv_ab, aktiv_bis) VALUES ($1, $2, $3)
       RETURNING id, text, aktiv_ab, aktiv_bis,
         CASE WHEN aktiv_ab > $4 THEN 'geplant' ELSE 'aktiv' END AS zustand`,
      [text, from, input.until ?? null, now],
    );
    const message = toMessage(row!);
    const audit = await recordOperation(tx, operator, 'status-message.add', {
      id: message.id,
      from: message.from,
      until: message.until,
      text: message.text,
    });
    return { message, audit };
  });
}

/** Messages not yet ended (all with `all`), newest first. */
export async function listStatusMessages(
  db: Db,
  options: { all?: boolean } = {},
  now = new Date(),
): Promise<StatusMessage[]> {
  const rows = await db.query<Row>(
    `SELECT id, text, aktiv_ab, aktiv_bis,
       CASE WHEN aktiv_bis IS NOT NULL AND aktiv_bis <= $1 THEN 'beendet'
            WHEN aktiv_ab > $1 THEN 'geplant' ELSE 'aktiv' END AS zustand
       FROM statusmeldungen
      WHERE $2 OR aktiv_bis IS NULL OR aktiv_bis > $1
      ORDER BY aktiv_ab DESC, id DESC`,
    [now, options.all === true],
  );
  return rows.map(toMessage);
}

/** Ends a message now: the banner no longer shows it (a planned one never starts). */
export async function endStatusMessage(
  db: Db,
  operator: string,
  id: number,
  now = new Date(),
): Promise<{ message: StatusMessage; audit: AuditEntry }> {
  if (!Number.isSafeInteger(id) || id < 1) throw new OperationRefused('--id must be a message id.');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(
      `UPDATE statusmeldungen SET aktiv_bis = GREATEST(aktiv_ab, $2::timestamptz)
        WHERE id = $1 AND (aktiv_bis IS NULL OR aktiv_bis > $2)
        RETURNING id, text, aktiv_ab, aktiv_bis, 'beendet' AS zustand`,
      [id, now],
    );
    if (!row) throw new OperationRefused(`No status message ${id} that has not ended.`);
    const message = toMessage(row);
    const audit = await recordOperation(tx, operator, 'status-message.end', {
      id,
      until: message.until,
    });
    return { message, audit };
  });
}
