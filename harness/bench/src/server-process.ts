// Starts src/serve.ts as a child process on a port of the bench, waits until it answers, stops it.
import { answers, stopChild } from '@terminservice/e2e/support/product.ts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface RunningServer {
  readonly origin: string;
  readonly pid: number | undefined;
  /** The server's token secret, for practice tokens (the FHIR publishing run). */
  readonly jwtSecret: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly port: number;
  /** PostgreSQL; otherwise PGlite in dataDir. */
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  /** More environment for the child, e.g. SEARCH_CACHE_ENTRIES=0 for the uncached search. */
  readonly env?: Readonly<Record<string, string>>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  if (await answers(`${origin}/web/api/v4/version`)) {
    throw new Error(`Something already answers on ${origin}: choose another --port.`);
  }
  const jwtSecret = randomBytes(32).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Production mode: no demo data top-up, no dev API; the bench seeds and issues codes itself.
    NODE_ENV: 'production',
    DEMO: '0',
    JWT_SECRET: jwtSecret,
    HOST: '127.0.0.1',
    PORT_WEB: String(options.port),
    // A load balancer in front is the production setup: client addresses come from
    // X-Forwarded-For, so the per-address rate limits see many clients, as they would.
    TRUST_PROXY: '1',
    // One process unless a run asks for more (production's default is one per core).
    WORKERS: '1',
  };
  delete env.SMTP_URL;
  delete env.SMS_GATEWAY_URL;
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  Object.assign(env, options.env);

  // Request logs (info in production) go to /dev/null: they cost what they cost in production,
  // without flooding the bench's output. Warnings and errors still show.
  const child = spawn(process.execPath, [SERVE], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`The bench server exited during start (code ${code}, signal ${signal}).`)),
    );
  });
  exited.catch(() => undefined);
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    while (!(await Promise.race([answers(`${origin}/web/api/v4/version`), exited]))) {
      if (Date.now() > deadline) throw new Error(`${origin} did not answer within 120 s.`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 300)), exited]);
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, pid: child.pid, jwtSecret, stop: () => stopChild(child) };
}
