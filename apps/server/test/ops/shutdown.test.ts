// Graceful shutdown under load (README "Health and metrics"): a listening server, a steady stream
// of requests over keep-alive connections and a slow request in flight; then the shutdown main.ts
// runs on SIGTERM. The clients stand behind a load balancer that probes /readyz and stops sending
// when it fails. Every request sent gets a complete 200 answer (no reset, no 503), the slow one
// included; afterwards new connections are refused.
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOpsRuntime } from '../../src/ops/runtime.ts';
import { shutDownGracefully } from '../../src/ops/shutdown.ts';
import { openTestDb, TEST_JWT_SECRET } from '../helper.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';

interface Outcome {
  readonly status?: number;
  readonly complete?: boolean;
  readonly error?: string;
  readonly at: number;
}

/** One GET over the agent's keep-alive connections: its status and whether the body was whole. */
function get(agent: Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // Whole: the parser saw the end, and the body has the length the header announced.
        const length = Buffer.concat(chunks).length;
        const announced = Number(res.headers['content-length'] ?? length);
        const complete = res.complete && length === announced && length > 0;
        resolve({ status: res.statusCode, complete, at: performance.now() });
      });
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message, at: performance.now() }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, at: performance.now() }),
    );
    req.end();
  });
}

describe('graceful shutdown under load', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
  });
  afterAll(() => drop());

  it('answers every request that reached it, the slow one in flight included', async () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET });
    const ops = createOpsRuntime(db);
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, ops });
    // A request that is still being worked on when the listener closes.
    app.get('/test/langsam', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { langsam: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });

    const outcomes: Outcome[] = [];
    const readiness: Outcome[] = [];
    // The load balancer: it probes readiness and stops sending once the process is not ready.
    let balancerSending = true;
    const client = async () => {
      while (balancerSending) outcomes.push(await get(agent, port, '/web/api/v4/version'));
    };
    const clients = Array.from({ length: 8 }, client);
    const balancer = (async () => {
      while (balancerSending) {
        const outcome = await get(agent, port, '/readyz');
        readiness.push(outcome);
        if (outcome.status !== 200) balancerSending = false;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const slow = get(agent, port, '/test/langsam');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const drainStarted = performance.now();
    await shutDownGracefully({
      readiness: ops.readiness,
      drainMs: 1_500,
      stopWork: () => undefined,
      closeListeners: () => app.close(),
      release: async () => undefined,
    });
    const slowOutcome = await slow;
    await Promise.all([...clients, balancer]);
    const afterwards = await get(agent, port, '/web/api/v4/version');
    agent.destroy();

    // Every request sent got a whole 200 answer: no reset, no refusal, no 503 while closing.
    expect(outcomes.length).toBeGreaterThan(8);
    expect(outcomes.filter((o) => !(o.status === 200 && o.complete))).toEqual([]);
    expect(outcomes.filter((o) => o.at > drainStarted).length).toBeGreaterThan(0);
    expect(slowOutcome).toMatchObject({ status: 200, complete: true });
    // The balancer saw "ready" before the drain and "not ready" during it.
    expect(readiness.filter((o) => o.at < drainStarted).every((o) => o.status === 200)).toBe(true);
    expect(readiness.at(-1)).toMatchObject({ status: 503, complete: true });
    // Closed: a new connection is refused.
    expect(afterwards.error).toBe('ECONNREFUSED');
  });
});
