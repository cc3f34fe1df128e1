// The CSV export of a table (issue #24 part 2): German Excel opens a file by double-click with ';'
// as the separator and ',' as the decimal mark, and reads it as UTF-8 only with a byte order mark.
// Fields are quoted when they hold a separator, a quote or a line break; lines end in CRLF.
import { rowCells, type TableModel } from './table-model.ts';
import { KENNZAHLEN } from '@terminservice/domain/statistics';

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

function field(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(cells: readonly string[]): string {
  return cells.map(field).join(CSV_SEPARATOR);
}

/** The table as CSV text, with the byte order mark first. */
export function tableCsv(model: TableModel): string {
  const header = [model.rowHeader, ...model.keys.map((key) => KENNZAHLEN[key].label)];
  const rows = [...model.rows, ...(model.total ? [model.total] : [])].map((row) =>
    line([row.label, ...rowCells(model, row, 'csv')]),
  );
  return `${BOM}${[line(header), ...rows].join('\r\n')}\r\n`;
}

/** A file name from the caption and the range: 'statistik-vermittlungscodes-2026-09-07-2026-11-29.csv'. */
export function csvFileName(caption: string, von: string, bis: string): string {
  const slug = caption
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statistik-${slug}-${von}-${bis}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a browser may read the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
