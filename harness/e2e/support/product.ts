// Starts the product the way `pnpm start` does — `node apps/server/src/main.ts` from the repository
// root, on the Node that runs this (the workspace's Node 24, through the pnpm script) — with a
// fresh PGlite data directory, demo mode (the dev API hands out codes and tokens) and the given
// ports; waits until /terminservice answers. It builds nothing: `pnpm build` comes first. Used by
// the e2e run (support/global-setup.ts) and `pnpm lighthouse`; `answers` and `stopChild` also by
// `pnpm bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 240_000;

/** WEB and, on the next three ports, TSS/DISPO, SURGERY and SMED. */
export interface ProductPorts {
  readonly web: number;
  readonly tssDispo: number;
  readonly surgery: number;
  readonly smed: number;
}

/** The four ports from the environment variable `name` (the WEB port), default `fallback`. */
export function productPorts(env: NodeJS.ProcessEnv, name: string, fallback: number): ProductPorts {
  const base = Number(env[name] ?? fallback);
  if (!Number.isInteger(base) || base < 1024 || base > 65_532) {
    throw new Error(`${name} must be a port number between 1024 and 65532, got "${env[name]}"`);
  }
  return { web: base, tssDispo: base + 1, surgery: base + 2, smed: base + 3 };
}

/** Whether the address answers 2xx within 2 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM, and SIGKILL after 10 s; resolves when the child has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface DemoProductOptions {
  readonly ports: ProductPorts;
  /** Names the temporary data directory, e.g. 'e2e'. */
  readonly label: string;
  /** The variable that chooses other ports, for the message when the ports are taken. */
  readonly portVariable: string;
  /** More settings for the server, e.g. SUPPORT_MAIL_TO. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts the product; answers the function that stops it and removes its data. */
export async function startDemoProduct(options: DemoProductOptions): Promise<() => Promise<void>> {
  const { ports } = options;
  const url = `http://127.0.0.1:${ports.web}/terminservice`;
  if (await answers(url)) {
    throw new Error(
      `Something already answers on ${url}: stop it, or choose other ports with ${options.portVariable}.`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), `terminservice-${options.label}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO: '1',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORT_WEB: String(ports.web),
    PORT_TSS_DISPO: String(ports.tssDispo),
    PORT_SURGERY: String(ports.surgery),
    PORT_SMED: String(ports.smed),
    PUBLIC_URL: `http://127.0.0.1:${ports.web}`,
    LOG_LEVEL: 'warn',
    // Load shedding stays on, with more patience: two browsers, the server and its embedded
    // database share the machine's cores, and on a slow machine the defaults (250 ms, 1 s; tuned
    // for production by harness/resilience) refused the journeys' own clicks with 503.
    LOAD_SHED_QUEUE_AGE_MS: '2000',
    LOAD_SHED_EVENT_LOOP_MS: '5000',
    ...options.env,
  };
  // The embedded database in a fresh directory, never a PostgreSQL server of the machine.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.SMS_GATEWAY_URL;

  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`The server exited during start (code ${code}, signal ${signal}).`)),
    );
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    while (!(await Promise.race([answers(url), exited]))) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 500)), exited]);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => {});
  return stop;
}
