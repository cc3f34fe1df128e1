// The figures of one measured database as report rows: each against its target of issue #6
// (PostgreSQL) or as a reference (PGlite), and the statuses that are faults, not figures.
import type { BookingCheck, BookingRun } from './booking-bench.ts';
import type { BookingJob, HotSlot, SearchFixtures } from './fixtures.ts';
import type { Row, Section, Target } from './report.ts';
import type { LoadResult } from './search-bench.ts';
import type { LatencySummary } from './stats.ts';

export const TARGETS = {
  searchesPerSecond: 700,
  searchP99Ms: 250,
  apiToRaw: 0.5,
  bookingsPerSecond: 1_000,
  bookingP99Ms: 100,
} as const;

/** Every hot slot is wanted by this many clients: exactly one may win. */
export const ATTEMPTS_PER_SLOT = 2;

/** The measured race: its requests, its hot slots and how many practices they belong to. */
export interface Race {
  readonly jobs: BookingJob[];
  readonly slots: HotSlot[];
  readonly praxen: number;
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

export function searchFigures(
  search: Section,
  runs: { api: LoadResult; raw: LatencySummary & { errors: number }; fixtures: SearchFixtures },
  reference: boolean,
): void {
  const { api, raw, fixtures } = runs;
  search.rows.push(
    ...loadFigures(
      ['API searches/s (200)', 'API p50', 'API p99'],
      api,
      { minPerSecond: TARGETS.searchesPerSecond, maxP99Ms: TARGETS.searchP99Ms },
      reference,
    ),
    count('API non-2xx', api.non2xx, reference),
    ...loadFigures(['raw SQL queries/s', 'raw SQL p50', 'raw SQL p99'], raw, {}, reference),
    figure(
      'API / raw',
      api.perSecond / raw.perSecond,
      '×',
      reference,
      { op: '>=', value: TARGETS.apiToRaw },
      2,
    ),
  );
  search.notes.push(
    `${api.requests} API requests over ${fixtures.codes.length} codes × ${fixtures.postcodes.length} postcodes (status ${JSON.stringify(api.statuses)}, ${api.errors} errors, ${api.timeouts} time-outs)`,
    `${raw.count} raw searches, ${raw.errors} errors; raw = the ring query of services/search/sql.ts only (the API adds the code/postcode lookup and the JSON answer)`,
  );
  const shed = { metric: 'API 503 (load shed)', name: 'API search run', reference };
  shedAndFaults(search, { ...shed, statuses: api.statuses }, ['200', '503']);
}

export function bookingFigures(
  booking: Section,
  runs: { run: BookingRun; race: Race; check: BookingCheck },
  reference: boolean,
): void {
  const { run, race, check } = runs;
  booking.rows.push(
    figure('bookings/s (2xx)', run.bookingsPerSecond, '/s', reference, {
      op: '>=',
      value: TARGETS.bookingsPerSecond,
    }),
    ...loadFigures(
      ['requests/s (all answers)', 'p50', 'p99'],
      run,
      { maxP99Ms: TARGETS.bookingP99Ms },
      reference,
    ),
    count('2xx', run.succeeded.length, reference),
    count('409', run.statuses['409'] ?? 0, reference),
  );
  booking.notes.push(
    `${race.jobs.length} requests (${ATTEMPTS_PER_SLOT} fresh codes per slot) for ${race.slots.length} free slots of ${race.praxen} practices; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors, ${run.timeouts} time-outs`,
    'server started with TRUST_PROXY=1 (behind a load balancer); each request from its own X-Forwarded-For address',
    ...check.notes,
  );
  booking.failures.push(...check.failures);
  const shed = { metric: '503 (load shed)', name: 'booking race', reference };
  shedAndFaults(booking, { ...shed, statuses: run.statuses }, ['204', '409', '503']);
}
