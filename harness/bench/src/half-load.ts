// Latency at half load (issue #25 part 1): the closed-loop runs' p99 at 50 or 64 connections
// mostly measures the queue those connections build in front of the server. Here the requests
// arrive at a fixed rate, half the capacity the closed-loop run just measured, each at its time
// whatever the answers (harness/resilience's open-loop generator): the p99 a user meets on a server
// that is half busy.
import {
  runOpenLoop,
  type OpenLoopRequest,
  type OpenLoopResult,
} from '@terminservice/resilience/src/open-loop.ts';
import { bookingRequest } from './booking-bench.ts';
import type { BookingJob, SearchFixtures } from './fixtures.ts';
import { basicAuth, clientAddress } from './search-bench.ts';
import { pick } from './stats.ts';

/** The share of the measured capacity the open-loop runs offer. */
export const HALF_LOAD = 0.5;
/** One generator thread carries a few thousand arrivals a second; sockets opened beforehand. */
const THREADS = 1;
const CONNECTIONS = 256;
/** A request unanswered after this counts as a time-out (its latency is not in the p99). */
const TIMEOUT_MS = 10_000;
/** Distinct search requests, taken in turn (the closed-loop run picks at random alike). */
const SEARCH_REQUESTS = 20_000;

export interface HalfLoadRun {
  readonly rate: number;
  readonly seconds: number;
  readonly result: OpenLoopResult;
}

async function openLoop(
  origin: string,
  requests: readonly OpenLoopRequest[],
  rate: number,
  seconds: number,
): Promise<HalfLoadRun> {
  const result = await runOpenLoop({
    origin,
    requests,
    headers: {},
    rate,
    durationSeconds: seconds,
    timeoutMs: TIMEOUT_MS,
    threads: THREADS,
    connectionsPerThread: CONNECTIONS,
    warmUpPath: '/healthz',
  });
  return { rate, seconds, result };
}

/** GET /web/api/v4/search at half the measured searches/s, codes × postcodes at random. */
export function halfLoadSearch(
  origin: string,
  fixtures: SearchFixtures,
  capacityPerSecond: number,
  seconds: number,
): Promise<HalfLoadRun> {
  const rate = Math.max(1, Math.round(capacityPerSecond * HALF_LOAD));
  const requests = Array.from(
    { length: Math.min(SEARCH_REQUESTS, Math.ceil(rate * seconds)) },
    (_, i): OpenLoopRequest => ({
      path: `/web/api/v4/search?plz=${pick(fixtures.postcodes).plz}`,
      headers: {
        authorization: basicAuth(pick(fixtures.codes).code),
        'x-forwarded-for': clientAddress(i % 50_000),
      },
    }),
  );
  return openLoop(origin, requests, rate, seconds);
}

/**
 * The race's requests (two fresh codes per hot slot, next to each other, so they still race) at
 * half the measured requests/s, for slots of its own; the run is shorter than `seconds` when the
 * slots run out first. Each request is sent once: the schedule never wraps round to a used code.
 */
export function halfLoadBooking(
  origin: string,
  jobs: readonly BookingJob[],
  capacityPerSecond: number,
  seconds: number,
): Promise<HalfLoadRun> {
  const rate = Math.max(1, Math.round(capacityPerSecond * HALF_LOAD));
  const length = Math.min(jobs.length, Math.floor(rate * seconds));
  const requests = jobs.slice(0, length).map((job, i) => bookingRequest(job, i));
  return openLoop(origin, requests, rate, Math.max(1, Math.floor(length / rate)));
}

/** The jobs answered 2xx in a booking run (for the database check of booking-bench.ts). */
export function bookedJobs(jobs: readonly BookingJob[], run: HalfLoadRun): BookingJob[] {
  return run.result.okRequests.map((i) => jobs[i]!);
}
