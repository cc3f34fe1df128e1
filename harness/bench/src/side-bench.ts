// What the side benches (`bench:alerts`, `bench:import`) share: the command line (--quick, a
// PostgreSQL database of their own, --markdown, --check, --help; each adds its own sizes) and the
// run that prints the section and turns its verdicts into the exit code.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { renderMarkdown, renderSection, verdictOf, type Section } from './report.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);

export interface SideBenchOptions {
  readonly quick: boolean;
  readonly databaseUrl: string;
  readonly markdown: boolean;
  readonly check: boolean;
}

/**
 * The shared options and the bench's own string options (`sizes`), or null for --help. The
 * database comes from --database-url, then `envName`, then a local database named `database`.
 */
export function parseSideBenchArgs<TSize extends string>(
  argv: readonly string[],
  sizes: readonly TSize[],
  envName: string,
  database: string,
): { readonly shared: SideBenchOptions; readonly sizes: Partial<Record<TSize, string>> } | null {
  const own = Object.fromEntries(sizes.map((name) => [name, { type: 'string' as const }]));
  const { values } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : [...argv],
    options: {
      ...own,
      quick: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      markdown: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help === true) return null;
  const text = (name: string) => {
    const value = (values as Record<string, string | boolean | undefined>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    shared: {
      quick: values.quick === true,
      databaseUrl:
        text('database-url') ??
        process.env[envName] ??
        `postgres://postgres@127.0.0.1:5432/${database}`,
      markdown: values.markdown === true,
      check: values.check === true,
    },
    sizes: Object.fromEntries(sizes.map((name) => [name, text(name)])) as Partial<
      Record<TSize, string>
    >,
  };
}

/** `value` (or `fallback`) as a positive integer; a clear error names the option otherwise. */
export function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const n = Number(value ?? fallback);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`--${name} must be a positive integer`);
  return n;
}

/**
 * Runs one side bench: usage for --help, else its measured section, the markdown table on request,
 * and the exit code (1 on a FAIL, or on a MISS with --check).
 */
export async function runSideBench<TOptions extends SideBenchOptions>(
  name: string,
  usage: string,
  options: TOptions | null,
  describe: (options: TOptions) => string,
  measure: (options: TOptions) => Promise<Section>,
): Promise<number> {
  if (!options) {
    log(usage);
    return 0;
  }
  log(`pnpm ${name}: ${cpus().length} CPUs, Node ${process.version}${describe(options)}`);
  const s = await measure(options);
  log(renderSection(s));
  if (options.markdown) log(`\n${renderMarkdown([s])}`);
  const misses = s.rows.filter((row) => verdictOf(row) === 'MISS');
  log(`\n${misses.length} MISS, ${s.failures.length} FAIL${options.check ? ' (--check)' : ''}`);
  if (s.failures.length > 0) return 1;
  return options.check && misses.length > 0 ? 1 : 0;
}
