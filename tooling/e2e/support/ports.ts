// The ports the product listens on during the end-to-end run: E2E_PORT (default 47080) for WEB
// and the next three for TSS/DISPO, SURGERY and SMED, so that a running `pnpm start` (8080–8083)
// does not get in the way.
export interface E2EPorts {
  readonly web: number;
  readonly tssDispo: number;
  readonly surgery: number;
  readonly smed: number;
}

export function e2ePorts(env: NodeJS.ProcessEnv = process.env): E2EPorts {
  const base = Number(env.E2E_PORT ?? 47080);
  if (!Number.isInteger(base) || base < 1024 || base > 65_532) {
    throw new Error(`E2E_PORT must be a port number between 1024 and 65532, got "${env.E2E_PORT}"`);
  }
  return { web: base, tssDispo: base + 1, surgery: base + 2, smed: base + 3 };
}
