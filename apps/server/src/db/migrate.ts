// SQL migrations, applied in file-name order at start. Each runs once, recorded in
// schema_migrations; an advisory lock keeps several instances on PostgreSQL from racing.
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const LOCK_ID = 116117;

export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      // Statements are separated by lines holding only "--;" so parameters stay unneeded.
      for (const statement of sql.split(/^--;\s*$/m)) {
        if (statement.trim()) await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
