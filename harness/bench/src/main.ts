// `pnpm bench`: speed figures of issue #6 measured side by side in one run — search (API next to
// the raw SQL) and the booking race, on PostgreSQL (targets) and on the embedded PGlite
// (reference). Prints one table per section with the target and PASS/MISS; see README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bookingRace, checkBookings, type BookingCheck, type BookingRun } from './booking-bench.ts';
import { formatCpu, measureCpu, type CpuShare } from './cpu.ts';
import {
  fhirPractices,
  fhirPublish,
  removeFhirRun,
  type FhirPractice,
  type FhirPublishRun,
} from './fhir-bench.ts';
import { fhirFigures } from './fhir-figures.ts';
import { preparePglite, preparePostgres, type PreparedDb } from './database.ts';
import { ATTEMPTS_PER_SLOT, bookingFigures, searchFigures, type Race } from './figures.ts';
import {
  bookingFixtures,
  searchFixtures,
  type BookingJob,
  type SearchFixtures,
} from './fixtures.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { renderMarkdown, renderSection, section, verdictOf, type Section } from './report.ts';
import { apiSearch, rawSearch, type LoadResult, type RunQuery } from './search-bench.ts';
import { startServer } from './server-process.ts';
import { openDb, StatementNames, type Queryable } from './server.ts';
import type { LatencySummary } from './stats.ts';

const SEARCH_CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 64;
/** FHIR publishing: practices, Bundles each (--quick: 8 practices, 1 Bundle), 500 slots a Bundle. */
const FHIR_PRACTICES = 40;
const FHIR_BUNDLES_PER_PRACTICE = 2;
const FHIR_SLOTS_PER_BUNDLE = 500;
const FHIR_CONNECTIONS = 8;
/** Slots of the booking warm-up (the same race, before the measured one; --quick: 100). */
const BOOKING_WARM_UP_SLOTS = 250;

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Measured {
  readonly kind: 'PostgreSQL' | 'PGlite';
  readonly prepared: PreparedDb;
  /** Where the child server finds the database. */
  readonly server: { databaseUrl?: string; dataDir?: string };
  /** The raw-SQL runner (its own pool for PostgreSQL, the in-process PGlite otherwise). */
  readonly reopen: () => Promise<{ db: Queryable; close: () => Promise<void> }>;
}

/** The search fixtures, the warm-up race's requests and the measured race. */
interface Workload {
  readonly fixtures: SearchFixtures;
  readonly warmUp: BookingJob[];
  readonly race: Race;
  readonly fhir: FhirPractice[];
}

async function workload(prepared: PreparedDb, options: BenchOptions): Promise<Workload> {
  log(`  issuing codes, picking ${options.bookingSlots} hot slots …`);
  const fixtures = await searchFixtures(prepared.db, { codes: 400, postcodes: 300 });
  // The warm-up race books slots of its own, before the hot ones, like the search's warm-up: the
  // measured race starts on a server whose booking path has run (JIT, prepared statements on
  // every pooled connection), as in production after the first minute.
  const warmUpSlots = options.quick ? 100 : BOOKING_WARM_UP_SLOTS;
  await removeFhirRun(prepared.db);
  const fhir = await fhirPractices(prepared.db, options.quick ? 8 : FHIR_PRACTICES);
  const all = await bookingFixtures(prepared.db, {
    slots: warmUpSlots + options.bookingSlots,
    attemptsPerSlot: ATTEMPTS_PER_SLOT,
  });
  return {
    fixtures,
    warmUp: all.jobs.slice(0, warmUpSlots * ATTEMPTS_PER_SLOT),
    race: {
      jobs: all.jobs.slice(warmUpSlots * ATTEMPTS_PER_SLOT),
      slots: all.slots.slice(warmUpSlots),
      praxen: all.praxen,
    },
    fhir,
  };
}

/** Slots published through FHIR transaction Bundles, after the search and the booking race. */
async function fhirRun(
  server: { origin: string; pid: number | undefined; jwtSecret: string },
  practices: readonly FhirPractice[],
  options: BenchOptions,
  notes: string[],
  reference: boolean,
): Promise<FhirPublishRun> {
  const bundles = options.quick ? 1 : FHIR_BUNDLES_PER_PRACTICE;
  log(
    `  FHIR publishing: ${practices.length * bundles} Bundles of ${FHIR_SLOTS_PER_BUNDLE} slots at ${FHIR_CONNECTIONS} connections …`,
  );
  const cpu = measureCpu(server.pid);
  const run = await fhirPublish(server.origin, server.jwtSecret, practices, {
    bundlesPerPractice: bundles,
    slotsPerBundle: FHIR_SLOTS_PER_BUNDLE,
    connections: FHIR_CONNECTIONS,
  });
  notes.push(`FHIR run: ${formatCpu(cpu(), reference)}`);
  return run;
}

/** The API search and the booking race against the child server, each after its warm-up. */
async function serverRuns(
  target: Measured,
  options: BenchOptions,
  work: Workload,
  notes: { search: string[]; booking: string[]; fhir: string[] },
): Promise<{ api: LoadResult; run: BookingRun; fhir: FhirPublishRun }> {
  const reference = target.kind === 'PGlite';
  const { fixtures, warmUp, race } = work;
  const server = await startServer({ port: options.port, ...target.server });
  try {
    log(
      `  API search: warm-up, then ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} connections …`,
    );
    await apiSearch(server.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: options.quick ? 1 : 3,
    });
    const apiCpu = measureCpu(server.pid);
    const api = await apiSearch(server.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    notes.search.push(`API run: ${formatCpu(apiCpu(), reference)}`);
    log(
      `  booking race: ${race.jobs.length} requests for ${race.slots.length} slots at ${BOOKING_CONNECTIONS} connections …`,
    );
    await bookingRace(server.origin, warmUp, { connections: BOOKING_CONNECTIONS });
    notes.booking.push(
      `warm-up: the same race on ${warmUp.length / ATTEMPTS_PER_SLOT} other slots (${warmUp.length} requests) before the measured one`,
    );
    const bookingCpu = measureCpu(server.pid);
    let raceCpu: CpuShare | null = null;
    const run = await bookingRace(server.origin, race.jobs, {
      connections: BOOKING_CONNECTIONS,
      onLastAnswer: () => {
        raceCpu = bookingCpu();
      },
    });
    notes.booking.push(`race: ${formatCpu(raceCpu ?? bookingCpu(), reference)}`);
    const fhir = await fhirRun(server, work.fhir, options, notes.fhir, reference);
    return { api, run, fhir };
  } finally {
    await server.stop();
  }
}

/** The same search SQL straight against the database, then the race's bookings checked. */
async function rawRuns(
  target: Measured,
  options: BenchOptions,
  work: Workload,
  run: BookingRun,
  notes: string[],
): Promise<{ raw: LatencySummary & { errors: number }; check: BookingCheck }> {
  log(`  raw search SQL: ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} concurrency …`);
  const raw = await target.reopen();
  try {
    const query: RunQuery = (text, values) => raw.db.query(text, values);
    const rawCpu = measureCpu(undefined);
    const rawResult = await rawSearch(query, work.fixtures, {
      concurrency: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    notes.push(`raw run: ${formatCpu(rawCpu(), target.kind === 'PGlite')}`);
    const check = await checkBookings(
      target.kind === 'PGlite' ? raw.db : target.prepared.db,
      work.race.slots,
      work.race.jobs,
      run,
    );
    return { raw: rawResult, check };
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

async function measure(target: Measured, options: BenchOptions): Promise<Section[]> {
  const reference = target.kind === 'PGlite';
  const { prepared } = target;
  const label = `${prepared.praxen.toLocaleString('en-US')} practices, ${prepared.freieSlots.toLocaleString('en-US')} free slots`;
  const search = section(`Search — ${target.kind} (${label})`);
  const booking = section(`Booking race — ${target.kind}`);
  const publishing = section(`FHIR publishing — ${target.kind}`);
  search.notes.push(
    ...prepared.notes,
    'server: buildApp in a child process, NODE_ENV=production with DEMO off (the production setup: no dev API, no demo top-up; the bench issues codes with issueCode), default load shedding, TRUST_PROXY=1',
  );
  const work = await workload(prepared, options);
  // PGlite allows one process on its data directory: the bench lets go while the server runs.
  if (target.kind === 'PGlite') await prepared.db.close();
  const notes = { search: search.notes, booking: booking.notes, fhir: publishing.notes };
  const { api, run, fhir } = await serverRuns(target, options, work, notes);
  // The raw search runs on the database as the API search saw it, without the FHIR run's slots.
  await removeFhirSlots(target);
  const { raw, check } = await rawRuns(target, options, work, run, search.notes);
  searchFigures(search, { api, raw, fixtures: work.fixtures }, reference);
  bookingFigures(booking, { run, race: work.race, check }, reference);
  const setup = {
    practices: work.fhir.length,
    slotsPerBundle: FHIR_SLOTS_PER_BUNDLE,
    connections: FHIR_CONNECTIONS,
  };
  fhirFigures(publishing, fhir, setup, reference);
  return [search, booking, publishing];
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
