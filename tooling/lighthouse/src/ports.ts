// The ports the product listens on during a Lighthouse run: LIGHTHOUSE_PORT (default 47800) for
// WEB and the next three for TSS/DISPO, SURGERY and SMED, apart from `pnpm start` (8080–8083) and
// the e2e run (47080–47083).
export interface AppPorts {
  readonly web: number;
  readonly tssDispo: number;
  readonly surgery: number;
  readonly smed: number;
}

export function lighthousePorts(env: NodeJS.ProcessEnv = process.env): AppPorts {
  const base = Number(env.LIGHTHOUSE_PORT ?? 47800);
  if (!Number.isInteger(base) || base < 1024 || base > 65_532) {
    throw new Error(
      `LIGHTHOUSE_PORT must be a port number between 1024 and 65532, got "${env.LIGHTHOUSE_PORT}"`,
    );
  }
  return { web: base, tssDispo: base + 1, surgery: base + 2, smed: base + 3 };
}
