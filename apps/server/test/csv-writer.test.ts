// The one CSV writer (issue #26 finding 4.6): RFC 4180 quoting, and cells a spreadsheet would run as a
// formula defused with a leading single quote (OWASP "CSV Injection").
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../src/security/csv-writer.ts';

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example";"Klick")',
      `"'=HYPERLINK(""https://evil.example"";""Klick"")"`,
    ],
    ['=1+1', "'=1+1"],
    ['+49 30 1234567', "'+49 30 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('defuses %j → %s', (value, cell) => {
    expect(csvCell(value, ';')).toBe(cell);
  });

  it.each([
    ['Praxis Dr. Müller', 'Praxis Dr. Müller'],
    ['Praxis a=b', 'Praxis a=b'],
    ['Hausärzte; Innere', '"Hausärzte; Innere"'],
    ['Der "Nordbahnhof"', '"Der ""Nordbahnhof"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['', ''],
  ])('keeps %j as %s (quoted only when needed)', (value, cell) => {
    expect(csvCell(value, ';')).toBe(cell);
  });

  it('quotes by the delimiter in use', () => {
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
  });
});

describe('csvLine', () => {
  it('joins the cells, each written by csvCell', () => {
    expect(csvLine(['729900101', '=cmd|calc', '2026-12-01T10:00:00'], ';')).toBe(
      "729900101;'=cmd|calc;2026-12-01T10:00:00",
    );
  });
});
