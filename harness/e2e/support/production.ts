// "Running it for real" (README): the product as an operator runs it — NODE_ENV=production,
// PostgreSQL, an empty database, no demo data and no dev API — started by the spec that needs it,
// on its own ports. The operator commands (import-practices, issue-token) run as child processes,
// exactly as the README shows them.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { answers, REPO_ROOT, stopChild, type ProductPorts } from './product.ts';

const run = promisify(execFile);
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Whether a PostgreSQL server listens on 127.0.0.1:5432 (CI machines run one). */
export function postgresListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(PG.port, PG.host);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function psql(sql: string): Promise<void> {
  await run('psql', [
    '-h',
    PG.host,
    '-U',
    PG.user,
    '-d',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    sql,
  ]);
}

export class ProductionProduct {
  readonly ports: ProductPorts;
  readonly database: string;
  readonly env: NodeJS.ProcessEnv;
  #server: ChildProcess | undefined;

  constructor(ports: ProductPorts, database: string) {
    this.ports = ports;
    this.database = database;
    this.env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`,
      JWT_SECRET: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT_WEB: String(ports.web),
      PORT_TSS_DISPO: String(ports.tssDispo),
      PORT_SURGERY: String(ports.surgery),
      PORT_SMED: String(ports.smed),
      PUBLIC_URL: `http://127.0.0.1:${ports.web}`,
      LOG_LEVEL: 'warn',
    };
  }

  /** A fresh, empty database. */
  async createDatabase(): Promise<void> {
    await psql(`DROP DATABASE IF EXISTS ${this.database}`);
    await psql(`CREATE DATABASE ${this.database}`);
  }

  /** An operator command of the server package (apps/server/scripts/<name>.ts). */
  command(name: string, args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
    const script = join(REPO_ROOT, `apps/server/scripts/${name}.ts`);
    return run(process.execPath, [script, ...args], { env: this.env, cwd: REPO_ROOT });
  }

  /** `node apps/server/src/main.ts` in production mode; resolves when the WEB app answers. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/src/main.ts')], {
      env: this.env,
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.#server = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await answers(`http://127.0.0.1:${this.ports.web}/terminservice`)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the production server did not answer within 120 s');
  }

  async stop(): Promise<void> {
    if (this.#server) await stopChild(this.#server);
    await psql(`DROP DATABASE IF EXISTS ${this.database}`).catch(() => undefined);
  }
}
