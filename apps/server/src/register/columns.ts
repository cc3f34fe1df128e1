// The register's columns (docs/register.md "Columns"): five required, five optional, names matched
// ignoring case and outer spaces, in any order. A column the import does not know is reported once
// and ignored; a missing required column or a column named twice makes the file unusable.
import { RegisterFileError } from './errors.ts';

export const REQUIRED_COLUMNS = ['bsnr', 'name', 'strasse', 'plz', 'ort'] as const;
export const OPTIONAL_COLUMNS = [
  'telefon',
  'webseite',
  'hinweis',
  'barrierefreiheiten',
  'kv',
] as const;

export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
export type Column = RequiredColumn | OptionalColumn;

const KNOWN: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

export interface HeaderMap {
  /** Field index of each column the file has. */
  readonly index: ReadonlyMap<Column, number>;
  /** Number of fields the header has (every row must have as many). */
  readonly width: number;
  /** Header names the import does not know, as written in the file. */
  readonly unknown: readonly string[];
}

export function mapHeader(fields: readonly string[]): HeaderMap {
  const index = new Map<Column, number>();
  const unknown: string[] = [];
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!KNOWN.includes(name)) {
      if (name !== '') unknown.push(raw.trim());
      return;
    }
    const column = name as Column;
    if (index.has(column)) {
      throw new RegisterFileError(`Die Kopfzeile nennt die Spalte „${column}“ zweimal.`);
    }
    index.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0) {
    throw new RegisterFileError(
      `Der Kopfzeile fehlen Pflichtspalten: ${missing.join(', ')}. ` +
        `Erwartet werden ${REQUIRED_COLUMNS.join(', ')} (Komma oder Semikolon als Trennzeichen).`,
    );
  }
  return { index, width: fields.length, unknown };
}

/** The trimmed value of a column in a row; '' when the file has no such column. */
export function fieldOf(header: HeaderMap, fields: readonly string[], column: Column): string {
  const i = header.index.get(column);
  return i === undefined ? '' : (fields[i] ?? '').trim();
}
