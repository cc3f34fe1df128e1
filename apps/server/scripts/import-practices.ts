// Operator command: load the practice register from a CSV file (docs/register.md).
//   pnpm -C apps/server import-practices -- [--vollstaendig [--max-entfernen 20]
//     [--force]] [--probelauf] [--termine <datei.csv>] <datei.csv>
// Same database as the server: DATABASE_URL, else PGlite in DATA_DIR (stop a PGlite server first).
// stderr: rejected rows, warnings, progress; stdout: the kept appointments of removed practices
// (CSV, unless --termine names a file) and the summary line last. Exit 0 when it ran (also with
// rejected rows), 1 when the file cannot be used, 2 for a usage error, 3 when the removal guard
// refused; in every case but 0 nothing was changed. (`pnpm --filter` would turn 2 and 3 into 1.)
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/reference/index.ts';
import {
  DEFAULT_MAX_REMOVAL_PERCENT,
  diagnosticLines,
  importRegister,
  keptCsv,
  RegisterFileError,
  RemovalRefused,
  summaryLine,
  type ImportOptions,
} from '../src/register/index.ts';

const USAGE = `Aufruf: import-practices [Optionen] <datei.csv>
  --vollstaendig          die Datei ist das vollständige Register: Praxen, die sie nicht nennt,
                          werden entfernt (ohne diese Option wird nichts entfernt)
  --max-entfernen <n>     höchstens n % der aktiven Praxen entfernen (Vorgabe ${DEFAULT_MAX_REMOVAL_PERCENT})
  --force                 auch mehr entfernen
  --probelauf             alles prüfen und zählen, nichts ändern
  --termine <datei.csv>   gebuchte Termine entfernter Praxen in diese Datei statt auf stdout
`;

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

interface Command {
  readonly file: string;
  readonly termine: string | undefined;
  readonly options: ImportOptions;
}

/** The command line, or null for a usage error (already reported). */
function parseCommand(argv: readonly string[]): Command | null {
  try {
    const { values, positionals } = parseArgs({
      // `pnpm import-practices -- …` passes the `--` through.
      args: argv[0] === '--' ? argv.slice(1) : [...argv],
      allowPositionals: true,
      options: {
        vollstaendig: { type: 'boolean', default: false },
        'max-entfernen': { type: 'string' },
        force: { type: 'boolean', default: false },
        probelauf: { type: 'boolean', default: false },
        termine: { type: 'string' },
      },
    });
    const max = values['max-entfernen'] === undefined ? undefined : Number(values['max-entfernen']);
    const problem =
      positionals.length !== 1
        ? 'Bitte genau eine Datei angeben.'
        : max !== undefined && !(max >= 0 && max <= 100)
          ? '--max-entfernen erwartet eine Zahl von 0 bis 100.'
          : !values.vollstaendig && (values.force || max !== undefined)
            ? '--force und --max-entfernen gelten nur zusammen mit --vollstaendig.'
            : null;
    if (problem) throw new Error(problem);
    return {
      file: resolve(invocationDir(), positionals[0]!),
      termine: values.termine && resolve(invocationDir(), values.termine),
      options: {
        vollstaendig: values.vollstaendig,
        force: values.force,
        probelauf: values.probelauf,
        ...(max === undefined ? {} : { maxEntfernenProzent: max }),
        onProgress: err,
      },
    };
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}`);
    return null;
  }
}

async function run(command: Command): Promise<number> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(command.file);
  } catch (error) {
    err(
      `Die Datei kann nicht gelesen werden (${(error as NodeJS.ErrnoException).code ?? 'Fehler'}).`,
    );
    return 1;
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await seedReferenceData(db);
    const result = await importRegister(db, bytes, command.options);
    for (const line of diagnosticLines(result)) err(line);
    if (result.behalten.length > 0) {
      const csv = keptCsv(result.behalten);
      if (command.termine) await writeFile(command.termine, `${csv.join('\n')}\n`);
      else for (const line of csv) out(line);
    }
    out(summaryLine(result));
    return 0;
  } catch (error) {
    if (error instanceof RegisterFileError || error instanceof RemovalRefused) {
      err(error.message);
      return error.exitCode;
    }
    throw error;
  } finally {
    await db.close();
  }
}

const command = parseCommand(process.argv.slice(2));
process.exitCode = command ? await run(command) : 2;
