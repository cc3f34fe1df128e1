// Reading the register file (docs/register.md "The file"): UTF-8 (a BOM is tolerated), a header
// row, comma or semicolon as the delimiter (whichever the header uses more), quoted fields as in
// RFC 4180 (embedded delimiters, doubled quotes, line breaks). csv-parse does the parsing; this
// module adds the physical line on which each record starts, so every message names the line an
// operator finds in an editor.
import { CsvError, parse } from 'csv-parse/sync';
import { RegisterFileError } from './errors.ts';

export type Delimiter = ',' | ';';

export interface CsvRecord {
  /** Physical line (1-based) on which the record starts. */
  readonly line: number;
  readonly fields: readonly string[];
}

export interface CsvFile {
  readonly delimiter: Delimiter;
  readonly header: CsvRecord;
  readonly records: readonly CsvRecord[];
}

const BOM = '\uFEFF';

/** The file's text, or a RegisterFileError when it is not UTF-8 (e.g. a Windows-1252 export). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.startsWith(BOM) ? text.slice(1) : text;
  } catch {
    throw new RegisterFileError(
      'Die Datei ist nicht in UTF-8 kodiert. Bitte speichern Sie sie als „CSV UTF-8“.',
    );
  }
}

/** The delimiter the header line uses more often (comma when it uses neither). */
export function detectDelimiter(text: string): Delimiter {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Counts line breaks in text[from, to) and finds where the next record's text starts. */
class LineCounter {
  #offset = 0;
  #line = 1;
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  /** Line of the record that starts at or after the current offset (skipping blank lines). */
  startOfNext(): number {
    let i = this.#offset;
    while (i < this.#text.length && (this.#text[i] === '\n' || this.#text[i] === '\r')) {
      if (this.#text[i] === '\n') this.#line += 1;
      i += 1;
    }
    this.#offset = i;
    return this.#line;
  }

  /** Moves to `offset` (the end of the record just read), counting the line breaks passed. */
  advanceTo(offset: number): void {
    for (let i = this.#offset; i < offset; i++) if (this.#text[i] === '\n') this.#line += 1;
    this.#offset = offset;
  }
}

interface ParsedRecord {
  readonly record: string[];
  readonly info: { readonly bytes: number };
}

/**
 * Parses the whole text. A syntax error (a quote not closed, text after a closing quote, a quote
 * inside an unquoted field) stops the import: after it, records can no longer be told apart.
 */
export function parseCsv(text: string): CsvFile {
  const delimiter = detectDelimiter(text);
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // `bytes` counts UTF-8 bytes; the line counter walks the string, so both need one unit.
      encoding: 'utf8',
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw syntaxError(text, error);
    throw error;
  }
  const records = withLines(text, parsed);
  const [header, ...rest] = records;
  if (!header) throw new RegisterFileError('Die Datei ist leer: Es fehlt die Kopfzeile.');
  return { delimiter, header, records: rest };
}

/** Physical start lines from the byte offsets csv-parse reports at each record's end. */
function withLines(text: string, parsed: readonly ParsedRecord[]): CsvRecord[] {
  const counter = new LineCounter(text);
  const offsets = new ByteOffsets(text);
  return parsed.map(({ record, info }) => {
    const line = counter.startOfNext();
    counter.advanceTo(offsets.charIndexOf(info.bytes));
    return { line, fields: record };
  });
}

/** Maps UTF-8 byte offsets (increasing) to string indexes. */
class ByteOffsets {
  #byte = 0;
  #index = 0;
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  charIndexOf(byte: number): number {
    while (this.#byte < byte && this.#index < this.#text.length) {
      const code = this.#text.codePointAt(this.#index)!;
      this.#byte += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
      this.#index += code >= 0x10000 ? 2 : 1;
    }
    return this.#index;
  }
}

function syntaxError(text: string, error: CsvError): RegisterFileError {
  const bytes = (error as CsvError & { bytes?: number }).bytes;
  const line =
    typeof bytes === 'number'
      ? text.slice(0, new ByteOffsets(text).charIndexOf(bytes)).split('\n').length
      : (error as CsvError & { lines?: number }).lines;
  const where = line ? `Zeile ${line}: ` : '';
  const what =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'Ein Anführungszeichen wird nicht geschlossen.'
      : 'Anführungszeichen stehen nicht nach RFC 4180 (ein Feld mit " muss ganz in "…" stehen, ein " darin wird verdoppelt).';
  return new RegisterFileError(
    `${where}${what} Die Datei wurde nicht eingelesen, es wurde nichts geändert.`,
  );
}
