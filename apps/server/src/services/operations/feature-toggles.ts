// Feature toggles (§7 `featureToggles`), set by the operator command instead of SQL (issue 16).
// Only the toggles the product knows can be set, so a typo does not silently do nothing.
import { FEATURE_TOGGLES } from '@terminservice/domain/api';
import type { Db } from '../../db/client.ts';
import { OperationRefused, recordOperation, type AuditEntry } from './audit.ts';

export const KNOWN_TOGGLES: readonly string[] = Object.values(FEATURE_TOGGLES);

export interface ToggleState {
  readonly key: string;
  /** The stored text (routes/meta reads 'true', '1', 'on', 'ja' as on); null when never set. */
  readonly stored: string | null;
  readonly known: boolean;
}

export function parseToggleValue(value: string | undefined): boolean {
  if (value === 'true' || value === 'on') return true;
  if (value === 'false' || value === 'off') return false;
  throw new OperationRefused('--value must be true or false (on/off).');
}

export function checkToggleKey(key: string): string {
  if (!KNOWN_TOGGLES.includes(key)) {
    throw new OperationRefused(`Unknown toggle "${key}"; known: ${KNOWN_TOGGLES.join(', ')}.`);
  }
  return key;
}

export async function setFeatureToggle(
  db: Db,
  operator: string,
  key: string,
  value: boolean,
): Promise<{ previous: string | null; audit: AuditEntry }> {
  checkToggleKey(key);
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ wert: string }>(
      'SELECT wert FROM feature_toggles WHERE schluessel = $1 FOR UPDATE',
      [key],
    );
    await tx.query(
      `INSERT INTO feature_toggles (schluessel, wert) VALUES ($1, $2)
       ON CONFLICT (schluessel) DO UPDATE SET wert = EXCLUDED.wert`,
      [key, String(value)],
    );
    const previous = before?.wert ?? null;
    const audit = await recordOperation(tx, operator, 'feature-toggle.set', {
      key,
      value,
      previous,
    });
    return { previous, audit };
  });
}

/** Every stored toggle and every known one (unset ones with stored = null). */
export async function listFeatureToggles(db: Db): Promise<ToggleState[]> {
  const rows = await db.query<{ schluessel: string; wert: string }>(
    'SELECT schluessel, wert FROM feature_toggles ORDER BY schluessel',
  );
  const stored = new Map(rows.map((row) => [row.schluessel, row.wert]));
  const keys = [...new Set([...KNOWN_TOGGLES, ...stored.keys()])].sort();
  return keys.map((key) => ({
    key,
    stored: stored.get(key) ?? null,
    known: KNOWN_TOGGLES.includes(key),
  }));
}
