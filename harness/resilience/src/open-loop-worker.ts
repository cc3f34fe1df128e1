// One thread of the open-loop load generator (open-loop.ts): sends its share of the arrivals at
// their scheduled times whatever the answers, over an undici Pool of connections opened
// beforehand, and posts back what it sent, when, and what came back. It never waits for an answer
// before the next arrival: a request whose answer is slow only holds one more socket.
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { WorkerJob, WorkerOutcome } from './open-loop.ts';

const job = workerData as WorkerJob;
const interval = 1_000 / job.rate;
const pool = new Pool(job.origin, {
  connections: job.connections,
  pipelining: 1,
  keepAliveTimeout: 30_000,
  // The connect itself must not wait past the request's time limit either.
  connect: { timeout: job.timeoutMs },
});

const byStatus: Record<number, number> = {};
const errors: Record<string, number> = {};
const okLatencies: number[] = [];
const admittedLatencies: number[] = [];
const okRequests: number[] = [];
// The second of the run (from the first arrival) each admitted answer's request was sent in.
const okSeconds: number[] = [];
let runStart = 0;
const shedLatencies: number[] = [];
const lateness: number[] = [];
let shedWithoutRetryAfter = 0;
let timeouts = 0;
let inFlight = 0;
let peakInFlight = 0;
let peakQueued = 0;
let peakConnected = 0;
// Set when the thread gives up on the answers still out: they are counted as time-outs, once.
let closing = false;

function isTimeout(error: unknown): boolean {
  const { code, name } = error as { code?: string; name?: string };
  return (
    name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
  );
}

async function send(index: number): Promise<void> {
  const requestIndex = (index * job.threads + job.thread) % job.requests.length;
  const request = job.requests[requestIndex]!;
  const sentAt = performance.now();
  inFlight += 1;
  if (inFlight > peakInFlight) peakInFlight = inFlight;
  try {
    const res = await pool.request({
      path: request.path,
      method: request.method ?? 'GET',
      headers: { ...job.headers, ...request.headers },
      body: request.body,
      // From the arrival on, a wait for a socket included: a user gives up after that long, and
      // a request still waiting in the pool is then never sent (no load after the overload).
      signal: AbortSignal.timeout(job.timeoutMs),
    });
    await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
    const latency = performance.now() - sentAt;
    if (latency > job.timeoutMs) {
      // Answered, but after the client's limit (waiting for a socket is counted too).
      timeouts += 1;
      return;
    }
    byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
    if (res.statusCode === 503 && res.headers['retry-after'] === undefined) {
      shedWithoutRetryAfter += 1;
    }
    if (res.statusCode >= 200 && res.statusCode < 300) {
      okLatencies.push(latency);
      okRequests.push(requestIndex);
      okSeconds.push(Math.floor((sentAt - runStart) / 1_000));
    }
    if (res.statusCode === 503) shedLatencies.push(latency);
    else admittedLatencies.push(latency);
  } catch (error) {
    if (closing) return;
    if (isTimeout(error)) timeouts += 1;
    else {
      const code = (error as { code?: string }).code ?? String(error);
      errors[code] = (errors[code] ?? 0) + 1;
    }
  } finally {
    inFlight -= 1;
  }
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * The schedule: arrival i of this thread is due at start + (i + thread/threads) / rate, so the
 * threads interleave. Every millisecond or so the loop sends all arrivals that are due; one sent
 * late (the thread was busy with answers) is sent at once and its lateness recorded.
 */
async function generate(startAt: number): Promise<number> {
  runStart = startAt;
  const endAt = startAt + job.durationMs;
  const phase = job.thread / job.threads;
  let next = 0;
  const sampler = setInterval(() => {
    const stats = pool.stats;
    if (stats.queued > peakQueued) peakQueued = stats.queued;
    if (stats.connected > peakConnected) peakConnected = stats.connected;
  }, 50);
  const wait = startAt - performance.now();
  if (wait > 0) await sleep(wait);
  for (;;) {
    const now = performance.now();
    if (now >= endAt) break;
    for (let due = startAt + (next + phase) * interval; due <= now;) {
      lateness.push(now - due);
      void send(next);
      next += 1;
      due = startAt + (next + phase) * interval;
    }
    await sleep(1);
  }
  clearInterval(sampler);
  return next;
}

/**
 * Opens the pool's connections before the arrivals begin (`connections` requests for /healthz at
 * once, never shed): opened lazily, a moment of slow answers made every arrival open one more, a
 * storm of thousands of connects that overflowed the listen backlog (connect time-outs, SYN
 * retries of 1–3 s in the measured latency) — a client artefact, not the server's queue.
 */
async function warmUp(): Promise<void> {
  await Promise.all(
    Array.from({ length: job.connections }, () =>
      pool
        .request({ path: job.warmUpPath, method: 'GET', headersTimeout: 30_000 })
        .then((res) => res.body.dump())
        // A connection that could not be opened now is opened by the arrivals (and counted there).
        .catch(() => undefined),
    ),
  );
}

await warmUp();
parentPort!.postMessage({ warm: pool.stats.connected });
// The arrival times are one clock for all threads: epoch milliseconds, converted to this thread's.
const [startAtEpochMs] = (await once(parentPort!, 'message')) as [number];
const elu = performance.eventLoopUtilization();
const cpuAtStart = process.threadCpuUsage();
const sent = await generate(startAtEpochMs - performance.timeOrigin);
const busy = performance.eventLoopUtilization(elu).utilization;
const cpu = process.threadCpuUsage(cpuAtStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// Then wait for the answers still out, at most the client's time limit (plus a margin).
const drainUntil = performance.now() + job.timeoutMs + 1_000;
while (inFlight > 0 && performance.now() < drainUntil) await sleep(20);
const unanswered = inFlight;
closing = true;
await pool.destroy();
const outcome: WorkerOutcome = {
  sent,
  byStatus,
  errors,
  timeouts: timeouts + unanswered,
  shedWithoutRetryAfter,
  okLatencies: Float64Array.from(okLatencies),
  admittedLatencies: Float64Array.from(admittedLatencies),
  okRequests: Int32Array.from(okRequests),
  okSeconds: Int32Array.from(okSeconds),
  shedLatencies: Float64Array.from(shedLatencies),
  lateness: Float64Array.from(lateness),
  peakInFlight,
  peakQueued,
  peakConnected,
  busy,
  cpuSeconds,
};
parentPort!.postMessage(outcome);
