// Starts the product the way `pnpm start` does — `node apps/server/src/main.ts` from the repository
// root on the Node that runs this — with a fresh PGlite data directory, demo mode (for the dev API
// that hands out codes and tokens) and the Lighthouse ports, as tooling/e2e/support/global-setup.ts
// does; waits until /terminservice answers. It builds nothing: `pnpm build` comes first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppPorts } from './ports.ts';

const START_TIMEOUT_MS = 240_000;

export interface RunningProduct {
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
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

export async function startProduct(repoRoot: string, ports: AppPorts): Promise<RunningProduct> {
  for (const app of ['web', 'tss-dispo', 'surgery', 'smed']) {
    const index = join(repoRoot, 'apps', app, 'dist', 'index.html');
    if (!existsSync(index))
      throw new Error(`${index} is missing: build the apps first (pnpm build).`);
  }
  const url = `http://127.0.0.1:${ports.web}/terminservice`;
  if (await answers(url)) {
    throw new Error(
      `Something already answers on ${url}: stop it, or choose other ports with LIGHTHOUSE_PORT.`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'terminservice-lighthouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As the e2e run: the server serves the same built apps in every mode; demo mode adds the dev
    // API (codes, tokens) and the demo practices around 10115.
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
  };
  // The embedded database in a fresh directory, never a PostgreSQL server of the machine.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.SMS_GATEWAY_URL;

  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
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
  return { stop };
}
