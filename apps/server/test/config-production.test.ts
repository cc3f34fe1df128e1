// Demo mode never on a production installation (issue #26 finding 4.3): `NODE_ENV=production DEMO=1`
// started with `JWT_SECRET=secret` and served the dev API, which issues any token.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REFUSAL = /DEMO=1 is refused with NODE_ENV=production/;

/** Starts the server as `pnpm start` does; answers its exit code and stderr, or null if it ran on. */
async function start(env: Record<string, string>, waitMs = 20_000) {
  const dataDir = await mkdtemp(join(tmpdir(), 'terminservice-start-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT_WEB: '0',
      PORT_TSS_DISPO: '0',
      PORT_SURGERY: '0',
      PORT_SMED: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  return { code, stderr };
}

describe('demo mode and production', () => {
  it.each([['1'], ['true']])('refuses NODE_ENV=production with DEMO=%s', (demo) => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: demo, JWT_SECRET: 'secret' })).toThrow(
      REFUSAL,
    );
  });

  it('keeps production without DEMO, and demo mode without NODE_ENV=production', () => {
    const secret = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '0', JWT_SECRET: secret }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1', JWT_SECRET: 'secret' }).demo).toBe(true);
  });

  it('the server does not start: a clear message on stderr, exit code 1, no stack trace', async () => {
    const { code, stderr } = await start({
      NODE_ENV: 'production',
      DEMO: '1',
      JWT_SECRET: 'secret',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(REFUSAL);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
