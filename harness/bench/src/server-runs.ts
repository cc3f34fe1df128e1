// The runs against the bench's server child processes: the API search without the search cache
// (SEARCH_CACHE_ENTRIES=0), then on the server as configured by default the API search, the
// booking race, the cross-process proof (PostgreSQL: a second process on the same database) and
// the FHIR publishing; each load run after its warm-up, each with its CPU shares.
import { bookingRace, type BookingRun } from './booking-bench.ts';
import { answerCounts, askEveryCriterion, describeCounts } from './cache-warm-up.ts';
import { cpuMsPerRequest, formatCpu, measureCpu, type CpuShare } from './cpu.ts';
import { crossProcessProof, type ProofResult } from './cross-process.ts';
import {
  fhirPublish,
  type FhirFormat,
  type FhirPractice,
  type FhirPublishRun,
} from './fhir-bench.ts';
import { ATTEMPTS_PER_SLOT, type Race, type RaceWork } from './figures.ts';
import type { BookingJob, SearchFixtures } from './fixtures.ts';
import type { BenchOptions } from './options.ts';
import { halfLoadBooking, halfLoadSearch, type HalfLoadRun } from './half-load.ts';
import { apiSearch, type LoadResult } from './search-bench.ts';
import { startServer, type RunningServer } from './server-process.ts';
import type { Queryable } from './server.ts';
import { workersRun, type WorkersRun } from './workers-run.ts';

export const SEARCH_CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 64;
/** FHIR publishing: practices, Bundles each (--quick: 8 practices, 1 Bundle), 500 slots a Bundle. */
export const FHIR_PRACTICES = 40;
const FHIR_BUNDLES_PER_PRACTICE = 2;
export const FHIR_SLOTS_PER_BUNDLE = 500;
export const FHIR_CONNECTIONS = 8;

const log = (line: string) => process.stdout.write(`${line}\n`);

/** What one database is measured with. */
export interface Target {
  readonly kind: 'PostgreSQL' | 'PGlite';
  /** Where the child server finds the database. */
  readonly server: { databaseUrl?: string; dataDir?: string };
  /** The database's name, for its PostgreSQL processes' CPU (null: PGlite). */
  readonly database: string | null;
  /** The bench's own connection while the servers run (PostgreSQL; PGlite allows one process). */
  readonly db: Queryable | null;
}

/** The search fixtures, the warm-up race's requests and the measured race. */
export interface Workload {
  readonly fixtures: SearchFixtures;
  readonly warmUp: BookingJob[];
  readonly race: Race;
  readonly fhir: FhirPractice[];
  /** PostgreSQL only: the slots of the WORKERS=2 run. */
  readonly workers: RaceWork | null;
  /** PostgreSQL only: the slots of the raw booking statements (raw-booking.ts). */
  readonly rawBooking: RaceWork | null;
  /** The slots of the booking run at half load (half-load.ts). */
  readonly halfLoad: Race;
}

export interface ServerRuns {
  readonly api: LoadResult;
  readonly uncached: LoadResult;
  readonly run: BookingRun;
  /** Open-loop runs at half the capacity just measured (half-load.ts). */
  readonly halfLoad: { readonly search: HalfLoadRun; readonly booking: HalfLoadRun };
  readonly fhir: { readonly json: FhirPublishRun; readonly xml: FhirPublishRun };
  /** PostgreSQL only: two processes on one database. */
  readonly proof: ProofResult | null;
  /** PostgreSQL only: search and booking with two worker processes. */
  readonly workers: WorkersRun | null;
  readonly cpuMs: {
    readonly api: number;
    readonly uncached: number;
    readonly perBookingRequest: number;
    readonly perBooking: number;
  };
}

export interface RunNotes {
  readonly search: string[];
  readonly booking: string[];
  readonly fhir: string[];
  readonly proof: string[];
  readonly workers: string[];
}

/**
 * The API search after its warm-up, with the CPU it cost per answered request. With `notes` (the
 * server shares answers) every criterion is asked once first, as a server in its steady state has
 * been (cache-warm-up.ts; not with --quick), and the run's hit rate is noted.
 */
async function searchRun(
  server: RunningServer,
  target: Target,
  fixtures: SearchFixtures,
  options: BenchOptions,
  notes?: string[],
): Promise<{ load: LoadResult; cpu: CpuShare | null; cpuMs: number }> {
  await apiSearch(server.origin, fixtures, {
    connections: SEARCH_CONNECTIONS,
    durationSeconds: options.quick ? 1 : 3,
  });
  if (notes && !options.quick) {
    const warm = await askEveryCriterion(server.origin, fixtures);
    notes.push(
      `before the run every criterion was asked once: ${warm.requests} searches (postcode × specialty × urgency) in ${warm.seconds.toFixed(1)} s, ${warm.shed} shed and asked again, ${warm.failed} not 200 in the end`,
    );
  }
  const before = notes ? await answerCounts(server.origin) : null;
  const measure = measureCpu(server.pid, target.database);
  const load = await apiSearch(server.origin, fixtures, {
    connections: SEARCH_CONNECTIONS,
    durationSeconds: options.durationSeconds,
  });
  const cpu = measure();
  if (notes) notes.push(describeCounts(before, await answerCounts(server.origin)));
  return { load, cpu, cpuMs: cpuMsPerRequest(cpu, load.requests, target.kind === 'PGlite') };
}

/** The same search on a server without the search cache: every search runs its SQL. */
async function uncachedSearch(
  target: Target,
  options: BenchOptions,
  fixtures: SearchFixtures,
  notes: string[],
) {
  const server = await startServer({
    port: options.port,
    ...target.server,
    env: { SEARCH_CACHE_ENTRIES: '0' },
  });
  try {
    log(
      `  uncached API search (SEARCH_CACHE_ENTRIES=0): warm-up, then ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} connections …`,
    );
    const run = await searchRun(server, target, fixtures, options);
    notes.push(`uncached API run: ${formatCpu(run.cpu, target.kind === 'PGlite')}`);
    return run;
  } finally {
    await server.stop();
  }
}

/** The race after its warm-up race, with the CPU it cost per answered request and per booking. */
async function raceRun(server: RunningServer, target: Target, work: Workload, notes: string[]) {
  const { warmUp, race } = work;
  log(
    `  booking race: ${race.jobs.length} requests for ${race.slots.length} slots at ${BOOKING_CONNECTIONS} connections …`,
  );
  await bookingRace(server.origin, warmUp, { connections: BOOKING_CONNECTIONS });
  notes.push(
    `warm-up: the same race on ${warmUp.length / ATTEMPTS_PER_SLOT} other slots (${warmUp.length} requests) before the measured one`,
  );
  const measure = measureCpu(server.pid, target.database);
  let raceCpu: CpuShare | null = null;
  const run = await bookingRace(server.origin, race.jobs, {
    connections: BOOKING_CONNECTIONS,
    onLastAnswer: () => {
      raceCpu = measure();
    },
  });
  const cpu: CpuShare | null = raceCpu ?? measure();
  const embedded = target.kind === 'PGlite';
  notes.push(`race: ${formatCpu(cpu, embedded)}`);
  return {
    run,
    perBookingRequest: cpuMsPerRequest(cpu, run.answered, embedded),
    perBooking: cpuMsPerRequest(cpu, run.succeeded.length, embedded),
  };
}

/**
 * Slots published through FHIR transaction Bundles, after the search and the booking race: in
 * JSON, then the same in XML on later days (docs/fhir.md "Formats").
 */
async function fhirRun(
  server: RunningServer,
  target: Target,
  practices: readonly FhirPractice[],
  options: BenchOptions,
  notes: string[],
): Promise<ServerRuns['fhir']> {
  const bundles = options.quick ? 1 : FHIR_BUNDLES_PER_PRACTICE;
  const runs: Partial<Record<FhirFormat, FhirPublishRun>> = {};
  for (const format of ['json', 'xml'] as const) {
    log(
      `  FHIR publishing (${format}): ${practices.length * bundles} Bundles of ${FHIR_SLOTS_PER_BUNDLE} slots at ${FHIR_CONNECTIONS} connections …`,
    );
    const cpu = measureCpu(server.pid, target.database);
    runs[format] = await fhirPublish(server.origin, server.jwtSecret, practices, {
      bundlesPerPractice: bundles,
      slotsPerBundle: FHIR_SLOTS_PER_BUNDLE,
      connections: FHIR_CONNECTIONS,
      format,
      firstBundle: format === 'json' ? 0 : bundles,
    });
    notes.push(`FHIR run (${format}): ${formatCpu(cpu(), target.kind === 'PGlite')}`);
  }
  return { json: runs.json!, xml: runs.xml! };
}

/** A second server process B (port + 1) on the same database; A books, B searches. */
async function proofRun(
  a: RunningServer,
  target: Target,
  db: Queryable,
  fixtures: SearchFixtures,
  options: BenchOptions,
): Promise<ProofResult> {
  log(`  cross-process proof: a second server on port ${options.port + 1}, 20 rounds …`);
  const b = await startServer({ port: options.port + 1, ...target.server });
  try {
    return await crossProcessProof(db, { a: a.origin, b: b.origin }, fixtures);
  } finally {
    await b.stop();
  }
}

export async function serverRuns(
  target: Target,
  options: BenchOptions,
  work: Workload,
  notes: RunNotes,
): Promise<ServerRuns> {
  const uncached = await uncachedSearch(target, options, work.fixtures, notes.search);
  const server = await startServer({ port: options.port, ...target.server });
  try {
    log(
      `  API search: warm-up, then ${options.durationSeconds} s at ${SEARCH_CONNECTIONS} connections …`,
    );
    const api = await searchRun(server, target, work.fixtures, options, notes.search);
    notes.search.push(`API run: ${formatCpu(api.cpu, target.kind === 'PGlite')}`);
    log(`  API search at half load: open loop, ${options.durationSeconds} s …`);
    const search = await halfLoadSearch(
      server.origin,
      work.fixtures,
      api.load.perSecond,
      options.durationSeconds,
    );
    const race = await raceRun(server, target, work, notes.booking);
    log(`  booking at half load: open loop on ${work.halfLoad.slots.length} slots of its own …`);
    // The race's capacity: its answers per second without the 503s of the load shedding.
    const { requests, perSecond, statuses } = race.run;
    const admittedPerSecond = (perSecond * (requests - (statuses['503'] ?? 0))) / (requests || 1);
    const booking = await halfLoadBooking(
      server.origin,
      work.halfLoad.jobs,
      admittedPerSecond,
      options.durationSeconds,
    );
    const proof = target.db
      ? await proofRun(server, target, target.db, work.fixtures, options)
      : null;
    const fhir = await fhirRun(server, target, work.fhir, options, notes.fhir);
    await server.stop();
    const workers = work.workers
      ? await workersRun(
          target.server,
          target.database,
          options,
          work.fixtures,
          work.workers,
          notes.workers,
        )
      : null;
    return {
      api: api.load,
      uncached: uncached.load,
      run: race.run,
      halfLoad: { search, booking },
      fhir,
      proof,
      workers,
      cpuMs: {
        api: api.cpuMs,
        uncached: uncached.cpuMs,
        perBookingRequest: race.perBookingRequest,
        perBooking: race.perBooking,
      },
    };
  } finally {
    await server.stop();
  }
}
