// The ports the product listens on during the end-to-end run: E2E_PORT (default 47080) for WEB
// and the next three for TSS/DISPO, SURGERY and SMED, so that a running `pnpm start` (8080–8083)
// does not get in the way.
import { productPorts, type ProductPorts } from './product.ts';

export type E2EPorts = ProductPorts;

export function e2ePorts(env: NodeJS.ProcessEnv = process.env): E2EPorts {
  return productPorts(env, 'E2E_PORT', 47080);
}
