// `pnpm bench`: speed figures of issues #6 and #17 measured side by side in one run — search (the
// API with and without its search cache, next to the raw SQL), the booking race, the cross-process
// proof and FHIR publishing, on PostgreSQL (targets) and on the embedded PGlite (its searches per
// second have a target; the rest is a reference). Prints one table per section with the target
// and PASS/MISS; see README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { checkBookings, type BookingCheck } from './booking-bench.ts';
import { cpuMsPerRequest, formatCpu, measureCpu } from './cpu.ts';
import { fhirPractices, removeFhirRun } from './fhir-bench.ts';
import { fhirFigures } from './fhir-figures.ts';
import { preparePglite, preparePostgres, type PreparedDb } from './database.ts';
import { ATTEMPTS_PER_SLOT, bookingFigures, halfLoadFigures, searchFigures } from './figures.ts';
import { bookedJobs } from './half-load.ts';
import { bookingFixtures, searchFixtures } from './fixtures.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { proofFigures } from './proof-figures.ts';
import { workersFigures } from './workers-run.ts';
import { helloWorld, helloWorldFigures, helloWorldsPerRequest } from './hello-world.ts';
import { RAW_BOOKING_CLIENTS, rawBookingRun } from './raw-booking.ts';
import { renderMarkdown, renderSection, section, verdictOf, type Section } from './report.ts';
import { rawSearch, type LoadResult, type RunQuery } from './search-bench.ts';
import {
  FHIR_CONNECTIONS,
  FHIR_PRACTICES,
  FHIR_SLOTS_PER_BUNDLE,
  SEARCH_CONNECTIONS,
  serverRuns,
  type ServerRuns,
  type Workload,
} from './server-runs.ts';
import { openDb, StatementNames, type Queryable } from './server.ts';
import type { LatencySummary } from './stats.ts';

/** Slots of the booking warm-up (the same race, before the measured one; --quick: 100). */
const BOOKING_WARM_UP_SLOTS = 250;

const log = (line: string) => process.stdout.write(`${line}\n`);

const SERVER_NOTE =
  'server: buildApp in a child process, NODE_ENV=production with DEMO off (the production setup: no dev API, no demo top-up; the bench issues codes with issueCode), default load shedding, TRUST_PROXY=1';

interface Measured {
  readonly kind: 'PostgreSQL' | 'PGlite';
  readonly prepared: PreparedDb;
  /** Where the child server finds the database. */
  readonly server: { databaseUrl?: string; dataDir?: string };
  /** The PostgreSQL database's name (its processes' CPU); null for PGlite. */
  readonly database: string | null;
  /** The raw-SQL runner (its own pool for PostgreSQL, the in-process PGlite otherwise). */
  readonly reopen: () => Promise<{ db: Queryable; close: () => Promise<void> }>;
}

async function workload(
  prepared: PreparedDb,
  options: BenchOptions,
  postgresToo: boolean,
): Promise<Workload> {
  log(`  issuing codes, picking ${options.bookingSlots} hot slots …`);
  const fixtures = await searchFixtures(prepared.db, { codes: 400, postcodes: 300 });
  // The warm-up race books slots of its own, before the hot ones, like the search's warm-up: the
  // measured race starts on a server whose booking path has run (JIT, prepared statements on
  // every pooled connection), as in production after the first minute.
  const warmUpSlots = options.quick ? 100 : BOOKING_WARM_UP_SLOTS;
  await removeFhirRun(prepared.db);
  const fhir = await fhirPractices(prepared.db, options.quick ? 8 : FHIR_PRACTICES);
  const raceSlots = warmUpSlots + options.bookingSlots;
  // The open loop at half load books slots of its own after the API race; PostgreSQL races twice
  // more: with WORKERS=2, and as raw statements (the booking's limit).
  const races = postgresToo ? 4 : 2;
  const all = await bookingFixtures(prepared.db, {
    slots: races * raceSlots,
    attemptsPerSlot: ATTEMPTS_PER_SLOT,
  });
  const slice = (from: number, to: number): Workload['race'] => ({
    jobs: all.jobs.slice(from * ATTEMPTS_PER_SLOT, to * ATTEMPTS_PER_SLOT),
    slots: all.slots.slice(from, to),
    praxen: all.praxen,
  });
  /** The n-th race's warm-up and measured race. */
  const nth = (n: number) => ({
    warmUp: slice(n * raceSlots, n * raceSlots + warmUpSlots).jobs,
    race: slice(n * raceSlots + warmUpSlots, (n + 1) * raceSlots),
  });
  const first = nth(0);
  return {
    fixtures,
    warmUp: first.warmUp,
    race: first.race,
    fhir,
    halfLoad: nth(1).race,
    workers: postgresToo ? nth(2) : null,
    rawBooking: postgresToo ? nth(3) : null,
  };
}

/** The same search SQL straight against the database, then the race's bookings checked. */
async function rawRuns(
  target: Measured,
  options: BenchOptions,
  work: Workload,
  runs: Pick<ServerRuns, 'run' | 'halfLoad'>,
  notes: string[],
): Promise<{
  raw: LatencySummary & { errors: number };
  rawCpuMs: number;
  check: BookingCheck;
  halfLoadCheck: BookingCheck;
}> {
  log(`  raw search SQL: ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} concurrency …`);
  const raw = await target.reopen();
  try {
    const query: RunQuery = (text, values) => raw.db.query(text, values);
    const measure = measureCpu(undefined, target.database);
    const rawResult = await rawSearch(query, work.fixtures, {
      concurrency: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    const rawCpu = measure();
    notes.push(`raw run: ${formatCpu(rawCpu, target.kind === 'PGlite')}`);
    // The raw search's own cost: the PostgreSQL backends, or the bench process that runs PGlite.
    const rawShare = rawCpu && {
      ...rawCpu,
      server: target.kind === 'PGlite' ? rawCpu.bench : rawCpu.postgres,
    };
    const rawCpuMs = cpuMsPerRequest(rawShare, rawResult.count, true);
    const db = target.kind === 'PGlite' ? raw.db : target.prepared.db;
    const check = await checkBookings(db, work.race.slots, work.race.jobs, runs.run);
    const { jobs, slots } = work.halfLoad;
    const halfLoadCheck = await checkBookings(db, slots, jobs, {
      succeeded: bookedJobs(jobs, runs.halfLoad.booking),
      errors: [...runs.halfLoad.booking.result.errors.values()].reduce((sum, n) => sum + n, 0),
      timeouts: runs.halfLoad.booking.result.timeouts,
    });
    return { raw: rawResult, rawCpuMs, check, halfLoadCheck };
  } finally {
    await raw.close();
  }
}

/** The FHIR run's slots and Schedules leave the database (the server has stopped). */
async function removeFhirSlots(target: Measured): Promise<void> {
  const db = await target.reopen();
  try {
    await removeFhirRun(db.db);
  } finally {
    await db.close();
  }
}

/** PostgreSQL: the booking's raw statements for the race of their own (raw-booking.ts). */
async function rawBookingOf(target: Measured, work: Workload, notes: string[]) {
  const databaseUrl = target.server.databaseUrl;
  if (!work.rawBooking || !databaseUrl) return null;
  log(`  raw booking statements: recording, then ${RAW_BOOKING_CLIENTS} pg clients …`);
  return rawBookingRun(databaseUrl, work.rawBooking, target.database, notes);
}

async function measure(
  target: Measured,
  options: BenchOptions,
  hello: LoadResult,
): Promise<Section[]> {
  const reference = target.kind === 'PGlite';
  const { prepared } = target;
  const label = `${prepared.praxen.toLocaleString('en-US')} practices, ${prepared.freieSlots.toLocaleString('en-US')} free slots`;
  const search = section(`Search — ${target.kind} (${label})`);
  const booking = section(`Booking race — ${target.kind}`);
  const proof = section(`Cross-process: booked on A, gone from B's next search — ${target.kind}`);
  const publishing = section(`FHIR publishing — ${target.kind}`);
  const workers = section(`WORKERS=1 and WORKERS=2 — ${target.kind}`);
  search.notes.push(...prepared.notes, SERVER_NOTE);
  const work = await workload(prepared, options, target.kind === 'PostgreSQL');
  // PGlite allows one process on its data directory: the bench lets go while the server runs.
  if (target.kind === 'PGlite') await prepared.db.close();
  const notes = { search: search.notes, booking: booking.notes, fhir: publishing.notes };
  const runs = await serverRuns(
    {
      kind: target.kind,
      server: target.server,
      database: target.database,
      db: target.kind === 'PGlite' ? null : prepared.db,
    },
    options,
    work,
    { ...notes, proof: proof.notes, workers: workers.notes },
  );
  // The raw search runs on the database as the API search saw it, without the FHIR run's slots.
  await removeFhirSlots(target);
  const checked = await rawRuns(target, options, work, runs, search.notes);
  const { raw, rawCpuMs, check, halfLoadCheck } = checked;
  const { api, uncached, cpuMs } = runs;
  const rawBooking = await rawBookingOf(target, work, booking.notes);
  searchFigures(
    search,
    {
      api,
      uncached,
      raw,
      fixtures: work.fixtures,
      cpuMs: { api: cpuMs.api, uncached: cpuMs.uncached, raw: rawCpuMs },
    },
    reference,
  );
  halfLoadFigures(search, 'search', runs.halfLoad.search, reference);
  search.rows.push(helloWorldsPerRequest('API search in hello-worlds', hello, api.perSecond));
  bookingFigures(
    booking,
    {
      run: runs.run,
      race: work.race,
      check,
      cpuMs: { perRequest: cpuMs.perBookingRequest, perBooking: cpuMs.perBooking },
      raw: rawBooking,
    },
    reference,
  );
  halfLoadFigures(booking, 'booking', runs.halfLoad.booking, reference, halfLoadCheck);
  booking.rows.push(
    helloWorldsPerRequest('booking request in hello-worlds', hello, runs.run.perSecond),
  );
  const setup = {
    practices: work.fhir.length,
    slotsPerBundle: FHIR_SLOTS_PER_BUNDLE,
    connections: FHIR_CONNECTIONS,
  };
  fhirFigures(publishing, runs.fhir, setup, reference);
  if (!runs.proof) return [search, booking, publishing];
  proofFigures(proof, runs.proof);
  if (!runs.workers) return [search, booking, proof, publishing];
  workersFigures(workers, { search: api, booking: runs.run }, runs.workers, cpus().length);
  return [search, booking, proof, publishing, workers];
}

async function postgres(options: BenchOptions, hello: LoadResult): Promise<Section[]> {
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
        database: decodeURIComponent(new URL(options.databaseUrl).pathname.slice(1)),
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
      hello,
    );
  } finally {
    await prepared.db.close();
  }
}

async function pglite(options: BenchOptions, hello: LoadResult): Promise<Section[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'terminservice-bench-pglite-'));
  log(`\nPGlite ${dataDir} (seeding at scale ${options.pgliteScale} …)`);
  try {
    const prepared = await preparePglite(dataDir, options.pgliteScale);
    return await measure(
      {
        kind: 'PGlite',
        prepared,
        server: { dataDir },
        database: null,
        reopen: async () => {
          const db = await openDb({ dataDir });
          return { db, close: () => db.close() };
        },
      },
      options,
      hello,
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
  log(`\nFastify hello-world: the cost of HTTP on this machine …`);
  const hello = await helloWorld(options.quick ? 3 : Math.min(10, options.durationSeconds));
  const http = section('HTTP on this machine');
  helloWorldFigures(http, hello);
  const sections: Section[] = [http];
  if (options.postgres) sections.push(...(await postgres(options, hello)));
  if (options.pglite) sections.push(...(await pglite(options, hello)));

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
