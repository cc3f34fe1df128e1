// `pnpm bench:import`: the practice register import (docs/register.md) at the size of the real
// register — 100,000 practices (--quick: 5,000) on PostgreSQL, target ≤ 60 s. It generates the file
// (register-file.ts, real postcodes), then runs the server's own importRegister (imported through
// server.ts, the code the operator command runs) four times: a first import into an empty
// register, a file that renames every practice (every row updated, the worst case), the same file
// again (nothing changed, nothing written), and the complete register with every 100th practice
// left out (--vollstaendig: the removal step). Prints rows/s and seconds with
// PASS/MISS; wrong counts are a FAIL. Uses its own database, dropped and created at every run.
import {
  parseSideBenchArgs,
  positiveInteger,
  runSideBench,
  type SideBenchOptions,
} from './side-bench.ts';
import { registerFile, type PostcodeRow } from './register-file.ts';
import { freshDatabase } from './admin-database.ts';
import { section, type Section } from './report.ts';
import {
  importRegister,
  migrate,
  openDb,
  seedReferenceData,
  type Db,
  type ImportOptions,
  type ImportResult,
} from './server.ts';

const TARGET_SECONDS = 60;
const log = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = `pnpm bench:import [options]
  --quick              5,000 rows instead of 100,000
  --rows <n>           rows of the generated register
  --database-url <url> PostgreSQL database, dropped and created (default BENCH_IMPORT_DATABASE_URL
                       or postgres://postgres@127.0.0.1:5432/terminservice_bench_import)
  --markdown           also print the results as a markdown table
  --check              exit 1 when a figure misses its target
  --help`;

interface Options extends SideBenchOptions {
  readonly rows: number;
}

function parseOptions(argv: readonly string[]): Options | null {
  const parsed = parseSideBenchArgs(
    argv,
    ['rows'],
    'BENCH_IMPORT_DATABASE_URL',
    'terminservice_bench_import',
  );
  if (!parsed) return null;
  const { shared, sizes } = parsed;
  return { ...shared, rows: positiveInteger(sizes.rows, shared.quick ? 5_000 : 100_000, 'rows') };
}

interface Run {
  readonly label: string;
  readonly rows: number;
  readonly seconds: number;
  readonly result: ImportResult;
}

async function timedImport(
  db: Db,
  label: string,
  text: string,
  options: ImportOptions,
): Promise<Run> {
  const bytes = new TextEncoder().encode(text);
  const start = performance.now();
  const result = await importRegister(db, bytes, options);
  const seconds = (performance.now() - start) / 1000;
  log(`  ${label}: ${seconds.toFixed(1)} s`);
  return { label, rows: result.zeilen, seconds, result };
}

function addRun(s: Section, run: Run): void {
  s.rows.push(
    {
      metric: `${run.label}: total`,
      value: run.seconds,
      unit: 's',
      target: { op: '<=', value: TARGET_SECONDS },
    },
    { metric: `${run.label}: rows/s`, value: run.rows / run.seconds, unit: '/s' },
  );
}

function expectCounts(s: Section, run: Run, want: Partial<ImportResult>): void {
  for (const [key, value] of Object.entries(want)) {
    const got = run.result[key as keyof ImportResult];
    if (got !== value) s.failures.push(`${run.label}: ${key} ${String(got)}, expected ${value}`);
  }
}

async function measure(options: Options): Promise<Section> {
  const n = options.rows;
  const s = section(`Register import — PostgreSQL, ${n.toLocaleString('en-US')} practices`);
  await freshDatabase(options.databaseUrl);
  const db = await openDb({ databaseUrl: options.databaseUrl });
  try {
    await migrate(db);
    await seedReferenceData(db);
    const postcodes = await db.query<PostcodeRow>(
      'SELECT plz, ortsname FROM postleitzahlen ORDER BY plz',
    );
    const file = registerFile(n, postcodes);
    // Every 100th practice left out: the complete register without them removes them.
    const renamed = registerFile(n, postcodes, { edition: 1 });
    const shorter = registerFile(n, postcodes, { edition: 1, keep: (i) => i % 100 !== 0 });
    s.notes.push(
      `file: ${(file.length / 1e6).toFixed(1)} MB, ${postcodes.length} real postcodes, semicolons, quoted fields; a fresh database`,
    );
    const first = await timedImport(db, 'first import', file, {});
    expectCounts(s, first, { importiert: n, aktualisiert: 0, abgelehnt: 0 });
    const changed = await timedImport(db, 'every practice renamed', renamed, {});
    expectCounts(s, changed, { importiert: 0, aktualisiert: n, abgelehnt: 0 });
    const again = await timedImport(db, 'same file again', renamed, {});
    expectCounts(s, again, { importiert: 0, aktualisiert: 0, unveraendert: n, abgelehnt: 0 });
    const removal = await timedImport(db, 'complete register, 1 % left out', shorter, {
      vollstaendig: true,
    });
    expectCounts(s, removal, { entfernt: Math.ceil(n / 100), abgelehnt: 0 });
    for (const run of [first, changed, again, removal]) addRun(s, run);
    return s;
  } finally {
    await db.close();
  }
}

process.exitCode = await runSideBench(
  'bench:import',
  USAGE,
  parseOptions(process.argv.slice(2)),
  (o) => `, ${o.rows} rows`,
  measure,
);
