// The ports the product listens on during a Lighthouse run: LIGHTHOUSE_PORT (default 47800) for
// WEB and the next three for TSS/DISPO, SURGERY and SMED, apart from `pnpm start` (8080–8083) and
// the e2e run (47080–47083).
import { productPorts, type ProductPorts } from '@terminservice/e2e/support/product.ts';

export type AppPorts = ProductPorts;

export function lighthousePorts(env: NodeJS.ProcessEnv = process.env): AppPorts {
  return productPorts(env, 'LIGHTHOUSE_PORT', 47800);
}
