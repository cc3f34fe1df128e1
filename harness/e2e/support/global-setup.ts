// Starts the product as `pnpm start` does, on the e2e ports with a fresh database
// (support/product.ts), and stops it after the run. It builds nothing: `pnpm build` comes first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePorts } from './ports.ts';
import { REPO_ROOT, startDemoProduct } from './product.ts';
import { E2E_REMINDER_INTERVAL_MS, E2E_SUPPORT_MAIL } from './settings.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(webDist)) {
    throw new Error(`${webDist} is missing: build the apps first (pnpm build).`);
  }
  return startDemoProduct({
    ports: e2ePorts(),
    label: 'e2e',
    portVariable: 'E2E_PORT',
    env: {
      SUPPORT_MAIL_TO: E2E_SUPPORT_MAIL,
      REMINDER_INTERVAL_MS: String(E2E_REMINDER_INTERVAL_MS),
    },
  });
}
