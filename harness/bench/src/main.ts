// `pnpm bench`: speed figures of issue #6 measured side by side in one run — search (API next to
// the raw SQL) and the booking race, on PostgreSQL (targets) and on the embedded PGlite
// (reference). Prints one table per section with the target and PASS/MISS; see README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bookingRace, checkBookings } from './booking-bench.ts';
import { formatCpu, measureCpu, type CpuShare } from './cpu.ts';
import { preparePglite, preparePostgres, type PreparedDb } from './database.ts';
import { bookingFixtures, searchFixtures } from './fixtures.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { renderMarkdown, renderSection, section, verdictOf, type Section } from './report.ts';
import { apiSearch, rawSearch, type RunQuery } from './search-bench.ts';
import { startServer } from './server-process.ts';
import { openDb, StatementNames, type Queryable } from './server.ts';

const SEARCH_CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 64;
/** Slots of the booking warm-up (the same race, before the measured one; --quick: 100). */
const BOOKING_WARM_UP_SLOTS = 250;
/** Every hot slot is wanted by this many clients: exactly one may win. */
const ATTEMPTS_PER_SLOT = 2;
const TARGETS = {
  searchesPerSecond: 700,
  searchP99Ms: 250,
  apiToRaw: 0.5,
  bookingsPerSecond: 1_000,
  bookingP99Ms: 100,
} as const;

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Measured {
  readonly kind: 'PostgreSQL' | 'PGlite';
  readonly prepared: PreparedDb;
  /** Where the child server finds the database. */
  readonly server: { databaseUrl?: string; dataDir?: string };
  /** The raw-SQL runner (its own pool for PostgreSQL, the in-process PGlite otherwise). */
  readonly reopen: () => Promise<{ db: Queryable; close: () => Promise<void> }>;
}

/** The statuses outside `expected`, with their counts ('' when none). */
function unexpected(statuses: Record<string, number>, expected: readonly string[]): string {
  return Object.entries(statuses)
    .filter(([status]) => !expected.includes(status))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

async function measure(target: Measured, options: BenchOptions): Promise<Section[]> {
  const reference = target.kind === 'PGlite';
  const { prepared } = target;
  const label = `${prepared.praxen.toLocaleString('en-US')} practices, ${prepared.freieSlots.toLocaleString('en-US')} free slots`;
  const search = section(`Search — ${target.kind} (${label})`);
  const booking = section(`Booking race — ${target.kind}`);
  search.notes.push(
    ...prepared.notes,
    'server: buildApp in a child process, NODE_ENV=production with DEMO off (the production setup: no dev API, no demo top-up; the bench issues codes with issueCode), default load shedding, TRUST_PROXY=1',
  );

  log(`  issuing codes, picking ${options.bookingSlots} hot slots …`);
  const fixtures = await searchFixtures(prepared.db, { codes: 400, postcodes: 300 });
  // The warm-up race books slots of its own, before the hot ones, like the search's warm-up: the
  // measured race starts on a server whose booking path has run (JIT, prepared statements on
  // every pooled connection), as in production after the first minute.
  const warmUpSlots = options.quick ? 100 : BOOKING_WARM_UP_SLOTS;
  const all = await bookingFixtures(prepared.db, {
    slots: warmUpSlots + options.bookingSlots,
    attemptsPerSlot: ATTEMPTS_PER_SLOT,
  });
  const warmUp = all.jobs.slice(0, warmUpSlots * ATTEMPTS_PER_SLOT);
  const race = {
    jobs: all.jobs.slice(warmUpSlots * ATTEMPTS_PER_SLOT),
    slots: all.slots.slice(warmUpSlots),
    praxen: all.praxen,
  };
  // PGlite allows one process on its data directory: the bench lets go while the server runs.
  if (target.kind === 'PGlite') await prepared.db.close();

  const server = await startServer({ port: options.port, ...target.server });
  let api;
  let run;
  try {
    log(
      `  API search: warm-up, then ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} connections …`,
    );
    await apiSearch(server.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: options.quick ? 1 : 3,
    });
    const apiCpu = measureCpu(server.pid);
    api = await apiSearch(server.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    search.notes.push(`API run: ${formatCpu(apiCpu(), reference)}`);
    log(
      `  booking race: ${race.jobs.length} requests for ${race.slots.length} slots at ${BOOKING_CONNECTIONS} connections …`,
    );
    await bookingRace(server.origin, warmUp, { connections: BOOKING_CONNECTIONS });
    booking.notes.push(
      `warm-up: the same race on ${warmUpSlots} other slots (${warmUp.length} requests) before the measured one`,
    );
    const bookingCpu = measureCpu(server.pid);
    let raceCpu: CpuShare | null = null;
    run = await bookingRace(server.origin, race.jobs, {
      connections: BOOKING_CONNECTIONS,
      onLastAnswer: () => {
        raceCpu = bookingCpu();
      },
    });
    booking.notes.push(`race: ${formatCpu(raceCpu ?? bookingCpu(), reference)}`);
  } finally {
    await server.stop();
  }

  log(`  raw search SQL: ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} concurrency …`);
  const raw = await target.reopen();
  let rawResult;
  let check;
  try {
    const query: RunQuery = (text, values) => raw.db.query(text, values);
    const rawCpu = measureCpu(undefined);
    rawResult = await rawSearch(query, fixtures, {
      concurrency: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    search.notes.push(`raw run: ${formatCpu(rawCpu(), reference)}`);
    check = await checkBookings(
      target.kind === 'PGlite' ? raw.db : prepared.db,
      race.slots,
      race.jobs,
      run,
    );
  } finally {
    await raw.close();
  }

  const ratio = api.perSecond / rawResult.perSecond;
  search.rows.push(
    {
      metric: 'API searches/s (200)',
      value: api.perSecond,
      unit: '/s',
      target: reference ? undefined : { op: '>=', value: TARGETS.searchesPerSecond },
      reference,
    },
    { metric: 'API p50', value: api.p50, unit: 'ms', reference },
    {
      metric: 'API p99',
      value: api.p99,
      unit: 'ms',
      target: reference ? undefined : { op: '<=', value: TARGETS.searchP99Ms },
      reference,
    },
    { metric: 'API non-2xx', value: api.non2xx, unit: '', digits: 0, reference },
    { metric: 'raw SQL queries/s', value: rawResult.perSecond, unit: '/s', reference },
    { metric: 'raw SQL p50', value: rawResult.p50, unit: 'ms', reference },
    { metric: 'raw SQL p99', value: rawResult.p99, unit: 'ms', reference },
    {
      metric: 'API / raw',
      value: ratio,
      unit: '×',
      digits: 2,
      target: reference ? undefined : { op: '>=', value: TARGETS.apiToRaw },
      reference,
    },
  );
  search.notes.push(
    `${api.requests} API requests over ${fixtures.codes.length} codes × ${fixtures.postcodes.length} postcodes (status ${JSON.stringify(api.statuses)}, ${api.errors} errors, ${api.timeouts} time-outs)`,
    `${rawResult.count} raw searches, ${rawResult.errors} errors; raw = the ring query of services/search/sql.ts only (the API adds the code/postcode lookup and the JSON answer)`,
  );
  // 503 + Retry-After is the load shedding at work (a figure, not a fault); anything else but
  // 200 is a fault of the server under load.
  search.rows.push({
    metric: 'API 503 (load shed)',
    value: api.statuses['503'] ?? 0,
    unit: '',
    digits: 0,
    reference,
  });
  const searchFaults = unexpected(api.statuses, ['200', '503']);
  if (searchFaults)
    search.failures.push(`unexpected statuses in the API search run: ${searchFaults}`);

  booking.rows.push(
    {
      metric: 'bookings/s (2xx)',
      value: run.bookingsPerSecond,
      unit: '/s',
      target: reference ? undefined : { op: '>=', value: TARGETS.bookingsPerSecond },
      reference,
    },
    { metric: 'requests/s (all answers)', value: run.perSecond, unit: '/s', reference },
    { metric: 'p50', value: run.p50, unit: 'ms', reference },
    {
      metric: 'p99',
      value: run.p99,
      unit: 'ms',
      target: reference ? undefined : { op: '<=', value: TARGETS.bookingP99Ms },
      reference,
    },
    { metric: '2xx', value: run.succeeded.length, unit: '', digits: 0, reference },
    { metric: '409', value: run.statuses['409'] ?? 0, unit: '', digits: 0, reference },
  );
  booking.notes.push(
    `${race.jobs.length} requests (${ATTEMPTS_PER_SLOT} fresh codes per slot) for ${race.slots.length} free slots of ${race.praxen} practices; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors, ${run.timeouts} time-outs`,
    'server started with TRUST_PROXY=1 (behind a load balancer); each request from its own X-Forwarded-For address',
    ...check.notes,
  );
  booking.failures.push(...check.failures);
  booking.rows.push({
    metric: '503 (load shed)',
    value: run.statuses['503'] ?? 0,
    unit: '',
    digits: 0,
    reference,
  });
  const bookingFaults = unexpected(run.statuses, ['204', '409', '503']);
  if (bookingFaults)
    booking.failures.push(`unexpected statuses in the booking race: ${bookingFaults}`);
  return [search, booking];
}

async function postgres(options: BenchOptions): Promise<Section[]> {
  log(`\nPostgreSQL ${options.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  const prepared = await preparePostgres(options.databaseUrl, {
    seed: !options.quick,
    scale: options.scale,
  });
  if ('skipped' in prepared) {
    const s = section('PostgreSQL');
    s.notes.push(`skipped: ${prepared.skipped}`);
    return [s];
  }
  try {
    return await measure(
      {
        kind: 'PostgreSQL',
        prepared,
        server: { databaseUrl: options.databaseUrl },
        reopen: async () => {
          // The limit the API is compared with: the same SQL on a pool as wide as the load.
          const pool = new pg.Pool({
            connectionString: options.databaseUrl,
            max: SEARCH_CONNECTIONS,
          });
          // Prepared statements, as the server runs them (db/client.ts).
          const names = new StatementNames();
          const db: Queryable = {
            query: async <T>(text: string, values: readonly unknown[] = []) =>
              (await pool.query({ name: names.nameOf(text, values), text, values: [...values] }))
                .rows as T[],
          };
          return { db, close: () => pool.end() };
        },
      },
      options,
    );
  } finally {
    await prepared.db.close();
  }
}

async function pglite(options: BenchOptions): Promise<Section[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'terminservice-bench-pglite-'));
  log(`\nPGlite ${dataDir} (seeding at scale ${options.pgliteScale} …)`);
  try {
    const prepared = await preparePglite(dataDir, options.pgliteScale);
    return await measure(
      {
        kind: 'PGlite',
        prepared,
        server: { dataDir },
        reopen: async () => {
          const db = await openDb({ dataDir });
          return { db, close: () => db.close() };
        },
      },
      options,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (!options) {
    log(USAGE);
    return 0;
  }
  log(
    `pnpm bench${options.quick ? ' --quick' : ''}: ${cpus().length} CPUs, Node ${process.version}, ${options.durationSeconds} s per load run`,
  );
  const sections: Section[] = [];
  if (options.postgres) sections.push(...(await postgres(options)));
  if (options.pglite) sections.push(...(await pglite(options)));

  for (const s of sections) log(renderSection(s));
  if (options.markdown) log(`\n${renderMarkdown(sections)}`);
  const misses = sections.flatMap((s) => s.rows).filter((row) => verdictOf(row) === 'MISS');
  const failures = sections.flatMap((s) => s.failures);
  log(`\n${misses.length} MISS, ${failures.length} FAIL${options.check ? ' (--check)' : ''}`);
  // Consistency failures are bugs whatever the machine; speed misses fail only with --check.
  if (failures.length > 0) return 1;
  return options.check && misses.length > 0 ? 1 : 0;
}

process.exitCode = await main();
