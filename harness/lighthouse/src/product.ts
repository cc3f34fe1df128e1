// The product as the e2e run starts it (harness/e2e/support/product.ts: `pnpm start`'s server, a
// fresh PGlite directory, demo mode for the dev API's codes and tokens), on the Lighthouse ports,
// after checking that all four apps are built. It builds nothing: `pnpm build` comes first.
import { startDemoProduct } from '@terminservice/e2e/support/product.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppPorts } from './ports.ts';

export interface RunningProduct {
  stop(): Promise<void>;
}

export async function startProduct(repoRoot: string, ports: AppPorts): Promise<RunningProduct> {
  for (const app of ['web', 'tss-dispo', 'surgery', 'smed']) {
    const index = join(repoRoot, 'apps', app, 'dist', 'index.html');
    if (!existsSync(index))
      throw new Error(`${index} is missing: build the apps first (pnpm build).`);
  }
  const stop = await startDemoProduct({
    ports,
    label: 'lighthouse',
    portVariable: 'LIGHTHOUSE_PORT',
  });
  return { stop };
}
