// "The server recovers at once" (issue #17): from the moment the overload's last arrival is due, a
// search at a normal rate — one every 100 ms, each sent at its time whether or not the one before
// was answered — and the time to the first clean second: ten probes in a row answered 2xx within
// the normal latency. Measured from the end of the arrivals, so requests still queued in the
// server at that moment count against it.
import { Pool } from 'undici';
import { sleep } from './report.ts';

export interface RecoveryOptions {
  readonly origin: string;
  readonly paths: readonly string[];
  readonly headers: Record<string, string>;
  /** When the overload's arrivals end (epoch ms): the first probe is due then. */
  readonly fromEpochMs: number;
  readonly seconds: number;
  /** A probe slower than this is not yet normal. */
  readonly normalLatencyMs: number;
  readonly timeoutMs: number;
}

export interface Probe {
  /** Scheduled time after the end of the overload (ms). */
  readonly at: number;
  readonly status: number;
  readonly latency: number;
}

export interface RecoveryResult {
  readonly probes: readonly Probe[];
  /** When the first clean second began, after the end of the overload (ms); NaN: never. */
  readonly recoveredAfterMs: number;
}

export const PROBE_INTERVAL_MS = 100;
const CLEAN_RUN = 1_000 / PROBE_INTERVAL_MS;

async function probe(
  pool: Pool,
  path: string,
  at: number,
  options: RecoveryOptions,
): Promise<Probe> {
  const started = performance.now();
  try {
    const res = await pool.request({
      path,
      method: 'GET',
      headers: options.headers,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
    return { at, status: res.statusCode, latency: performance.now() - started };
  } catch {
    return { at, status: 0, latency: performance.now() - started };
  }
}

export function isClean(probe: Probe, normalLatencyMs: number): boolean {
  return probe.status >= 200 && probe.status < 300 && probe.latency <= normalLatencyMs;
}

export async function probeRecovery(options: RecoveryOptions): Promise<RecoveryResult> {
  const pool = new Pool(options.origin, { connections: 64, pipelining: 1 });
  const pending: Promise<Probe>[] = [];
  const count = Math.round((options.seconds * 1_000) / PROBE_INTERVAL_MS);
  for (let i = 0; i < count; i++) {
    const wait = options.fromEpochMs + i * PROBE_INTERVAL_MS - Date.now();
    if (wait > 0) await sleep(wait);
    const path = options.paths[i % options.paths.length]!;
    pending.push(probe(pool, path, i * PROBE_INTERVAL_MS, options));
  }
  const probes = await Promise.all(pending);
  await pool.close();
  let recoveredAfterMs = Number.NaN;
  for (let i = 0; i + CLEAN_RUN <= probes.length; i++) {
    if (probes.slice(i, i + CLEAN_RUN).every((p) => isClean(p, options.normalLatencyMs))) {
      recoveredAfterMs = Math.max(0, probes[i]!.at);
      break;
    }
  }
  return { probes, recoveredAfterMs };
}
