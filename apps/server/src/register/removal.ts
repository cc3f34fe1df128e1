// Removing practices that left the register (docs/register.md "Removal", ADR 14). Only a complete
// register (--vollstaendig) removes, and the guard refuses to remove more than a share of the active
// practices unless forced: a truncated file must not empty the register. A removed practice is
// marked (entfernt, entfernt_am), never deleted; its free and blocked future slots are withdrawn
// with the same conditional UPDATE as the desk's withdrawal (services/practice/slots.ts), so a
// booking racing for one of them either wins before (and the slot is kept and listed) or finds
// it withdrawn. Booked and reserved future slots are kept and listed for the operator.
import type { Queryable } from '../db/client.ts';
import { lockPractice } from '../services/practice/index.ts';
import { RemovalRefused } from './errors.ts';

/** Default of --max-entfernen: at most this share (percent) of the active practices per import. */
export const DEFAULT_MAX_REMOVAL_PERCENT = 20;

export interface RemovalPlan {
  /** Practices in the register (not removed) before the import. */
  readonly aktiv: number;
  /** Of those, the ones the file does not list. */
  readonly nichtGelistet: number;
}

/** A booked or reserved future appointment of a removed practice (no patient data). */
export interface KeptAppointment {
  readonly bsnr: string;
  readonly praxis: string;
  readonly beginn: Date;
  readonly art: 'Buchung' | 'Videoreservierung';
  readonly nummer: string;
}

export interface Removed {
  readonly entfernt: number;
  readonly zurueckgezogen: number;
  readonly behalten: readonly KeptAppointment[];
}

/** The practices of the register the file does not list, as an anti-join on the listed BSNRs. */
const UNLISTED = `NOT p.entfernt
  AND NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS f(bsnr) WHERE f.bsnr = p.bsnr)`;

export async function planRemoval(tx: Queryable, listed: readonly string[]): Promise<RemovalPlan> {
  const [row] = await tx.query<RemovalPlan>(
    `SELECT (SELECT count(*)::int FROM praxen WHERE NOT entfernt) AS aktiv,
            (SELECT count(*)::int FROM praxen p WHERE ${UNLISTED}) AS "nichtGelistet"`,
    [listed],
  );
  return row ?? { aktiv: 0, nichtGelistet: 0 };
}

/** Throws RemovalRefused when the plan removes more than `maxPercent` of the active practices. */
export function guardRemoval(plan: RemovalPlan, maxPercent: number, force: boolean): void {
  if (force || plan.nichtGelistet === 0) return;
  const percent = (plan.nichtGelistet * 100) / Math.max(plan.aktiv, 1);
  if (percent <= maxPercent) return;
  throw new RemovalRefused(
    `Abgebrochen: Die Datei nennt ${plan.nichtGelistet} von ${plan.aktiv} Praxen nicht ` +
      `(${percent.toFixed(1).replace('.', ',')} %); entfernt werden dürfen höchstens ${maxPercent} %. ` +
      'Ist die Datei vollständig? Wenn ja, wiederholen Sie den Aufruf mit --force ' +
      '(oder einer höheren Grenze --max-entfernen). Es wurde nichts geändert.',
  );
}

export async function removeUnlisted(tx: Queryable, listed: readonly string[]): Promise<Removed> {
  const removed = await tx.query<{ praxisId: string; bsnr: string; name: string }>(
    `UPDATE praxen p SET entfernt = true, entfernt_am = now(), aktualisiert_am = now()
      WHERE ${UNLISTED}
      RETURNING p.id AS "praxisId", p.bsnr, p.name`,
    [listed],
  );
  if (removed.length === 0) return { entfernt: 0, zurueckgezogen: 0, behalten: [] };
  // The desk's slot writes take the practice's lock (services/practice/slots.ts): a publication
  // in flight finishes before the withdrawal below.
  for (const practice of removed) await lockPractice(tx, practice);
  const ids = removed.map((r) => r.praxisId);
  const withdrawn = await tx.query(
    `UPDATE slots SET status = 'GELOESCHT', version = version + 1, geaendert_am = now()
      WHERE praxis_id = ANY($1::text[]) AND status IN ('FREI', 'BLOCKIERT') AND beginn > now()
      RETURNING id`,
    [ids],
  );
  return {
    entfernt: removed.length,
    zurueckgezogen: withdrawn.length,
    behalten: await kept(tx, ids),
  };
}

/** Booked and reserved future slots of the removed practices, by practice and start. */
async function kept(tx: Queryable, ids: readonly string[]): Promise<KeptAppointment[]> {
  return tx.query<KeptAppointment>(
    `SELECT p.bsnr, p.name AS praxis, s.beginn,
            CASE WHEN b.id IS NOT NULL THEN 'Buchung' ELSE 'Videoreservierung' END AS art,
            coalesce(b.id, r.id)::text AS nummer
       FROM slots s
       JOIN praxen p ON p.id = s.praxis_id
       LEFT JOIN buchungen b ON b.slot_id = s.id AND b.storniert_am IS NULL
       LEFT JOIN reservierungen r ON r.slot_id = s.id AND r.status = 'RESERVIERT'
      WHERE s.praxis_id = ANY($1::text[]) AND s.status IN ('GEBUCHT', 'RESERVIERT')
        AND s.beginn > now() AND (b.id IS NOT NULL OR r.id IS NOT NULL)
      ORDER BY p.bsnr, s.beginn, s.id`,
    [ids],
  );
}
