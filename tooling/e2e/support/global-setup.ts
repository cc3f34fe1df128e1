// Starts the product the way `pnpm start` does — `node apps/server/src/main.ts` from the repository
// root, on the Node that runs this (the workspace's Node 24, through the pnpm script) — with a
// fresh PGlite data directory, demo mode and the e2e ports; waits until /terminservice answers;
// stops it and removes the data afterwards. It builds nothing: `pnpm build` comes first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePorts } from './ports.ts';
import { E2E_SUPPORT_MAIL } from './settings.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 240_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(webDist)) {
    throw new Error(`${webDist} is missing: build the apps first (pnpm build).`);
  }
  const ports = e2ePorts();
  const url = `http://127.0.0.1:${ports.web}/terminservice`;
  if (await answers(url)) {
    throw new Error(
      `Something already answers on ${url}: stop it, or choose other ports with E2E_PORT.`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'terminservice-e2e-'));
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
    SUPPORT_MAIL_TO: E2E_SUPPORT_MAIL,
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

  const teardown = async () => {
    await stop(child);
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
    await teardown();
    throw error;
  }
  exited.catch(() => {});
  return teardown;
}
