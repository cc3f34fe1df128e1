// Every foreign key has an index that leads with its columns (migration 0024): deleting a
// referenced row checks the referencing table, and without such an index each check scans it
// (issue #25 part 3: removing 80,000 slots took over 10 minutes against 23,000 bookings). A
// partial index does not count: it holds only some rows. Swept over the whole schema, so a new
// table's foreign key cannot forget its index — except keys to tables whose rows the server never
// deletes, which the second test holds to that.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { openTestDb } from '../helper.ts';

/** Referenced tables no code deletes from: a check on their keys never runs. */
const NEVER_DELETED: Readonly<Record<string, string>> = {
  kv_regionen: 'reference data, loaded once',
  praxen: "a practice leaves the register by a flag ('entfernt', ADR 14)",
  buchungen: 'kept; the retention job clears personal data in place (ADR 17)',
  vermittlungscodes: 'kept; a code is used up or expires, never deleted',
};

const SRC = new URL('../../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|sql)$/.test(entry.name) ? [path] : [];
  });
}

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
}, 120_000);
afterAll(() => drop());

describe('foreign keys', () => {
  it('each has a full index that leads with its columns', async () => {
    const unindexed = await db.query<{ fk: string }>(
      `SELECT c.conrelid::regclass::text || '(' ||
              string_agg(a.attname, ', ' ORDER BY k.ord) || ') -> ' || c.confrelid::regclass::text AS fk
         FROM pg_constraint c
         CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
        WHERE c.contype = 'f'
          AND c.connamespace = 'public'::regnamespace
          AND NOT EXISTS (
                SELECT 1 FROM pg_index i
                 WHERE i.indrelid = c.conrelid
                   AND i.indpred IS NULL
                   AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
                   AND c.conkey @> (i.indkey::int2[])[0:cardinality(c.conkey) - 1])
        GROUP BY c.oid, c.conrelid, c.confrelid
        ORDER BY 1`,
    );
    const target = (fk: string) => fk.slice(fk.indexOf('-> ') + 3);
    expect(unindexed.map((row) => row.fk).filter((fk) => !(target(fk) in NEVER_DELETED))).toEqual(
      [],
    );
  });

  it('point without an index only at tables no code deletes rows from', () => {
    const deletes = new RegExp(
      `DELETE\\s+FROM\\s+(${Object.keys(NEVER_DELETED).join('|')})\\b`,
      'i',
    );
    const offenders = sourceFiles(SRC).filter((file) => deletes.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
