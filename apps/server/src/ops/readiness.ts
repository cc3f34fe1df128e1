// Readiness of one server process for the load balancer (README "Health and metrics"): not ready
// while the database does not answer, while the process sheds load, and from SIGTERM on (draining).
import type { Queryable } from '../db/client.ts';

/** A refusal by load shedding keeps the process "not ready" this long. */
export const SHED_NOT_READY_MS = 2_000;
/** One database probe serves every readiness request of this long (four ports, several balancers). */
const DB_PROBE_CACHE_MS = 1_000;
/** A database that has not answered `SELECT 1` by then counts as unreachable. */
const DB_PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessReport {
  readonly ready: boolean;
  readonly checks: {
    readonly database: 'ok' | 'unreachable';
    readonly load: 'ok' | 'shedding';
    readonly lifecycle: 'running' | 'draining';
  };
}

export class Readiness {
  #draining = false;
  #lastShedAt = -Infinity;
  #probe: { at: number; result: Promise<boolean> } | null = null;
  readonly #db: Queryable;
  readonly #now: () => number;

  constructor(db: Queryable, now: () => number = () => performance.now()) {
    this.#db = db;
    this.#now = now;
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on readiness fails; the process still answers until its listeners close. */
  startDraining(): void {
    this.#draining = true;
  }

  /** Load shedding refused a request. */
  markShed(): void {
    this.#lastShedAt = this.#now();
  }

  async report(): Promise<ReadinessReport> {
    const databaseOk = await this.#databaseOk();
    const shedding = this.#now() - this.#lastShedAt < SHED_NOT_READY_MS;
    const checks = {
      database: databaseOk ? 'ok' : 'unreachable',
      load: shedding ? 'shedding' : 'ok',
      lifecycle: this.#draining ? 'draining' : 'running',
    } as const;
    return { ready: databaseOk && !shedding && !this.#draining, checks };
  }

  #databaseOk(): Promise<boolean> {
    const now = this.#now();
    if (this.#probe && now - this.#probe.at < DB_PROBE_CACHE_MS) return this.#probe.result;
    const result = probeDatabase(this.#db);
    this.#probe = { at: now, result };
    return result;
  }
}

async function probeDatabase(db: Queryable): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_PROBE_TIMEOUT_MS);
  });
  const probe = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
