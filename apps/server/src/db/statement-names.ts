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
      name = `ts_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
      this.#names.set(sql, name);
    }
    return name;
  }
}
