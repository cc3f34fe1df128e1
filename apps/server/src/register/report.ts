// What an import tells the operator (docs/register.md "The report"): rejected rows and warnings on
// stderr (line numbers and reasons, never a whole row), the booked appointments of removed
// practices as CSV, and the summary line last.
import { csvLine } from '../security/csv-writer.ts';
import { berlinDateTime } from '../services/kernel/berlin-time.ts';
import type { ImportResult } from './import.ts';
import type { KeptAppointment } from './removal.ts';

/** The last line of every run that got as far as writing (or a dry run). */
export function summaryLine(result: ImportResult): string {
  return (
    `importiert: ${result.importiert}, aktualisiert: ${result.aktualisiert}, ` +
    `abgelehnt: ${result.abgelehnt}, entfernt: ${result.entfernt}`
  );
}

/** Lines for stderr: rejected rows and warnings, in line order, then the details of the counts. */
export function diagnosticLines(result: ImportResult): string[] {
  const lines = [
    ...result.warnings,
    ...result.rejected.map((r) => `Zeile ${r.line}: abgelehnt: ${r.text}`),
  ];
  if (result.unveraendert > 0) {
    lines.push(`${result.unveraendert} Praxen unverändert (nicht geschrieben).`);
  }
  if (result.wiederaufgenommen > 0) {
    lines.push(`${result.wiederaufgenommen} entfernte Praxen sind wieder im Register.`);
  }
  if (result.entfernt > 0) {
    lines.push(
      `${result.entfernt} Praxen entfernt, ${result.zurueckgezogen} freie oder gesperrte Termine zurückgezogen, ` +
        `${result.behalten.length} gebuchte oder reservierte Termine bleiben bestehen (Liste auf stdout).`,
    );
  }
  if (result.probelauf) lines.push('Probelauf: Es wurde nichts geändert.');
  return lines;
}

export const KEPT_HEADER = 'bsnr;praxis;beginn;art;nummer';

/**
 * The kept appointments as CSV lines (semicolon, the header first); start in Berlin wall-clock
 * time. Practice names come from the register file: a formula-like one is defused (csv-writer.ts).
 */
export function keptCsv(kept: readonly KeptAppointment[]): string[] {
  return [
    KEPT_HEADER,
    ...kept.map((k) => csvLine([k.bsnr, k.praxis, berlinDateTime(k.beginn), k.art, k.nummer], ';')),
  ];
}
