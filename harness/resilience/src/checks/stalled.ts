// Issue 16 "stalled request bodies close a port": sockets that send their headers and the first
// byte of a promised body, then nothing, must not take the port down. Before the fix, 16 such
// sockets turned every other request into 503 OVERLOADED (the load shedder counted them as in
// flight, and the request timeout was 0). Asserted with 200 of them on one port: a normal client
// still gets every answer, p99 ≤ 100 ms; the stalled sockets get no 503; in the default mode also
// that the server ends them itself (408 after its 30 s request limit).
import { connect, type Socket } from 'node:net';
import { ms, percentile, Recorder, sleep, type CheckResult } from '../report.ts';
import type { Server } from '../server.ts';

export interface StalledOptions {
  readonly sockets: number;
  /** Requests of the normal client while the sockets stall. */
  readonly requests: number;
  /** Wait for the server's own time limit to end the stalled requests (the default mode). */
  readonly awaitServerTimeout: boolean;
}

const CLIENT_P99_LIMIT_MS = 100;
/** The server's request limit (apps/server/src/http/timeouts.ts) plus its check interval and slack. */
const SERVER_TIMEOUT_WAIT_MS = 45_000;

interface Stalled {
  readonly socket: Socket;
  received: string;
  closed: boolean;
}

function stall(port: number, path: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{',
      );
      const stalled: Stalled = { socket, received: '', closed: false };
      socket.on('data', (chunk) => (stalled.received += chunk.toString('utf8')));
      socket.on('close', () => (stalled.closed = true));
      socket.on('error', () => undefined);
      resolve(stalled);
    });
    socket.once('error', reject);
  });
}

/** Sequential requests like one patient's app: alternately `version` and `status` (database). */
async function normalClient(api: string, count: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const status = await fetch(`${api}/${i % 2 ? 'version' : 'status'}`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    latencies.push(performance.now() - started);
  }
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

const summary = (statuses: Map<number, number>) =>
  [...statuses].map(([status, n]) => `${status}: ${n}`).join(', ');

export async function stalledBodiesCheck(
  server: Server,
  options: StalledOptions,
): Promise<CheckResult> {
  const rec = new Recorder('stalled');
  const port = Number(new URL(server.origin).port);
  const before = await normalClient(server.api, Math.min(100, options.requests));
  rec.figure(
    'normal client before',
    `p50 ${ms(percentile(before.latencies, 50))}, p99 ${ms(percentile(before.latencies, 99))}`,
  );

  const stalled = await Promise.all(
    Array.from({ length: options.sockets }, () => stall(port, '/web/api/v4/contact')),
  );
  // Older than the load shedder's queue-age limit (250 ms), had they been counted as in flight.
  await sleep(1_000);
  const during = await normalClient(server.api, options.requests);
  const p99 = percentile(during.latencies, 99);
  rec.figure(
    `normal client with ${options.sockets} stalled bodies`,
    `${options.requests} requests, p50 ${ms(percentile(during.latencies, 50))}, p99 ${ms(p99)}, max ${ms(during.latencies.at(-1) ?? Number.NaN)} [${summary(during.statuses)}]`,
  );
  const ok = during.statuses.get(200) ?? 0;
  rec.assert(
    'every request of the normal client answered 200',
    ok === options.requests,
    summary(during.statuses),
  );
  rec.assert(`normal client p99 ≤ ${CLIENT_P99_LIMIT_MS} ms`, p99 <= CLIENT_P99_LIMIT_MS, ms(p99));
  const shed = stalled.filter((s) => s.received.includes(' 503 ')).length;
  rec.assert('no stalled socket was answered 503', shed === 0, `${shed} of ${options.sockets}`);

  if (options.awaitServerTimeout) {
    const started = performance.now();
    while (stalled.some((s) => !s.closed) && performance.now() - started < SERVER_TIMEOUT_WAIT_MS) {
      await sleep(500);
    }
    const closed = stalled.filter((s) => s.closed).length;
    const timedOut = stalled.filter((s) => s.received.startsWith('HTTP/1.1 408 ')).length;
    rec.figure(
      'stalled sockets ended by the server',
      `${closed} closed, ${timedOut} answered 408, after ${ms(performance.now() - started)}`,
    );
    rec.assert(
      'the server ended every stalled request with 408',
      timedOut === options.sockets,
      `${timedOut} of ${options.sockets}`,
    );
  }
  for (const s of stalled) s.socket.destroy();
  rec.assert('the process stays up', server.alive(), server.exitInfo());
  return rec.result();
}
