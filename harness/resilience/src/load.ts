// One closed-loop autocannon run (each connection sends its next request when the answer is in):
// the capacity the overload check measures first. With the figures autocannon does not split:
// latency of the admitted (2xx) answers alone, answers by status, and 503s without Retry-After.
// The overload itself is open-loop (open-loop.ts): closed-loop clients cannot overload.
import autocannon from 'autocannon';
import { percentile } from './report.ts';

export interface LoadOptions {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly durationSeconds: number;
  /** Paths taken in turn on the url's origin (absent: the url's own path every time). */
  readonly paths?: readonly string[];
}

export interface LoadResult {
  readonly seconds: number;
  readonly requests: number;
  readonly byStatus: ReadonlyMap<number, number>;
  readonly ok: number;
  readonly okP50: number;
  readonly okP99: number;
  readonly okMax: number;
  readonly shed: number;
  readonly shedWithoutRetryAfter: number;
  /** Connection errors and time-outs (no answer at all). */
  readonly errors: number;
  readonly timeouts: number;
}

interface HeadersInfo {
  readonly statusCode: number;
  readonly headers: readonly string[];
}

/** autocannon's request list: each request takes the next of the paths. */
function rotatingPaths(paths: readonly string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
    },
  ];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const byStatus = new Map<number, number>();
  const okLatencies: number[] = [];
  let shedWithoutRetryAfter = 0;
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.paths ? { requests: rotatingPaths(options.paths) } : {}),
    // An answer that takes longer than this counts as a time-out: the collapse this guards against.
    timeout: 10,
    setupClient: (client) => {
      const events = client as unknown as NodeJS.EventEmitter;
      events.on('headers', (info: HeadersInfo) => {
        if (info.statusCode !== 503) return;
        const names = info.headers.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
        if (!names.includes('retry-after')) shedWithoutRetryAfter += 1;
      });
      events.on('response', (status: number, _bytes: number, latencyMs: number) => {
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) okLatencies.push(latencyMs);
      });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  okLatencies.sort((a, b) => a - b);
  const requests = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  return {
    seconds,
    requests,
    byStatus,
    ok: okLatencies.length,
    okP50: percentile(okLatencies, 50),
    okP99: percentile(okLatencies, 99),
    okMax: okLatencies.at(-1) ?? Number.NaN,
    shed: byStatus.get(503) ?? 0,
    shedWithoutRetryAfter,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function statusSummary(byStatus: ReadonlyMap<number, number>): string {
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}
