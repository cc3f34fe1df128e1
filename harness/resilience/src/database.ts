// The checks' own databases: a fresh `terminservice_resilience` on the machine's PostgreSQL (never
// the `test` database of the server tests), and the private cluster for the stop/start check.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates `database`; returns its URL. */
export async function freshDatabase(adminUrl: string, database: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`bad database name ${database}`);
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${database}`);
  });
  return withDatabase(adminUrl, database);
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await admin(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  );
}

/** Is a PostgreSQL server answering at this URL? */
export async function reachable(url: string): Promise<boolean> {
  try {
    await admin(url, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` with one connection to `url`. */
export function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  return admin(url, fn);
}

// --- The private cluster (Debian's postgresql-common tools; the machine's 5432 is never touched).

export interface Cluster {
  readonly version: string;
  readonly name: string;
  readonly port: number;
}

export async function command(file: string, args: readonly string[]): Promise<string> {
  const { stdout, stderr } = await run(file, [...args], { timeout: 120_000 });
  return `${stdout}${stderr}`;
}

/** Why the cluster check cannot run here, or null when it can. */
export async function clusterUnavailableReason(cluster: Cluster): Promise<string | null> {
  try {
    await command('which', [
      'pg_createcluster',
      'pg_ctlcluster',
      'pg_dropcluster',
      'pg_lsclusters',
    ]);
  } catch {
    return 'pg_createcluster (postgresql-common) is not installed';
  }
  if (process.getuid?.() !== 0) return 'pg_createcluster needs root';
  const clusters = await command('pg_lsclusters', ['--no-header']).catch(() => '');
  const taken = clusters
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cols) => cols[2] === String(cluster.port) && cols[1] !== cluster.name);
  if (taken) return `port ${cluster.port} is used by cluster ${taken[0]}/${taken[1]}`;
  return null;
}

/** Creates (or reuses) the cluster with trust auth on 127.0.0.1 and starts it. */
export async function startCluster(cluster: Cluster): Promise<void> {
  const clusters = await command('pg_lsclusters', ['--no-header']);
  const exists = clusters.split('\n').some((line) => {
    const cols = line.trim().split(/\s+/);
    return cols[0] === cluster.version && cols[1] === cluster.name;
  });
  if (!exists) {
    await command('pg_createcluster', [
      cluster.version,
      cluster.name,
      '-p',
      String(cluster.port),
      '--',
      '--auth-host=trust',
      '--auth-local=trust',
    ]);
  }
  await command('pg_ctlcluster', [cluster.version, cluster.name, 'start']).catch(
    (error: unknown) => {
      // Already running is fine (a reused cluster).
      if (!/already running/i.test(String((error as { stderr?: string }).stderr ?? error)))
        throw error;
    },
  );
}

/** Stops the cluster the hard way: `-m immediate` (no checkpoint, connections cut). */
export async function stopClusterImmediately(cluster: Cluster): Promise<void> {
  await command('pg_ctlcluster', [cluster.version, cluster.name, 'stop', '-m', 'immediate']);
}

export async function restartCluster(cluster: Cluster): Promise<void> {
  await command('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
}

export async function dropCluster(cluster: Cluster): Promise<void> {
  await command('pg_dropcluster', ['--stop', cluster.version, cluster.name]);
}

export function clusterUrl(cluster: Cluster, database: string): string {
  return `postgres://postgres@127.0.0.1:${cluster.port}/${database}`;
}
