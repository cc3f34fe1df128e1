// The figures of one measured database as report rows: each against its target of issue #17
// (PostgreSQL; on PGlite only the searches per second have one, the rest is a reference), and the
// statuses that are faults, not figures.
import type { BookingCheck, BookingRun } from './booking-bench.ts';
import type { BookingJob, HotSlot, SearchFixtures } from './fixtures.ts';
import type { Row, Section, Target } from './report.ts';
import type { LoadResult } from './search-bench.ts';
import { RAW_BOOKING_CLIENTS, type RawBookingRun } from './raw-booking.ts';
import type { LatencySummary } from './stats.ts';
import type { HalfLoadRun } from './half-load.ts';

/**
 * Speed as ratios to a limit measured in the same run (issue #25 part 1): the machine is shared
 * and its absolute figures swing about 2× from day to day, so searches/s and bookings/s are
 * printed without a target.
 */
export const TARGETS = {
  /** The API with its shared answers against the raw per-request search SQL. */
  searchApiToRaw: 2,
  /** API bookings (2xx) per second against the raw booking statements' (raw-booking.ts). */
  bookingApiToRaw: 0.6,
  /** p99 of an open-loop run at half the measured capacity (half-load.ts), search and booking. */
  halfLoadP99Ms: 50,
} as const;

/** Every hot slot is wanted by this many clients: exactly one may win. */
export const ATTEMPTS_PER_SLOT = 2;

/** The measured race: its requests, its hot slots and how many practices they belong to. */
export interface Race {
  readonly jobs: BookingJob[];
  readonly slots: HotSlot[];
  readonly praxen: number;
}

/** A race of its own: its warm-up race, then the measured one. */
export interface RaceWork {
  readonly warmUp: BookingJob[];
  readonly race: Race;
}

/** A counter (no decimals, no target). */
const count = (metric: string, value: number, reference: boolean): Row => ({
  metric,
  value,
  unit: '',
  digits: 0,
  reference,
});

/** A figure with its target; a reference run (PGlite) has none. */
function figure(
  metric: string,
  value: number,
  unit: string,
  reference: boolean,
  target?: Target | undefined,
  digits?: number,
): Row {
  return {
    metric,
    value,
    unit,
    target: reference ? undefined : target,
    reference,
    ...(digits === undefined ? {} : { digits }),
  };
}

/** A target when there is a value for it. */
const at = (op: Target['op'], value: number | undefined): Target | undefined =>
  value === undefined ? undefined : { op, value };

/** Throughput, p50 and p99 of one load run, with the targets it has. */
function loadFigures(
  names: readonly [perSecond: string, p50: string, p99: string],
  load: { perSecond: number; p50: number; p99: number },
  targets: { minPerSecond?: number; maxP99Ms?: number },
  reference: boolean,
): Row[] {
  const { minPerSecond, maxP99Ms } = targets;
  return [
    figure(names[0], load.perSecond, '/s', reference, at('>=', minPerSecond)),
    figure(names[1], load.p50, 'ms', reference),
    figure(names[2], load.p99, 'ms', reference, at('<=', maxP99Ms)),
  ];
}

/** The statuses outside `expected`, with their counts ('' when none). */
export function unexpected(statuses: Record<string, number>, expected: readonly string[]): string {
  return Object.entries(statuses)
    .filter(([status]) => !expected.includes(status))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

/**
 * 503 + Retry-After is the load shedding at work (a figure, not a fault); any status outside
 * `expected` is a fault of the server under load.
 */
function shedAndFaults(
  target: Section,
  run: { metric: string; name: string; statuses: Record<string, number>; reference: boolean },
  expected: readonly string[],
): void {
  target.rows.push(count(run.metric, run.statuses['503'] ?? 0, run.reference));
  const faults = unexpected(run.statuses, expected);
  if (faults) target.failures.push(`unexpected statuses in the ${run.name}: ${faults}`);
}

/** The search runs of one database and what they cost per request. */
export interface SearchRuns {
  /** The API as configured by default: with the shared search cache (repeated criteria hit it). */
  readonly api: LoadResult;
  /** The same load on a server started with SEARCH_CACHE_ENTRIES=0 (no cache). */
  readonly uncached: LoadResult;
  readonly raw: LatencySummary & { errors: number };
  readonly fixtures: SearchFixtures;
  /**
   * CPU ms per answered request (cpu.ts cpuMsPerRequest): server + database for the API runs,
   * the database alone for the raw SQL (PGlite: the bench process, where it runs).
   */
  readonly cpuMs: { readonly api: number; readonly uncached: number; readonly raw: number };
}

/** CPU milliseconds per request: a figure without target, to judge a change per request. */
const cpuRow = (metric: string, value: number, reference: boolean): Row =>
  figure(metric, value, 'ms', reference, undefined, 2);

export function searchFigures(search: Section, runs: SearchRuns, reference: boolean): void {
  const { api, uncached, raw, fixtures, cpuMs } = runs;
  const database = reference ? 'server with PGlite' : 'server + PostgreSQL';
  search.rows.push(
    ...loadFigures(['API searches/s (200)', 'API p50', 'API p99'], api, {}, reference),
    count('API non-2xx', api.non2xx, reference),
    cpuRow(`CPU per API search (${database})`, cpuMs.api, reference),
    ...loadFigures(
      ['uncached API searches/s (200)', 'uncached API p50', 'uncached API p99'],
      uncached,
      {},
      reference,
    ),
    cpuRow(`CPU per uncached API search (${database})`, cpuMs.uncached, reference),
    ...loadFigures(['raw SQL queries/s', 'raw SQL p50', 'raw SQL p99'], raw, {}, reference),
    cpuRow(`CPU per raw search (${reference ? 'PGlite' : 'PostgreSQL'})`, cpuMs.raw, reference),
    figure(
      'API / raw',
      api.perSecond / raw.perSecond,
      '×',
      reference,
      { op: '>=', value: TARGETS.searchApiToRaw },
      2,
    ),
    figure('uncached API / raw', uncached.perSecond / raw.perSecond, '×', reference, undefined, 2),
  );
  search.notes.push(
    `${api.requests} API requests over ${fixtures.codes.length} codes × ${fixtures.postcodes.length} postcodes (status ${JSON.stringify(api.statuses)}, ${api.errors} errors, ${api.timeouts} time-outs)`,
    `uncached: ${uncached.requests} API requests of the same kind to a server started with SEARCH_CACHE_ENTRIES=0 (status ${JSON.stringify(uncached.statuses)}, ${uncached.errors} errors, ${uncached.timeouts} time-outs)`,
    `${raw.count} raw searches, ${raw.errors} errors; raw = the ring query of services/search/sql.ts only (the API adds the code/postcode lookup and the JSON answer)`,
  );
  const shed = { metric: 'API 503 (load shed)', name: 'API search run', reference };
  shedAndFaults(search, { ...shed, statuses: api.statuses }, ['200', '503']);
  const uncachedShed = { metric: 'uncached API 503', name: 'uncached API search run', reference };
  shedAndFaults(search, { ...uncachedShed, statuses: uncached.statuses }, ['200', '503']);
}

export function bookingFigures(
  booking: Section,
  runs: {
    run: BookingRun;
    race: Race;
    check: BookingCheck;
    /** CPU ms (server + database) per answered request and per booking (2xx) of the race. */
    cpuMs: { perRequest: number; perBooking: number };
    /** PostgreSQL: the booking's statements alone, the limit (raw-booking.ts). */
    raw: RawBookingRun | null;
  },
  reference: boolean,
): void {
  const { run, race, check, cpuMs, raw } = runs;
  const database = reference ? 'server with PGlite' : 'server + PostgreSQL';
  booking.rows.push(
    figure('bookings/s (2xx)', run.bookingsPerSecond, '/s', reference),
    ...loadFigures(['requests/s (all answers)', 'p50', 'p99'], run, {}, reference),
    count('2xx', run.succeeded.length, reference),
    count('409', run.statuses['409'] ?? 0, reference),
    cpuRow(`CPU per request (${database})`, cpuMs.perRequest, reference),
    cpuRow(`CPU per booking (2xx; ${database})`, cpuMs.perBooking, reference),
  );
  if (raw) {
    booking.rows.push(
      figure(
        `raw statements: bookings/s (${RAW_BOOKING_CLIENTS} pg clients)`,
        raw.bookingsPerSecond,
        '/s',
        false,
      ),
      figure('raw statements p99', raw.p99, 'ms', false),
      figure(
        'bookings/s API / raw',
        run.bookingsPerSecond / raw.bookingsPerSecond,
        '×',
        false,
        {
          op: '>=',
          value: TARGETS.bookingApiToRaw,
        },
        2,
      ),
    );
    booking.notes.push(
      `raw: the statements the booking service sent for each request (recorded in rolled-back transactions), replayed by ${RAW_BOOKING_CLIENTS} pg clients: ${raw.count} replays, ${raw.booked} booked, ${raw.errors} errors`,
    );
  }
  booking.notes.push(
    `${race.jobs.length} requests (${ATTEMPTS_PER_SLOT} fresh codes per slot) for ${race.slots.length} free slots of ${race.praxen} practices; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors, ${run.timeouts} time-outs`,
    'server started with TRUST_PROXY=1 (behind a load balancer); each request from its own X-Forwarded-For address',
    ...check.notes,
  );
  booking.failures.push(...check.failures);
  const shed = { metric: '503 (load shed)', name: 'booking race', reference };
  shedAndFaults(booking, { ...shed, statuses: run.statuses }, ['204', '409', '503']);
}

/**
 * The open-loop run at half load (half-load.ts): its p50 and p99 against the target, its 503s, and
 * a note on the generator: a run whose arrivals went out late measured the generator, not the
 * server, and says so.
 */
export function halfLoadFigures(
  target: Section,
  what: 'search' | 'booking',
  run: HalfLoadRun,
  reference: boolean,
  /** The booking run's database check (booking-bench.ts checkBookings). */
  check?: BookingCheck,
): void {
  const { result } = run;
  // A search's answer is a 200; a booking's lost race (409) is an answer as much as its 204.
  const [p50, p99] =
    what === 'search' ? [result.okP50, result.okP99] : [result.admittedP50, result.admittedP99];
  const at = `${run.rate.toLocaleString('en-US')}/s open loop`;
  target.rows.push(
    figure(`p50 at half load (${at})`, p50, 'ms', reference),
    figure(`p99 at half load (${at})`, p99, 'ms', reference, {
      op: '<=',
      value: TARGETS.halfLoadP99Ms,
    }),
  );
  const statuses: Record<string, number> = Object.fromEntries(result.byStatus);
  const expected = what === 'search' ? ['200', '503'] : ['204', '409', '503'];
  const name = `${what} run at half load`;
  shedAndFaults(target, { metric: '503 at half load', name, statuses, reference }, expected);
  target.failures.push(...(check?.failures ?? []).map((failure) => `half load: ${failure}`));
  const errors = [...result.errors].map(([code, n]) => `${n}× ${code}`).join(', ') || 'none';
  target.notes.push(
    ...(check?.notes ?? []).map((note) => `half load: ${note}`),
    `half load: ${result.sent} ${what} requests in ${run.seconds} s at ${run.rate}/s (half the closed-loop run's answers/s without its 503s), ${Math.round((100 * result.onTime) / Math.max(1, result.sent))} % sent on time (late p99 ${result.latenessP99.toFixed(1)} ms); statuses ${JSON.stringify(statuses)}, ${result.timeouts} time-outs, connection errors: ${errors}`,
  );
}
