// Prepared statements on PGlite (issue #17). PGlite parses and plans every parameterised query
// afresh, and its protocol cannot bind parameters to a named statement; for the search's code
// check (eight subqueries) planning is most of the work: 0.90 ms a query against 0.15 ms for the
// same statement prepared once and EXECUTEd (measured on the demo data). So a statement with
// parameters is PREPAREd once per PGlite instance and run as `EXECUTE name('…', …)`, each value
// written as a quoted literal of its text form — the form PGlite itself would bind, read by the
// parameter type's input function either way. A value that has no such form here (an object
// other than a Date or an array, a NUL character, a very long text), a statement PostgreSQL
// cannot prepare (a parameter whose type it cannot infer), and everything inside a transaction
// take the ordinary path.
import type { PGlite } from '@electric-sql/pglite';
import { StatementNames } from './statement-names.ts';

/** Literals longer than this (a register import's arrays) are bound the ordinary way. */
const MAX_LITERALS_LENGTH = 16_384;

/** A PostgreSQL array literal's element: quoted, with backslash and quote escaped. */
function arrayElement(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const text = textOf(value);
  return text === undefined ? undefined : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function arrayText(values: readonly unknown[]): string | undefined {
  const parts: string[] = [];
  for (const value of values) {
    const part = arrayElement(value);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return `{${parts.join(',')}}`;
}

/** The text form PGlite binds for a value (its serializers), or undefined. */
function textOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined;
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'object':
      if (value instanceof Date) {
        return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
      }
      if (Array.isArray(value)) return arrayText(value);
      return undefined;
    default:
      return undefined;
  }
}

/**
 * A value as an SQL literal of unknown type (standard_conforming_strings: only the quote is
 * special), or NULL; undefined when it has no text form here or holds a NUL character.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text = textOf(value);
  if (text === undefined || text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

export class PgliteStatements {
  readonly #names = new StatementNames();
  /** Per statement text: its prepared name, or null when it could not be prepared. */
  readonly #prepared = new Map<string, string | null>();
  readonly #lite: PGlite;

  constructor(lite: PGlite) {
    this.#lite = lite;
  }

  async query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const execute = await this.#executeText(sql, params);
    if (execute === undefined) return (await this.#lite.query<T>(sql, [...params])).rows;
    return (await this.#lite.query<T>(execute)).rows;
  }

  async #executeText(sql: string, params: readonly unknown[]): Promise<string | undefined> {
    const name = this.#names.nameOf(sql, params);
    if (name === undefined || this.#prepared.get(sql) === null) return undefined;
    const literals: string[] = [];
    let length = 0;
    for (const value of params) {
      const literal = sqlLiteral(value);
      length += literal?.length ?? 0;
      if (literal === undefined || length > MAX_LITERALS_LENGTH) return undefined;
      literals.push(literal);
    }
    if (!this.#prepared.has(sql)) {
      try {
        await this.#lite.exec(`PREPARE ${name} AS ${sql}`);
        this.#prepared.set(sql, name);
      } catch {
        this.#prepared.set(sql, null);
        return undefined;
      }
    }
    return `EXECUTE ${name}(${literals.join(', ')})`;
  }
}
