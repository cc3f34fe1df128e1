// Where the CPU went during a load run (Linux /proc): the server process, the PostgreSQL backends,
// and the whole machine. A server near 100 % of one core is bound by its event loop; PostgreSQL
// near the core count is bound by the database; "other" is load from outside the bench (a busy
// machine makes every figure lower).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function processTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at ") ".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The parent of a process, from /proc/<pid>/stat (0 when it is gone). */
function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The server's ticks with its workers' (WORKERS > 1: the supervisor's child processes). */
function serverTicks(pid: number): number {
  let sum = processTicks(pid);
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === pid) sum += processTicks(Number(entry));
  }
  return sum;
}

/**
 * The database a PostgreSQL process works for, from its title ("postgres: [cluster: ]user database
 * host(port) state", "… autovacuum worker database"); null for the shared processes (WAL writer,
 * checkpointer, background writer, the postmaster), which serve every database.
 */
export function databaseOfTitle(title: string): string | null {
  const backend = /^postgres: (?:[^ :]+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
  if (backend) return backend[1]!;
  const worker = /autovacuum worker (\S+)/.exec(title);
  return worker ? worker[1]! : null;
}

/**
 * Ticks per PostgreSQL process (one per connection) that works for `database` or for all of them
 * (the shared processes); null `database`: every PostgreSQL process. Backends of other databases
 * (another suite's `test` on a shared machine) count as "other processes", not as the bench's.
 */
function postgresTicks(database: string | null): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database !== null) {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        const of = databaseOfTitle(title);
        if (of !== null && of !== database) continue;
      }
      ticks.set(Number(entry), processTicks(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/**
 * What the processes alive at the end used since the start (a process started meanwhile counts
 * from zero; one that ended meanwhile is lost, so short-lived connections are undercounted).
 */
function delta(start: Map<number, number>, end: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ticks] of end) sum += Math.max(0, ticks - (start.get(pid) ?? 0));
  return sum;
}

/** Busy ticks of the whole machine (all cores), from the first line of /proc/stat. */
function machineTicks(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return values.reduce((a, b) => a + b, 0) - idle;
}

export interface CpuShare {
  /** How long the measurement ran. */
  readonly seconds: number;
  /** Percent of one core. */
  readonly server: number;
  readonly postgres: number;
  readonly bench: number;
  /** Everything else on the machine. */
  readonly other: number;
}

interface Sample {
  readonly at: number;
  readonly server: number;
  readonly postgres: Map<number, number>;
  readonly bench: number;
  readonly machine: number;
}

function sample(serverPid: number | undefined, database: string | null): Sample {
  return {
    at: performance.now(),
    server: serverPid ? serverTicks(serverPid) : 0,
    postgres: postgresTicks(database),
    bench: processTicks(process.pid),
    machine: machineTicks(),
  };
}

/**
 * Starts measuring; the returned function gives the shares since then (null without /proc).
 * `database`: count only the PostgreSQL processes of that database and the shared ones.
 */
export function measureCpu(
  serverPid: number | undefined,
  database: string | null = null,
): () => CpuShare | null {
  let start: Sample;
  try {
    start = sample(serverPid, database);
  } catch {
    return () => null;
  }
  return () => {
    const end = sample(serverPid, database);
    const seconds = (end.at - start.at) / 1000;
    const pct = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds) * 100;
    const server = pct(end.server - start.server);
    const postgres = pct(delta(start.postgres, end.postgres));
    const bench = pct(end.bench - start.bench);
    const machine = pct(end.machine - start.machine);
    const other = Math.max(0, machine - server - postgres - bench);
    return { seconds, server, postgres, bench, other };
  };
}

/**
 * CPU milliseconds per answered request of the server and its database together (one core's
 * share × the run's duration ÷ the answers); NaN without /proc or without answers. With PGlite the
 * database runs inside the server process, and its PostgreSQL share is 0 (`embedded`).
 */
export function cpuMsPerRequest(
  share: CpuShare | null,
  answered: number,
  embedded = false,
): number {
  if (!share || answered <= 0) return Number.NaN;
  const percent = share.server + (embedded ? 0 : share.postgres);
  return ((percent / 100) * share.seconds * 1000) / answered;
}

/** `embedded`: PGlite runs inside the server process, so there are no PostgreSQL processes. */
export function formatCpu(share: CpuShare | null, embedded = false): string {
  if (!share) return 'CPU shares: not available (no /proc)';
  const f = (n: number) => `${n.toFixed(0)} %`;
  const database = embedded ? 'PGlite inside' : `PostgreSQL ${f(share.postgres)}`;
  return `CPU (100 % = one core): server ${f(share.server)}, ${database}, load generator ${f(share.bench)}, other processes ${f(share.other)}`;
}
