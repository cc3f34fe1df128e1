// Names for prepared statements, shared by PostgreSQL (db/client.ts) and PGlite
// (db/pglite-statements.ts).
import { createHash } from 'node:crypto';

/**
 * Names for prepared statements. A named statement is parsed and planned once per connection and
 * then reused (node-postgres keeps them per connection); planning was a large share of a search's
 * database time (docs/performance.md). Only statements with parameters are named, because their
 * text is fixed by the code and the values travel apart; a text without parameters could embed
 * values or hold several commands. The cap keeps a coding mistake that builds texts from values
 * from growing every connection's statement cache without bound.
 */
export class StatementNames {
  static readonly MAX = 1_000;
  readonly #names = new Map<string, string>();

  nameOf(sql: string, params: readonly unknown[]): string | undefined {
    if (params.length === 0) return undefined;
    let name = this.#names.get(sql);
    if (name === undefined && this.#names.size < StatementNames.MAX) {
      // Hex, not base64url: PGlite's `PREPARE name` takes the name as an SQL identifier, where a
      // '-' is a syntax error; base64url names with one left a statement unprepared depending on
      // its text's hash (issue #22's bench: the uncached search cost twice the CPU).
      name = `ts_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
      this.#names.set(sql, name);
    }
    return name;
  }
}
