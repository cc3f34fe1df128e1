// `pnpm seed [--scale N] [--seed TEXT]`: applies the migrations, loads the reference data and seeds
// the demo data into the configured database (DATABASE_URL, else PGlite in DATA_DIR, like
// `pnpm start`). Does nothing when the database already holds practices. Benchmarks:
// `DATABASE_URL=postgres://… pnpm seed --scale 67` (about 100,000 practices, 8 million slots).
// With NODE_ENV=production it refuses (fictional practices would be offered to real patients)
// unless --force is given.
import { parseArgs } from 'node:util';
import { isProduction, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/reference/index.ts';
import { seedDemoData } from '../src/seed/demo.ts';

// `pnpm seed -- --scale 67` passes the `--` through: drop it.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
if (isProduction() && !values.force) {
  process.stderr.write(
    'seed: NODE_ENV=production — refusing to load fictional demo practices into a production ' +
      'database. Give --force if this really is wanted.\n',
  );
  process.exit(2);
}
const scale = Number(values.scale);
if (!(scale > 0)) throw new Error(`--scale must be a positive number, got "${values.scale}"`);

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const start = performance.now();
  const referenz = await seedReferenceData(db);
  process.stdout.write(
    `reference data: ${referenz.kvRegionen} KV regions, ${referenz.leistungsmerkmale} catalogue entries, ` +
      `${referenz.postleitzahlenEingefuegt} postcodes inserted\n`,
  );
  const demo = await seedDemoData(db, {
    now: new Date(),
    scale,
    ...(values.seed ? { seed: values.seed } : {}),
    onProgress: ({ praxen, von, slots }) =>
      process.stdout.write(`  ${praxen}/${von} practices, ${slots} slots\n`),
  });
  const s = ((performance.now() - start) / 1000).toFixed(1);
  process.stdout.write(
    demo.angelegt
      ? `demo data: ${demo.praxen} practices, ${demo.terminprofile} profiles, ${demo.slots} slots in ${s} s\n`
      : 'demo data: the database already holds practices, nothing done\n',
  );
} finally {
  await db.close();
}
