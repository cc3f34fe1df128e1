// Reading the register file: delimiter detection, RFC 4180 quoting, the BOM, line endings, the
// physical line of each record, and the file-level errors that stop an import.
import { describe, expect, it } from 'vitest';
import { mapHeader } from '../../src/register/columns.ts';
import { decodeUtf8, detectDelimiter, parseCsv } from '../../src/register/csv.ts';
import { RegisterFileError } from '../../src/register/errors.ts';
import { csvFile, SAMPLE } from '../fixtures/register.ts';

const parse = (lines: readonly string[], eol = '\n') => parseCsv(decodeUtf8(csvFile(lines, eol)));

describe('reading the register file', () => {
  it('detects the delimiter from the header', () => {
    expect(detectDelimiter('bsnr;name;strasse;plz;ort\n1,2,3')).toBe(';');
    expect(detectDelimiter('bsnr,name,strasse,plz,ort\n1;2;3')).toBe(',');
    expect(detectDelimiter('bsnr')).toBe(',');
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks, with start lines', () => {
    const file = parse(
      [
        'bsnr;name;hinweis',
        '111111111;"Praxis; Dr. A";"Sagt ""Hallo"""',
        '',
        '222222222;B;"erste Zeile',
        'zweite Zeile"',
        '   ',
        '333333333;C;',
      ],
      '\r\n',
    );
    expect(file.delimiter).toBe(';');
    expect(file.header).toEqual({ line: 1, fields: ['bsnr', 'name', 'hinweis'] });
    expect(file.records).toEqual([
      { line: 2, fields: ['111111111', 'Praxis; Dr. A', 'Sagt "Hallo"'] },
      { line: 4, fields: ['222222222', 'B', 'erste Zeile\r\nzweite Zeile'] },
      { line: 6, fields: ['   '] },
      { line: 7, fields: ['333333333', 'C', ''] },
    ]);
  });

  it('tolerates a BOM and counts lines after multi-byte characters right', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...csvFile(['bsnr,näme', 'ä,"ö', 'ü"', 'ß,x']),
    ]);
    const file = parseCsv(decodeUtf8(bytes));
    expect(file.header.fields).toEqual(['bsnr', 'näme']);
    expect(file.records.map((r) => r.line)).toEqual([2, 4]);
  });

  it('reads the sample register: ten columns, eight practices, one hint over two lines', () => {
    const file = parseCsv(decodeUtf8(SAMPLE));
    expect(file.delimiter).toBe(',');
    expect(mapHeader(file.header.fields).index.size).toBe(10);
    expect(file.records.map((r) => r.line)).toEqual([2, 3, 4, 6, 7, 8, 9, 10]);
  });

  it.each([
    [['bsnr,name', '1,"offen', '2,b'], 'Zeile 2: Ein Anführungszeichen wird nicht geschlossen.'],
    [['bsnr,name', '1,a', '2,"b"x'], 'Zeile 3: Anführungszeichen stehen nicht nach RFC 4180'],
    [['bsnr,name', '1,a', '2,b"c'], 'Zeile 3: Anführungszeichen stehen nicht nach RFC 4180'],
  ])('stops at a CSV syntax error with its line: %j', (lines, message) => {
    expect(() => parse(lines)).toThrow(RegisterFileError);
    expect(() => parse(lines)).toThrow(message);
  });

  it('refuses a file that is not UTF-8, and an empty one', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('bsnr,name\n1,M'), 0xfc, 0x0a]);
    expect(() => decodeUtf8(latin1)).toThrow('nicht in UTF-8');
    expect(() => parse([''])).toThrow('Die Datei ist leer');
  });

  it('matches header names ignoring case and spaces, reports unknown ones, refuses missing and twice-named ones', () => {
    const header = mapHeader([' BSNR ', 'Name', 'strasse', 'PLZ', 'ort', 'Fax', '', 'kv']);
    expect([...header.index]).toEqual([
      ['bsnr', 0],
      ['name', 1],
      ['strasse', 2],
      ['plz', 3],
      ['ort', 4],
      ['kv', 7],
    ]);
    expect(header.unknown).toEqual(['Fax']);
    expect(() => mapHeader(['bsnr', 'name', 'plz'])).toThrow(
      'Der Kopfzeile fehlen Pflichtspalten: strasse, ort.',
    );
    expect(() => mapHeader(['bsnr', 'name', 'strasse', 'plz', 'ort', 'Name'])).toThrow(
      'Die Kopfzeile nennt die Spalte „name“ zweimal.',
    );
  });
});
