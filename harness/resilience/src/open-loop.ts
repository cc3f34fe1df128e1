// Open-loop load: arrivals at a fixed rate for a fixed time, whatever the answers (issue #17 "An
// overload test that overloads"). A closed-loop client (autocannon: each connection sends its next
// request only after the answer) cannot overload a server — when answers slow down, so do the
// requests; on 2026-11-25 100 such clients "offered" 9,913/s and sent 1,082/s at a capacity of
// 991/s, and nothing was shed. Here every arrival is sent at its time; a slow answer only holds one
// more socket (an undici Pool per thread with a high connection cap).
//
// The generator itself must keep up, or it is closed-loop in disguise: it reports how many
// arrivals were planned and how many sent, and how late. On a 2-core machine shared with the
// server and PostgreSQL one Node thread cannot send 10× a search capacity of ~1,000/s, so the
// arrivals are split over worker threads (open-loop-worker.ts).
import { Worker } from 'node:worker_threads';
import { percentile } from './report.ts';

/** One request of the schedule: a GET of `path` unless a method and body are given. */
export interface OpenLoopRequest {
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  /** Over the run's own headers (e.g. a booking's code and Idempotency-Key). */
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** GET requests of these paths. */
export const getsOf = (paths: readonly string[]): OpenLoopRequest[] =>
  paths.map((path) => ({ path }));

export interface OpenLoopOptions {
  readonly origin: string;
  /** The requests, taken in turn (arrival i gets requests[i % length]). */
  readonly requests: readonly OpenLoopRequest[];
  readonly headers: Record<string, string>;
  /** Arrivals per second over all threads. */
  readonly rate: number;
  readonly durationSeconds: number;
  /** No answer (headers and body) within this counts as a time-out. */
  readonly timeoutMs: number;
  readonly threads: number;
  /** Connections per thread, opened before the arrivals begin; no more are opened. */
  readonly connectionsPerThread: number;
  /** A cheap call that is never shed (the liveness probe), to open the connections. */
  readonly warmUpPath: string;
  /** Told when the first arrival is due (epoch ms), once every connection is open. */
  readonly onStart?: (startAtEpochMs: number) => void;
}

/** What one thread is given (workerData). */
export interface WorkerJob {
  readonly origin: string;
  readonly requests: readonly OpenLoopRequest[];
  readonly headers: Record<string, string>;
  /** This thread's arrivals per second. */
  readonly rate: number;
  readonly durationMs: number;
  readonly timeoutMs: number;
  readonly connections: number;
  readonly warmUpPath: string;
  readonly thread: number;
  readonly threads: number;
}

/** What one thread posts back. */
export interface WorkerOutcome {
  readonly sent: number;
  readonly byStatus: Record<number, number>;
  /** Connection errors by code (no answer at all, before the time limit). */
  readonly errors: Record<string, number>;
  /** No whole answer within the time limit, or none at all by the end. */
  readonly timeouts: number;
  readonly shedWithoutRetryAfter: number;
  readonly okLatencies: Float64Array;
  /** Every answer but a 503 (2xx and the refusals: a booking's lost race is a 409). */
  readonly admittedLatencies: Float64Array;
  /** The index in `requests` of each request answered 2xx. */
  readonly okRequests: Int32Array;
  /** For each admitted answer, the second of the run its request was sent in. */
  readonly okSeconds: Int32Array;
  readonly shedLatencies: Float64Array;
  /** Per arrival: how long after its scheduled time it was sent (ms). */
  readonly lateness: Float64Array;
  readonly peakInFlight: number;
  /** Requests that waited in the pool for a free socket (the cap was reached). */
  readonly peakQueued: number;
  readonly peakConnected: number;
  /** Event-loop utilisation of the thread while it generated (1 = saturated). */
  readonly busy: number;
  /** CPU the thread used while it generated (its wait for the start included). */
  readonly cpuSeconds: number;
}

export interface OpenLoopResult {
  readonly seconds: number;
  /** Arrivals the schedule held, and the rate. */
  readonly planned: number;
  readonly offeredRate: number;
  readonly sent: number;
  readonly achievedRate: number;
  /** Sent within SCHEDULE_SLACK_MS of the scheduled time. */
  readonly onTime: number;
  readonly latenessP99: number;
  readonly latenessMax: number;
  readonly byStatus: ReadonlyMap<number, number>;
  readonly answered: number;
  readonly ok: number;
  readonly okP50: number;
  readonly okP99: number;
  readonly okMax: number;
  /** Every answer but a 503, at once (2xx and 4xx). */
  readonly admitted: number;
  readonly admittedP50: number;
  readonly admittedP99: number;
  /** The index in `requests` of each request answered 2xx. */
  readonly okRequests: readonly number[];
  /** Admitted p99 of the requests sent in each second of the run. */
  readonly okP99BySecond: readonly number[];
  readonly shed: number;
  readonly shedP50: number;
  readonly shedP99: number;
  readonly shedWithoutRetryAfter: number;
  readonly errors: ReadonlyMap<string, number>;
  readonly timeouts: number;
  readonly peakInFlight: number;
  readonly peakQueued: number;
  readonly peakConnected: number;
  readonly threadBusy: readonly number[];
  readonly threadCpuSeconds: readonly number[];
}

/** An arrival sent later than this after its time counts as off schedule. */
export const SCHEDULE_SLACK_MS = 50;

interface Thread {
  readonly warm: Promise<void>;
  readonly outcome: Promise<WorkerOutcome>;
  start(startAtEpochMs: number): void;
}

/** A thread that opens its connections (warm), then sends its arrivals from `start` on. */
function startThread(job: WorkerJob): Thread {
  const worker = new Worker(new URL('./open-loop-worker.ts', import.meta.url), { workerData: job });
  let warmed: () => void = () => undefined;
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const outcome = new Promise<WorkerOutcome>((resolve, reject) => {
    worker.on('message', (message: WorkerOutcome | { warm: number }) => {
      if ('warm' in message) warmed();
      else resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`open-loop thread ${job.thread} exited with ${code}`));
    });
  });
  return { warm, outcome, start: (at) => worker.postMessage(at) };
}

function sorted(parts: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all.sort();
}

function addCounts<K>(into: Map<K, number>, counts: Record<string, number>, key: (k: string) => K) {
  for (const [k, n] of Object.entries(counts)) into.set(key(k), (into.get(key(k)) ?? 0) + n);
}

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const jobs = Array.from({ length: options.threads }, (_, thread): WorkerJob => ({
    origin: options.origin,
    requests: options.requests,
    headers: options.headers,
    rate: options.rate / options.threads,
    durationMs: options.durationSeconds * 1_000,
    timeoutMs: options.timeoutMs,
    connections: options.connectionsPerThread,
    warmUpPath: options.warmUpPath,
    thread,
    threads: options.threads,
  }));
  const threads = jobs.map(startThread);
  await Promise.all(threads.map((thread) => thread.warm));
  const startAtEpochMs = Date.now() + 100;
  options.onStart?.(startAtEpochMs);
  for (const thread of threads) thread.start(startAtEpochMs);
  return merge(options, await Promise.all(threads.map((thread) => thread.outcome)));
}

/** The p99 latency of the admitted answers per second of sending. */
function p99BySecond(outcomes: readonly WorkerOutcome[], seconds: number): number[] {
  const buckets = Array.from({ length: Math.ceil(seconds) }, () => [] as number[]);
  for (const outcome of outcomes) {
    outcome.okSeconds.forEach((second, i) => buckets[second]?.push(outcome.okLatencies[i]!));
  }
  return buckets.map((bucket) =>
    percentile(
      bucket.sort((a, b) => a - b),
      99,
    ),
  );
}

function merge(options: OpenLoopOptions, outcomes: readonly WorkerOutcome[]): OpenLoopResult {
  const byStatus = new Map<number, number>();
  const errors = new Map<string, number>();
  for (const outcome of outcomes) {
    addCounts(byStatus, outcome.byStatus, Number);
    addCounts(errors, outcome.errors, String);
  }
  const ok = sorted(outcomes.map((o) => o.okLatencies));
  const admitted = sorted(outcomes.map((o) => o.admittedLatencies));
  const late = sorted(outcomes.map((o) => o.lateness));
  const shedLatencies = sorted(outcomes.map((o) => o.shedLatencies));
  let onTime = 0;
  while (onTime < late.length && late[onTime]! <= SCHEDULE_SLACK_MS) onTime += 1;
  const sent = outcomes.reduce((sum, o) => sum + o.sent, 0);
  const sum = (pick: (o: WorkerOutcome) => number) => outcomes.reduce((s, o) => s + pick(o), 0);
  const answered = [...byStatus.values()].reduce((s, n) => s + n, 0);
  const seconds = options.durationSeconds;
  return {
    seconds,
    planned: Math.floor(options.rate * seconds),
    offeredRate: options.rate,
    sent,
    achievedRate: sent / seconds,
    onTime,
    latenessP99: percentile(late, 99),
    latenessMax: late.at(-1) ?? Number.NaN,
    byStatus,
    answered,
    ok: ok.length,
    okP50: percentile(ok, 50),
    okP99: percentile(ok, 99),
    okMax: ok.at(-1) ?? Number.NaN,
    admitted: admitted.length,
    admittedP50: percentile(admitted, 50),
    admittedP99: percentile(admitted, 99),
    okRequests: outcomes.flatMap((o) => [...o.okRequests]),
    okP99BySecond: p99BySecond(outcomes, seconds),
    shed: byStatus.get(503) ?? 0,
    shedP50: percentile(shedLatencies, 50),
    shedP99: percentile(shedLatencies, 99),
    shedWithoutRetryAfter: sum((o) => o.shedWithoutRetryAfter),
    errors,
    timeouts: sum((o) => o.timeouts),
    peakInFlight: sum((o) => o.peakInFlight),
    peakQueued: sum((o) => o.peakQueued),
    peakConnected: sum((o) => o.peakConnected),
    threadBusy: outcomes.map((o) => o.busy),
    threadCpuSeconds: outcomes.map((o) => o.cpuSeconds),
  };
}
