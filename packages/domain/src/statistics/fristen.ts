// The statutory deadline per urgency (ADR 31, docs/statistics.md "Deadlines"): the days from the
// code's issue day to the appointment's day within which § 75 Abs. 1a SGB V wants the appointment.
// The law names weeks, not our urgencies: where the mapping is our reading, `lesart` says so.
import type { Urgency } from '../search/urgency.ts';

export interface Frist {
  readonly dringlichkeit: Urgency;
  /** Days from the issue day to the appointment's day; null where the law sets no deadline. */
  readonly tage: number | null;
  readonly quelle: string;
}

const SGB_V = '§ 75 Abs. 1a SGB V';

/**
 * - DRINGEND: a week to arrange, at most four weeks' wait — 35 days, the 'innerhalb von 35 Tagen'
 *   the product already shows (docs/product §3).
 * - PT_AKUTBEHANDLUNG: psychotherapeutic acute treatment waits at most two weeks; with the week
 *   to arrange, 21 days (our reading, by the same sum as DRINGEND).
 * - AKUT: the law wants immediate care in the fitting level of care, no number of days; we take
 *   the 2 days the AKUT search covers (§9) — our reading.
 * - NICHT_DRINGEND: postponable routine checks and trivial illnesses are exempt from the
 *   four-week limit: no deadline, no share.
 */
export const FRISTEN: readonly Frist[] = [
  { dringlichkeit: 'AKUT', tage: 2, quelle: `${SGB_V} (unmittelbare Versorgung; Lesart: 2 Tage)` },
  {
    dringlichkeit: 'PT_AKUTBEHANDLUNG',
    tage: 21,
    quelle: `${SGB_V} (Vermittlung in 1 Woche, Wartezeit höchstens 2 Wochen)`,
  },
  {
    dringlichkeit: 'DRINGEND',
    tage: 35,
    quelle: `${SGB_V} (Vermittlung in 1 Woche, Wartezeit höchstens 4 Wochen)`,
  },
  {
    dringlichkeit: 'NICHT_DRINGEND',
    tage: null,
    quelle: `${SGB_V} (verschiebbare Routineuntersuchungen: keine Frist)`,
  },
];

/** The deadline of an urgency in days, or null (no deadline, or an urgency we do not know). */
export function fristTage(dringlichkeit: string): number | null {
  return FRISTEN.find((frist) => frist.dringlichkeit === dringlichkeit)?.tage ?? null;
}
