// Command line of `pnpm bench` (node:util parseArgs). `pnpm bench -- --quick` passes the `--`.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  readonly quick: boolean;
  readonly check: boolean;
  readonly markdown: boolean;
  readonly durationSeconds: number;
  readonly databaseUrl: string;
  readonly scale: number;
  readonly pgliteScale: number;
  readonly port: number;
  readonly bookingSlots: number;
  readonly postgres: boolean;
  readonly pglite: boolean;
}

export const USAGE = `pnpm bench [options]
  --quick              short runs (3 s), PGlite at scale 1, 500 hot slots; PostgreSQL only if
                       already seeded (no seeding at scale 67)
  --duration <s>       seconds per load run (default 20; --quick 3)
  --check              exit 1 when a figure misses its target
  --markdown           print the results as a markdown table at the end
  --database-url <url> PostgreSQL database (default BENCH_DATABASE_URL or
                       postgres://postgres@127.0.0.1:5432/terminservice_bench; created if missing)
  --scale <n>          seed scale for PostgreSQL when empty (default 67 ≈ 100k practices)
  --pglite-scale <n>   seed scale of the fresh PGlite (default 2; --quick 1)
  --booking-slots <n>  hot slots of the booking race (default 2000; --quick 500)
  --port <n>           port of the bench server (default 47600)
  --no-postgres, --no-pglite   skip one database
  --help`;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return value;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions | null {
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  const { values } = parseArgs({
    args,
    allowNegative: true,
    options: {
      quick: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
      duration: { type: 'string' },
      'database-url': { type: 'string' },
      scale: { type: 'string' },
      'pglite-scale': { type: 'string' },
      'booking-slots': { type: 'string' },
      port: { type: 'string' },
      postgres: { type: 'boolean', default: true },
      pglite: { type: 'boolean', default: true },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const quick = values.quick;
  return {
    quick,
    check: values.check,
    markdown: values.markdown,
    durationSeconds: positive('duration', values.duration, quick ? 3 : 20),
    databaseUrl:
      values['database-url'] ??
      env.BENCH_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/terminservice_bench',
    scale: positive('scale', values.scale, 67),
    pgliteScale: positive('pglite-scale', values['pglite-scale'], quick ? 1 : 2),
    port: positive('port', values.port, 47600),
    bookingSlots: positive('booking-slots', values['booking-slots'], quick ? 500 : 2000),
    postgres: values.postgres,
    pglite: values.pglite,
  };
}
