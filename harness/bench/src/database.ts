// The databases measured: PostgreSQL (created and seeded at scale 67 once, then reused) and a fresh
// PGlite data directory seeded at a small scale.
import { du } from './disk.ts';
import { quotedIdentifier, withAdminClient } from './admin-database.ts';
import { migrate, openDb, seedDemoData, seedReferenceData, type Db } from './server.ts';

export interface PreparedDb {
  readonly db: Db;
  readonly praxen: number;
  readonly freieSlots: number;
  /** Human-readable lines on what was found or done. */
  readonly notes: string[];
}

async function counts(db: Db): Promise<{ praxen: number; freieSlots: number }> {
  const [row] = await db.query<{ praxen: string; frei: string }>(
    `SELECT (SELECT count(*) FROM praxen WHERE NOT entfernt) AS praxen,
            (SELECT count(*) FROM slots WHERE status = 'FREI' AND beginn > now()) AS frei`,
  );
  return { praxen: Number(row?.praxen ?? 0), freieSlots: Number(row?.frei ?? 0) };
}

/**
 * Creates the database named in the URL when it does not exist and `create` is set (trust auth,
 * user postgres). True: created; false: it existed; null: it does not exist.
 */
async function createDatabaseIfMissing(
  databaseUrl: string,
  create: boolean,
): Promise<boolean | null> {
  return withAdminClient(databaseUrl, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    if (!create) return null;
    await client.query(`CREATE DATABASE ${quotedIdentifier(name)}`);
    return true;
  });
}

/** PostgreSQL: reuse a seeded database; seed it once when empty (unless `seed` is false). */
export async function preparePostgres(
  databaseUrl: string,
  options: { seed: boolean; scale: number },
): Promise<PreparedDb | { skipped: string }> {
  const created = await createDatabaseIfMissing(databaseUrl, options.seed);
  if (created === null) {
    return {
      skipped: `the database does not exist and --quick neither creates nor seeds it at scale ${options.scale}: run \`pnpm bench\` once (≈ 4 min of seeding)`,
    };
  }
  const db = await openDb({ databaseUrl });
  const notes: string[] = [];
  if (created) notes.push('database created');
  await migrate(db);
  let found = await counts(db);
  if (found.praxen === 0) {
    if (!options.seed) {
      await db.close();
      return {
        skipped: `the database holds no practices and --quick does not seed at scale ${options.scale}: run \`pnpm bench\` once (≈ 4 min of seeding)`,
      };
    }
    process.stdout.write(`  seeding PostgreSQL at scale ${options.scale} (once; minutes) …\n`);
    const start = performance.now();
    await seedReferenceData(db);
    await seedDemoData(db, {
      now: new Date(),
      scale: options.scale,
      onProgress: ({ praxen, von }) => {
        if (praxen % 20_000 === 0 || praxen === von)
          process.stdout.write(`    ${praxen}/${von} practices\n`);
      },
    });
    // VACUUM too: it sets the visibility map that index-only scans need (the search's box index).
    // A production database has autovacuum for that; a fresh seed may not have had it yet, and
    // autovacuum may be off on a test machine.
    await db.query('VACUUM ANALYZE');
    notes.push(
      `seeded now at scale ${options.scale} in ${((performance.now() - start) / 1000).toFixed(0)} s`,
    );
    found = await counts(db);
  } else {
    // Every run leaves bookings and the FHIR run's deleted slots behind. Production has autovacuum
    // for the dead rows and the visibility map; a test machine may have it off (this one does), and
    // then each run would search a little more dead data than the last.
    const start = performance.now();
    await db.query('VACUUM ANALYZE');
    notes.push(
      `already seeded: reused, VACUUM ANALYZE first (${((performance.now() - start) / 1000).toFixed(0)} s)`,
    );
  }
  return { db, ...found, notes };
}

/** PGlite: a fresh data directory, seeded at `scale`. */
export async function preparePglite(dataDir: string, scale: number): Promise<PreparedDb> {
  const start = performance.now();
  const db = await openDb({ dataDir });
  await migrate(db);
  await seedReferenceData(db);
  await seedDemoData(db, { now: new Date(), scale });
  const seconds = (performance.now() - start) / 1000;
  const found = await counts(db);
  const notes = [
    `fresh data dir seeded at scale ${scale} in ${seconds.toFixed(0)} s; size on disk ${du(dataDir)}`,
  ];
  return { db, ...found, notes };
}
