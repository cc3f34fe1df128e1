// WORKERS (issue #25 part 4): the setting's rules, and — on PostgreSQL — the real thing: `pnpm
// start` with WORKERS=2 runs a supervisor and two worker processes on the same ports; both answer,
// GET /metrics adds up every worker's figures, a killed worker is replaced, and SIGTERM drains them
// all and ends the supervisor with exit code 0.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_TOKEN_LIMITS, limitsPerWorker } from '../../src/routes/fhir/token-limits.ts';
import { openPostgres } from '../../src/db/client.ts';
import { TEST_JWT_SECRET } from '../helper.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL;

describe('the WORKERS setting', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET };
  it('is 1 in demo mode and with PGlite, one per core in production on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig(production).workers).toBe(1);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/x' }).workers).toBe(
      Math.min(availableParallelism(), 64),
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', WORKERS: '3' }).workers).toBe(3);
  });

  it('refuses more than one process on PGlite, and what is not a whole number from 1 to 64', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL/);
    for (const value of ['0', '65', '1.5', 'zwei']) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', WORKERS: value })).toThrow(
        /WORKERS must be a whole number from 1 to 64/,
      );
    }
  });
});

describe('the FHIR per-token limits with WORKERS', () => {
  it('give each worker its part, so a token gets the limit once per machine', () => {
    expect(limitsPerWorker(1)).toEqual(DEFAULT_TOKEN_LIMITS);
    expect(limitsPerWorker(2)).toEqual({ perSecond: 5, burst: 20, inFlight: 2, maxTokens: 10_000 });
    // Never nothing: with more workers than in-flight requests each still admits one.
    expect(limitsPerWorker(16).inFlight).toBe(1);
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function childrenOf(pid: number): number[] {
  try {
    const out = execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    const admin = await openPostgres(DATABASE_URL!);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  });

  it('serves from two processes, adds up their metrics, replaces a dead one, drains on SIGTERM', async () => {
    const admin = await openPostgres(DATABASE_URL!);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        JWT_SECRET: TEST_JWT_SECRET,
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        HOST: '127.0.0.1',
        PORT_WEB: String(ports[0]),
        PORT_TSS_DISPO: String(ports[1]),
        PORT_SURGERY: String(ports[2]),
        PORT_SMED: String(ports[3]),
        SHUTDOWN_DRAIN_MS: '200',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    const web = `http://127.0.0.1:${ports[0]}`;
    await until('the listening line', async () =>
      stdout.includes('"listening"') ? true : undefined,
    );
    expect(
      JSON.parse(stdout.split('\n').find((line) => line.includes('"listening"'))!),
    ).toMatchObject({
      workers: 2,
    });
    const workers = childrenOf(child.pid!);
    expect(workers).toHaveLength(2);

    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${web}/web/api/v4/version`)).status).toBe(200);
    }
    const metrics = await (await fetch(`${web}/metrics`)).text();
    const version = metrics
      .split('\n')
      .find(
        (line) =>
          line.startsWith('terminservice_http_requests_total{') && line.includes('/version"'),
      );
    expect(Number(version?.split(' ').at(-1))).toBe(20);

    process.kill(workers[0]!, 'SIGKILL');
    await until('a new worker', async () => {
      const now = childrenOf(child!.pid!);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    });
    expect((await fetch(`${web}/readyz`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(child.pid!)).toEqual([]);
    await expect(fetch(`${web}/healthz`)).rejects.toThrow();
  }, 120_000);
});
