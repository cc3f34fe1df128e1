// Every CSV the server writes goes through here (issue #26 finding 4.6: the register's removal report
// wrote a practice named `=HYPERLINK(…)` as it was, and a spreadsheet opening the report would run
// it). Cells are quoted as in RFC 4180, and a cell a spreadsheet would read as a formula is
// defused as OWASP's "CSV Injection" page advises: a single quote before it.

/** First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused when it starts like a formula, quoted when it holds `"`, the delimiter or a line break. */
export function csvCell(value: string, delimiter: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes =
    defused.includes('"') ||
    defused.includes(delimiter) ||
    defused.includes('\n') ||
    defused.includes('\r');
  return needsQuotes ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** One line of cells, without the line break. */
export function csvLine(cells: readonly string[], delimiter: string): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
}
