// WORKERS=1 beside WORKERS=2 in the same run (issue #25 part 4, docs/architecture.md "Processes"):
// after the single-process runs, the same server with two worker processes on the same port
// searches (cached, after the same warm-up as the single process's cached run, for each worker:
// every worker keeps its own answers) and races for slots of its own. PostgreSQL only: PGlite
// lives inside one process. On a machine with few cores the load generator and PostgreSQL take
// cores from the workers; the notes say how the CPU was shared.
import { bookingRace, type BookingRun } from './booking-bench.ts';
import { formatCpu, measureCpu } from './cpu.ts';
import type { RaceWork } from './figures.ts';
import type { SearchFixtures } from './fixtures.ts';
import type { BenchOptions } from './options.ts';
import { answerCounts, describeCounts, warmEveryWorker } from './cache-warm-up.ts';
import type { Row, Section } from './report.ts';
import { apiSearch, type LoadResult } from './search-bench.ts';
import { startServer } from './server-process.ts';

const SEARCH_CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 64;
const WORKERS = 2;
const log = (line: string) => process.stdout.write(`${line}\n`);

export interface WorkersRun {
  readonly search: LoadResult;
  readonly booking: BookingRun;
}

export async function workersRun(
  server: { databaseUrl?: string },
  database: string | null,
  options: BenchOptions,
  fixtures: SearchFixtures,
  work: RaceWork,
  notes: string[],
): Promise<WorkersRun> {
  log(`  WORKERS=${WORKERS}: search and booking race on one port …`);
  const running = await startServer({
    port: options.port,
    ...server,
    env: { WORKERS: String(WORKERS) },
  });
  try {
    const duration = options.quick ? 1 : 3;
    await apiSearch(running.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: duration,
    });
    if (!options.quick) {
      notes.push(`WORKERS=${WORKERS} ${await warmEveryWorker(running.origin, fixtures, 5)}`);
    }
    const before = await answerCounts(running.origin);
    let cpu = measureCpu(running.pid, database);
    const search = await apiSearch(running.origin, fixtures, {
      connections: SEARCH_CONNECTIONS,
      durationSeconds: options.durationSeconds,
    });
    notes.push(`WORKERS=${WORKERS} search: ${formatCpu(cpu())}`);
    notes.push(`WORKERS=${WORKERS} ${describeCounts(before, await answerCounts(running.origin))}`);
    await bookingRace(running.origin, work.warmUp, { connections: BOOKING_CONNECTIONS });
    cpu = measureCpu(running.pid, database);
    const booking = await bookingRace(running.origin, work.race.jobs, {
      connections: BOOKING_CONNECTIONS,
    });
    notes.push(`WORKERS=${WORKERS} race: ${formatCpu(cpu())}`);
    return { search, booking };
  } finally {
    await running.stop();
  }
}

const rate = (metric: string, value: number): Row => ({ metric, value, unit: '/s' });
const ratio = (metric: string, value: number): Row => ({ metric, value, unit: '×', digits: 2 });

/** The two processes' figures beside the one process's of the same run, and their ratios. */
export function workersFigures(
  section: Section,
  one: { search: LoadResult; booking: BookingRun },
  two: WorkersRun,
  cores: number,
): void {
  section.rows.push(
    rate('searches/s, WORKERS=1', one.search.perSecond),
    rate(`searches/s, WORKERS=${WORKERS}`, two.search.perSecond),
    ratio(`search WORKERS=${WORKERS} / WORKERS=1`, two.search.perSecond / one.search.perSecond),
    rate('bookings/s (2xx), WORKERS=1', one.booking.bookingsPerSecond),
    rate(`bookings/s (2xx), WORKERS=${WORKERS}`, two.booking.bookingsPerSecond),
    ratio(
      `booking WORKERS=${WORKERS} / WORKERS=1`,
      two.booking.bookingsPerSecond / one.booking.bookingsPerSecond,
    ),
  );
  section.notes.push(
    `${cores} CPUs on this machine, shared by the server's processes, PostgreSQL and the load generator`,
    `WORKERS=${WORKERS} statuses: search ${JSON.stringify(two.search.statuses)}, race ${JSON.stringify(two.booking.statuses)}`,
  );
}
