// Prepared statements on PGlite (db/pglite-statements.ts): every value reaches PostgreSQL as the
// same value it would have been bound as, text that looks like SQL stays text, and what cannot be
// written as a literal takes the ordinary path.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements, sqlLiteral } from '../../src/db/pglite-statements.ts';

let lite: PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  lite = await PGlite.create();
  statements = new PgliteStatements(lite);
  await lite.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, tags text[], at timestamptz,
    ok boolean, doc jsonb, n numeric)`);
});
afterAll(() => lite.close());

const TRICKY = [
  "O'Brien",
  "'); DROP TABLE t; --",
  'back\\slash and "quotes"',
  'ümlaut ß – €',
  '',
  '{a,b}',
  'NULL',
];

describe('sqlLiteral', () => {
  it('quotes text, doubles quotes, and refuses what has no literal', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(['a', null, 'b"c'])).toBe(`'{"a",NULL,"b\\"c"}'`);
    expect(sqlLiteral(true)).toBe("'t'");
    expect(sqlLiteral('a\0b')).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date('invalid'))).toBeUndefined();
  });
});

describe('PgliteStatements', () => {
  it('returns what the ordinary path returns, for every kind of value', async () => {
    const sql = `SELECT $1::text AS s, $2::text[] AS a, $3::timestamptz AS d, $4::int AS i,
      $5::boolean AS b, $6::numeric AS n, $7::text AS nothing`;
    for (const text of TRICKY) {
      const params = [
        text,
        [text, 'x', null],
        new Date('2026-11-26T08:15:00Z'),
        -42,
        false,
        1.5,
        null,
      ];
      const ordinary = (await lite.query(sql, params)).rows;
      expect(await statements.query(sql, params)).toEqual(ordinary);
    }
  });

  it('writes and reads rows as the ordinary path does; SQL in values stays data', async () => {
    const insert = `INSERT INTO t (id, name, tags, at, ok, doc, n) VALUES ($1, $2, $3, $4, $5, $6, $7)`;
    for (const [i, text] of TRICKY.entries()) {
      await statements.query(insert, [i, text, [text], new Date(0), true, '{"k": "v"}', '0.1']);
    }
    const rows = await statements.query<{ name: string; tags: string[]; doc: unknown }>(
      'SELECT name, tags, doc FROM t WHERE id >= $1 ORDER BY id',
      [0],
    );
    expect(rows.map((row) => row.name)).toEqual(TRICKY);
    expect(rows.map((row) => row.tags[0])).toEqual(TRICKY);
    expect(rows[0]?.doc).toEqual({ k: 'v' });
  });

  it('raises the database’s own errors, and falls back where it cannot prepare', async () => {
    const insert = 'INSERT INTO t (id, name) VALUES ($1, $2)';
    await expect(statements.query(insert, [0, 'again'])).rejects.toMatchObject({ code: '23505' });
    // $1 alone has no type PostgreSQL can infer: PREPARE fails, the ordinary path answers.
    expect(await statements.query('SELECT $1 AS v', ['x'])).toEqual([{ v: 'x' }]);
    // An object parameter has no literal here: the ordinary path binds it.
    expect(
      await statements.query<{ v: unknown }>('SELECT $1::jsonb AS v', [{ a: [1, 'two'] }]),
    ).toEqual([{ v: { a: [1, 'two'] } }]);
  });

  it('prepares every statement with parameters, whatever its text hashes to', async () => {
    // A statement's name comes from a hash of its text; a name PostgreSQL cannot read as an
    // identifier (base64url's '-') left about a third of all texts unprepared, silently slower.
    const before = await preparedCount();
    for (let i = 0; i < 60; i += 1) {
      expect(await statements.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [1])).toEqual([
        { v: 1 + i },
      ]);
    }
    expect((await preparedCount()) - before).toBe(60);
  });
});

async function preparedCount(): Promise<number> {
  const { rows } = await lite.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_prepared_statements',
  );
  return rows[0]!.n;
}
