// Issue #6 "10× the measured capacity", made honest by issue #17 "An overload test that
// overloads": measure what the server answers per second on the patient search (closed-loop,
// 10 clients, short) for cached and for uncached searches (search-mix.ts), then send ten times
// that rate open-loop (open-loop.ts): arrivals at fixed times whatever the answers.
// Asserted: the generator kept its schedule, the server shed (503 with Retry-After), the admitted
// (2xx) answers kept p99 ≤ 1 s, nothing else failed (no other status, no connection error, no
// time-out), the process stayed up, and a normal search rate was answered cleanly within 2 s of the
// end (recovery.ts).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basicAuth, get, newCode } from '../api.ts';
import { runLoad, statusSummary } from '../load.ts';
import { getsOf, runOpenLoop, SCHEDULE_SLACK_MS, type OpenLoopResult } from '../open-loop.ts';
import { probeRecovery, type RecoveryResult } from '../recovery.ts';
import { log, ms, percentile, Recorder, sleep, type CheckResult, type Scope } from '../report.ts';
import { searchMixes, uncachedMix, type MixName, type SearchMix } from '../search-mix.ts';
import type { Server } from '../server.ts';
import { startTrivialTarget } from '../trivial-target.ts';

export interface OverloadOptions {
  readonly capacitySeconds: number;
  readonly overloadSeconds: number;
  /** The mixes overloaded, in this order (the capacity of both is always measured). */
  readonly overloadMixes: readonly MixName[];
  /** Threads of the open-loop generator. */
  readonly generatorThreads: number;
  /** Arrivals per second as a multiple of the measured capacity (the issue's 10×). */
  readonly factor: number;
  readonly databaseUrl: string;
}

const BASE_CONNECTIONS = 10;
const ADMITTED_P99_LIMIT_MS = 1_000;
const CLIENT_TIMEOUT_MS = 10_000;
/**
 * Connections per generator thread, all opened before the arrivals. Enough that arrivals are not
 * throttled by waiting for answers while the server keeps up: at 10× a capacity of ~1,000/s, refusals
 * answered in ~10 ms and admitted requests in ≤ 250 ms need ~350 at once. A server that falls behind
 * fills them, and then arrivals wait for a socket: counted, and in the measured latency.
 */
const CONNECTIONS_PER_THREAD = 512;
/** At 10× capacity most answers must be refusals; fewer means the load was not an overload. */
const MIN_SHED_SHARE = 0.5;
/** The generator kept its schedule: this share of the arrivals sent within SCHEDULE_SLACK_MS. */
const MIN_ON_TIME_SHARE = 0.95;
const RECOVERY_LIMIT_MS = 2_000;
/** How long the generator is run against the trivial target. */
const BASELINE_SECONDS = 3;
/** The machine carries the rate when a server that costs nothing is answered this fast (p99). */
const BASELINE_P99_LIMIT_MS = 100;
/** Tries of the baseline before the machine is said not to carry the rate. */
const BASELINE_TRIES = 3;
const RECOVERY_PROBE_SECONDS = 5;
/** A probe answered within this (or the capacity run's p99, if slower) is "normal latency". */
const NORMAL_LATENCY_FLOOR_MS = 100;

type Headers = Record<string, string>;

interface Capacity {
  readonly rps: number;
  readonly p99: number;
}

/** What the server answers per second at 10 closed-loop clients (2xx); null when nothing. */
async function measureCapacity(
  rec: Recorder,
  server: Server,
  headers: Headers,
  mix: SearchMix,
  seconds: number,
): Promise<Capacity | null> {
  const run = await runLoad({
    url: server.origin,
    paths: mix.paths,
    headers,
    connections: BASE_CONNECTIONS,
    durationSeconds: seconds,
  });
  const rps = run.ok / run.seconds;
  rec.figure(
    `capacity, ${mix.name} searches (${mix.distinct.toLocaleString('en')} distinct, 10 clients)`,
    `${rps.toFixed(0)} answers/s 2xx, p50 ${ms(run.okP50)}, p99 ${ms(run.okP99)} [${statusSummary(run.byStatus)}]`,
  );
  const ok = rec.assert(`capacity measured (${mix.name})`, rps > 0, `${rps.toFixed(1)}/s`);
  return ok ? { rps, p99: run.okP99 } : null;
}

/**
 * Meanwhile a cheap call without database work (version) every 250 ms: its latency is the wait
 * before the server gets to a request at all (event loop and CPU), apart from the search's.
 */
async function whileProbingVersion<T>(
  rec: Scope,
  server: Server,
  run: () => Promise<T>,
): Promise<T> {
  const probeLatencies: number[] = [];
  const probeStatuses = new Map<number, number>();
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      const answer = await get(`${server.api}/version`, {}, 15_000).catch(() => null);
      const status = answer?.status ?? 0;
      probeStatuses.set(status, (probeStatuses.get(status) ?? 0) + 1);
      if (status === 200) probeLatencies.push(performance.now() - t);
      await sleep(250);
    }
  })();
  const result = await run();
  probing = false;
  await prober;
  probeLatencies.sort((a, b) => a - b);
  rec.figure(
    'version call during overload',
    `p50 ${ms(percentile(probeLatencies, 50))}, max ${ms(probeLatencies.at(-1) ?? Number.NaN)} [${statusSummary(probeStatuses)}]`,
  );
  return result;
}

/** CPU seconds the process used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const share = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

function overloadFigures(rec: Scope, load: OpenLoopResult, threads: number): void {
  rec.figure(
    'offered (open-loop)',
    `${load.offeredRate.toFixed(0)} arrivals/s for ${load.seconds} s = ${load.planned} planned, ${threads} generator threads (busy ${load.threadBusy.map((b) => `${Math.round(b * 100)} %`).join(', ')}; CPU ${load.threadCpuSeconds.map((c) => `${Math.round((100 * c) / load.seconds)} %`).join(', ')} of a core)`,
  );
  rec.figure(
    'achieved arrivals',
    `${load.sent} sent = ${load.achievedRate.toFixed(0)}/s; ${share(load.onTime, load.sent)} within ${SCHEDULE_SLACK_MS} ms of their time, lateness p99 ${ms(load.latenessP99)}, max ${ms(load.latenessMax)}`,
  );
  rec.figure(
    'client sockets',
    `peak ${load.peakConnected} connected, ${load.peakInFlight} requests in flight, ${load.peakQueued} waiting for a socket`,
  );
  rec.figure('answers by status', statusSummary(load.byStatus) || 'none');
  rec.figure(
    'shed (503)',
    `${load.shed} = ${share(load.shed, load.answered)} of the answers, p50 ${ms(load.shedP50)}, p99 ${ms(load.shedP99)}`,
  );
  rec.figure(
    'admitted (2xx)',
    `${(load.ok / load.seconds).toFixed(0)}/s, p50 ${ms(load.okP50)}, p99 ${ms(load.okP99)}, max ${ms(load.okMax)}`,
  );
  rec.figure(
    'admitted p99 by second of sending',
    load.okP99BySecond.map((p) => (Number.isNaN(p) ? '–' : Math.round(p))).join(', ') + ' ms',
  );
  const errors = [...load.errors.entries()].map(([code, n]) => `${code}×${n}`).join(', ');
  rec.figure('failures', `${errors || 'no connection errors'}; ${load.timeouts} time-outs`);
}

function assertOverload(rec: Scope, load: OpenLoopResult, server: Server): void {
  rec.assert(
    'the generator kept its schedule (open-loop)',
    load.sent >= load.planned * MIN_ON_TIME_SHARE && load.onTime >= load.sent * MIN_ON_TIME_SHARE,
    `${load.sent} of ${load.planned} sent, ${share(load.onTime, load.sent)} on time (≥ ${MIN_ON_TIME_SHARE * 100} % each)`,
  );
  rec.assert(
    `the server shed (≥ ${MIN_SHED_SHARE * 100} % of the answers 503)`,
    load.shed >= load.answered * MIN_SHED_SHARE && load.shed > 0,
    `${load.shed} of ${load.answered} (${share(load.shed, load.answered)})`,
  );
  rec.assert(
    'every 503 has Retry-After',
    load.shedWithoutRetryAfter === 0,
    `${load.shedWithoutRetryAfter} of ${load.shed} without`,
  );
  const other = [...load.byStatus.entries()].filter(
    ([status]) => status !== 503 && (status < 200 || status >= 300),
  );
  rec.assert(
    'no status but 2xx and 503',
    other.length === 0,
    statusSummary(new Map(other)) || 'none',
  );
  rec.assert('requests were admitted during overload', load.ok > 0, `${load.ok} answered 2xx`);
  rec.assert(
    `admitted p99 ≤ ${ADMITTED_P99_LIMIT_MS} ms`,
    load.okP99 <= ADMITTED_P99_LIMIT_MS,
    ms(load.okP99),
  );
  const errors = [...load.errors.values()].reduce((s, n) => s + n, 0);
  rec.assert(
    `every request answered (no connection error, no time-out of ${CLIENT_TIMEOUT_MS / 1_000} s)`,
    errors === 0 && load.timeouts === 0,
    `${errors} connection errors, ${load.timeouts} time-outs`,
  );
  rec.assert(
    'the process stays up',
    server.alive(),
    server.alive() ? 'running' : server.exitInfo(),
  );
}

function assertRecovery(rec: Scope, recovery: RecoveryResult, normalLatencyMs: number): void {
  const first = recovery.probes.slice(0, 10);
  rec.figure(
    'after the overload (a search every 100 ms)',
    `first second: ${first.map((p) => `${p.status || 'err'} ${Math.round(p.latency)}`).join(', ')} (status ms)`,
  );
  rec.assert(
    `recovered within ${RECOVERY_LIMIT_MS / 1_000} s (first second of 2xx within ${Math.round(normalLatencyMs)} ms)`,
    recovery.recoveredAfterMs <= RECOVERY_LIMIT_MS,
    Number.isNaN(recovery.recoveredAfterMs)
      ? `not within ${RECOVERY_PROBE_SECONDS} s`
      : `after ${ms(recovery.recoveredAfterMs)}`,
  );
}

/** The server's refusals so far by signal (its /metrics, allowed from 127.0.0.1), and GC time. */
async function shedCounters(server: Server): Promise<Map<string, number>> {
  const counters = new Map<string, number>();
  const text = (await get(`${server.origin}/metrics`).catch(() => null))?.body ?? '';
  for (const line of text.split('\n')) {
    const shed = /^terminservice_shed_requests_total\{[^}]*reason="(\w+)"[^}]*\} (\S+)/.exec(line);
    if (shed) counters.set(shed[1]!, (counters.get(shed[1]!) ?? 0) + Number(shed[2]));
    const gc = /^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)/.exec(line);
    if (gc) counters.set('GC s', (counters.get('GC s') ?? 0) + Number(gc[1]));
  }
  return counters;
}

function counterDelta(before: Map<string, number>, after: Map<string, number>): string {
  return [...after.entries()]
    .map(([name, n]) => {
      const delta = n - (before.get(name) ?? 0);
      return `${name} ${name === 'GC s' ? delta.toFixed(2) : delta}`;
    })
    .join(', ');
}

/** The server's CPU seconds at the start and at the end of the arrivals. */
function sampleCpu(server: Server, startAtEpochMs: number, seconds: number): () => number {
  let atStart = Number.NaN;
  let atEnd = Number.NaN;
  setTimeout(() => (atStart = cpuSeconds(server.child.pid)), startAtEpochMs - Date.now());
  setTimeout(
    () => (atEnd = cpuSeconds(server.child.pid)),
    startAtEpochMs + seconds * 1_000 - Date.now(),
  );
  return () => (atEnd - atStart) / seconds;
}

/**
 * The same generator at the same rate against a server that answers at once (trivial-target.ts):
 * whether this machine can carry the rate at all. Asserted, so that a failure of the overload's
 * latency on a machine that cannot is not read as the product server's.
 */
async function baseline(rec: Scope, rate: number, threads: number): Promise<void> {
  const target = await startTrivialTarget();
  try {
    // A shared machine has busy seconds that have nothing to do with the harness; a few tries tell
    // a passing spike from a machine that cannot carry the rate at all.
    let carried = false;
    let last = '';
    for (let attempt = 1; attempt <= BASELINE_TRIES; attempt++) {
      const run = await runOpenLoop({
        origin: target.origin,
        requests: getsOf(['/search']),
        headers: {},
        rate,
        durationSeconds: BASELINE_SECONDS,
        timeoutMs: CLIENT_TIMEOUT_MS,
        threads,
        connectionsPerThread: CONNECTIONS_PER_THREAD,
        warmUpPath: '/healthz',
      });
      rec.figure(
        `harness alone (a server that answers at once, same rate, 3 s), try ${attempt}`,
        `${share(run.onTime, run.sent)} on time, answers p50 ${ms(run.shedP50)}, p99 ${ms(run.shedP99)}, ${run.peakQueued} waiting for a socket, ${run.timeouts} time-outs`,
      );
      last = `${share(run.onTime, run.sent)}, p99 ${ms(run.shedP99)} (try ${attempt} of ${BASELINE_TRIES})`;
      carried = run.onTime >= run.sent * MIN_ON_TIME_SHARE && run.shedP99 <= BASELINE_P99_LIMIT_MS;
      if (carried) break;
    }
    rec.assert(
      `this machine carries the rate (harness alone: ≥ ${MIN_ON_TIME_SHARE * 100} % on time, p99 ≤ ${BASELINE_P99_LIMIT_MS} ms, in one of ${BASELINE_TRIES} tries)`,
      carried,
      last,
    );
  } finally {
    await target.stop();
  }
}

async function overloadWith(
  rec: Scope,
  server: Server,
  headers: Headers,
  mix: SearchMix,
  capacity: Capacity,
  options: OverloadOptions,
): Promise<void> {
  const rate = Math.ceil(capacity.rps * options.factor);
  const seconds = options.overloadSeconds;
  // Uncached: every arrival its own criteria, none seen before (other seeds than the capacity run).
  const uncached = mix.name === 'uncached';
  const paths = uncached ? uncachedMix(mix.postcodes, rate * seconds, 2).paths : mix.paths;
  const probePaths = uncached ? uncachedMix(mix.postcodes, 100, 3).paths : mix.paths;
  const normalLatencyMs = Math.max(NORMAL_LATENCY_FLOOR_MS, capacity.p99);
  rec.figure(
    'machine load average (1, 5, 15 min)',
    loadavg()
      .map((l) => l.toFixed(1))
      .join(', '),
  );
  await baseline(rec, rate, options.generatorThreads);
  let serverCpu = () => Number.NaN;
  const countersBefore = await shedCounters(server);
  let recovery: Promise<RecoveryResult> | undefined;
  const load = await whileProbingVersion(rec, server, () =>
    runOpenLoop({
      origin: server.origin,
      requests: getsOf(paths),
      headers,
      rate,
      durationSeconds: seconds,
      timeoutMs: CLIENT_TIMEOUT_MS,
      threads: options.generatorThreads,
      connectionsPerThread: CONNECTIONS_PER_THREAD,
      warmUpPath: '/healthz',
      onStart: (startAtEpochMs) => {
        serverCpu = sampleCpu(server, startAtEpochMs, seconds);
        recovery = probeRecovery({
          origin: server.origin,
          paths: probePaths,
          headers,
          fromEpochMs: startAtEpochMs + seconds * 1_000,
          seconds: RECOVERY_PROBE_SECONDS,
          normalLatencyMs,
          timeoutMs: CLIENT_TIMEOUT_MS,
        });
      },
    }),
  );
  overloadFigures(rec, load, options.generatorThreads);
  rec.figure(
    'server process CPU',
    `${Math.round(serverCpu() * 100)} % of a core during the arrivals`,
  );
  const recovered = await recovery!;
  rec.figure(
    'server: refusals by signal, GC (overload and recovery)',
    counterDelta(countersBefore, await shedCounters(server)),
  );
  assertOverload(rec, load, server);
  assertRecovery(rec, recovered, normalLatencyMs);
}

export async function overloadCheck(
  server: Server,
  options: OverloadOptions,
): Promise<CheckResult> {
  const rec = new Recorder('overload');
  const code = await newCode(server.origin);
  // As a browser asks (compressed answers); the generator does not decode them.
  const headers = { authorization: basicAuth(code), 'accept-encoding': 'gzip' };
  const mixes = await searchMixes(options.databaseUrl, server.origin, headers, 50_000);
  const first = await get(`${server.origin}${mixes.uncached.paths[0]}`, headers);
  if (
    !rec.assert('search answers before the load', first.status === 200, `status ${first.status}`)
  ) {
    return rec.result();
  }
  const capacities = new Map<MixName, Capacity>();
  for (const mix of [mixes.cached, mixes.uncached]) {
    const capacity = await measureCapacity(rec, server, headers, mix, options.capacitySeconds);
    if (capacity === null) return rec.result();
    capacities.set(mix.name, capacity);
  }
  for (const name of options.overloadMixes) {
    log(`  — ${options.factor}× the ${name} capacity, open-loop`);
    await sleep(1_000);
    const scope = rec.within(`${options.factor}× ${name}`);
    await overloadWith(scope, server, headers, mixes[name], capacities.get(name)!, options);
  }
  return rec.result();
}
