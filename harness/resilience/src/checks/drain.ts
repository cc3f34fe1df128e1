// Issue #16 "On SIGTERM a process stops accepting, finishes in-flight requests and exits": eight
// clients send a steady stream of DB-backed requests over keep-alive connections through a
// "load balancer" that probes /readyz every 100 ms and stops sending when it fails; the server gets
// SIGTERM. Every request sent must get a whole 200 answer — no reset, no 503 while closing — and
// the process must exit by itself with code 0.
import { Agent, request as httpRequest } from 'node:http';
import { log, ms, Recorder, sleep, type CheckResult } from '../report.ts';
import type { Server } from '../server.ts';

interface Outcome {
  readonly status?: number;
  readonly whole?: boolean;
  readonly error?: string;
  readonly at: number;
}

function get(agent: Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const done = (outcome: Omit<Outcome, 'at'>) => resolve({ ...outcome, at: performance.now() });
    const req = httpRequest(url, { agent }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => (length += chunk.length));
      res.on('end', () => {
        const announced = Number(res.headers['content-length'] ?? length);
        done({ status: res.statusCode, whole: res.complete && length === announced });
      });
      res.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? 'error' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? 'error' }));
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

export async function drainCheck(server: Server, loadSeconds = 2): Promise<CheckResult> {
  const rec = new Recorder('SIGTERM under load');
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const outcomes: Outcome[] = [];
  const probes: Outcome[] = [];
  let sending = true;
  const clients = Array.from({ length: 8 }, async () => {
    while (sending) outcomes.push(await get(agent, `${server.api}/ortsname/abrufen?plz=10115`));
  });
  const balancer = (async () => {
    while (sending) {
      const probe = await get(agent, `${server.origin}/readyz`);
      probes.push(probe);
      if (probe.status !== 200) sending = false;
      else await sleep(100);
    }
  })();
  await sleep(loadSeconds * 1_000);
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const exitTimeout = sleep(20_000).then(() => 'timeout' as const);
  const exit = await Promise.race([exited.then(() => 'exited' as const), exitTimeout]);
  sending = false;
  await Promise.all([...clients, balancer]);
  agent.destroy();

  const bad = outcomes.filter((o) => !(o.status === 200 && o.whole));
  rec.figure('requests answered', outcomes.length);
  rec.figure('answered after SIGTERM', outcomes.filter((o) => o.at > signalled).length);
  rec.figure('exit after SIGTERM', exit === 'exited' ? ms(performance.now() - signalled) : exit);
  rec.assert(
    'load before SIGTERM',
    outcomes.some((o) => o.at < signalled),
    `${outcomes.length}`,
  );
  rec.assert(
    'every request sent got a whole 200 (no reset, no 503)',
    bad.length === 0,
    bad.length === 0
      ? 'all'
      : bad
          .slice(0, 5)
          .map((o) => o.error ?? `${o.status}${o.whole ? '' : ' cut'}`)
          .join(','),
  );
  const notReady = probes.find((p) => p.at > signalled && p.status === 503);
  rec.assert(
    'readiness failed after SIGTERM, before the listener closed',
    notReady !== undefined,
    probes
      .map((p) => p.status ?? p.error)
      .join(',')
      .slice(-60),
  );
  rec.assert(
    'the process exited by itself with code 0',
    exit === 'exited' && server.child.exitCode === 0,
    server.exitInfo(),
  );
  if (bad.length > 0) log(server.output().slice(-2_000));
  return rec.result();
}
