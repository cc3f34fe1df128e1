// The product's server as a child process (apps/server/src/main.ts, as `pnpm start` runs it), on
// this package's ports, so that it can be overloaded, killed with SIGKILL and restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sleep } from './report.ts';

const MAIN = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** 32 random bytes: a made-up secret is refused outside demo mode (secret-strength.ts). */
const JWT_SECRET = '_SI9CaBgoKuAUDIuaDb9AmHksFkI8v3XiBcyB132jMY';

export interface ServerOptions {
  readonly databaseUrl: string;
  /** First of four consecutive ports (WEB, TSS/DISPO, SURGERY, SMED). */
  readonly basePort: number;
  /** Demo mode: seeds demo data (scale 1) when empty and serves the dev API (codes). */
  readonly demo: boolean;
  /** SHUTDOWN_DRAIN_MS of the server (default 1 s). */
  readonly drainMs?: number;
}

export interface Server {
  readonly origin: string;
  readonly api: string;
  readonly child: ChildProcess;
  /** True while the process has not exited. */
  alive(): boolean;
  /** The exit code or signal, once exited. */
  exitInfo(): string;
  /** The server's log lines (warn and above), for a failure report. */
  output(): string;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/**
 * Starts the server; when a port is taken, tries again for up to PORT_WAIT_ATTEMPTS × 2 s: the
 * ports lie in Linux's ephemeral range (32768–60999), so an outgoing connection of anything on the
 * machine can hold one — and after it closed, for TIME_WAIT's 60 s (a client socket without
 * SO_REUSEADDR blocks the bind). The open-loop overload closes ~1,000 client connections and
 * aborts more; afterwards one of them sat on 47704 and the PostgreSQL check could not start.
 */
const PORT_WAIT_ATTEMPTS = 35;

export async function startServer(
  options: ServerOptions,
  readyTimeoutMs = 120_000,
): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options, readyTimeoutMs);
    } catch (error) {
      if (attempt >= PORT_WAIT_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
      await sleep(2_000);
    }
  }
}

async function startServerOnce(options: ServerOptions, readyTimeoutMs: number): Promise<Server> {
  const { basePort } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT_WEB: String(basePort),
    PORT_TSS_DISPO: String(basePort + 1),
    PORT_SURGERY: String(basePort + 2),
    PORT_SMED: String(basePort + 3),
    HOST: '127.0.0.1',
    DEMO: options.demo ? '1' : '0',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    // SIGTERM drains for this long (readiness fails first; README "Health and metrics"): short
    // here, where no load balancer has to notice, and below stop()'s SIGKILL after 10 s.
    SHUTDOWN_DRAIN_MS: String(options.drainMs ?? 1_000),
  };
  delete env.NODE_ENV;
  // process.execPath: the Node 24 that runs this script (pnpm puts the workspace's node first).
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${basePort}`;
  const server: Server = {
    origin,
    api: `${origin}/web/api/v4`,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    exitInfo: () => `exit code ${child.exitCode}, signal ${child.signalCode}`,
    output: () => output,
    async stop() {
      if (!server.alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill9() {
      if (!server.alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive())
      throw new Error(`server exited while starting (${server.exitInfo()}):\n${output}`);
    try {
      const res = await fetch(`${server.api}/version`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await server.kill9();
  throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${output}`);
}
