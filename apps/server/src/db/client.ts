// One small interface over PGlite (embedded, default) and PostgreSQL (DATABASE_URL), so every
// query is written once in the PostgreSQL dialect (docs/architecture.md "Server").
import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { actorStatement } from './actor.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { StatementNames } from './statement-names.ts';

export { StatementNames } from './statement-names.ts';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction; rolls back when it throws. The transaction names the request's
   * actor to the change log's triggers (db/actor.ts, ADR 25).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The pool's connections (PostgreSQL only), for the metrics (ops/metrics.ts). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  // No data dir: in memory (tests). With one: on disk, survives restarts.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const statements = new PgliteStatements(lite);
  return {
    kind: 'pglite',
    query: (sql, params = []) => statements.query(sql, params),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const actor = actorStatement();
      return lite.transaction(async (tx) => {
        // In-process: one more statement costs no round trip.
        if (actor) await tx.query(actor);
        return fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<R>(sql, [...params])).rows;
          },
        });
      });
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    close: () => lite.close(),
  };
}

/**
 * Connections per server process. The machine of the spec has 2 cores for the server and
 * PostgreSQL together; more busy backends than a few per core only add switching and lock
 * contention. In the booking race of `pnpm bench` (issue #17, 2026-11-26, busy machine) PostgreSQL
 * spent ≈ 0.47 ms of CPU per request with 8–10 connections against ≈ 0.64 ms with 20, at the same
 * search throughput. Requests beyond it wait for a connection (in-flight requests are bounded by
 * the load shedding).
 */
export const POOL_SIZE = 10;

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // A database host that does not answer at all would otherwise hold a request until the OS gives
    // up on the TCP connect (minutes); after 5 s it becomes a 503 (db/unavailable.ts).
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const statements = new StatementNames();
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (await client.query({ name: statements.nameOf(sql, params), text: sql, values: [...params] }))
      .rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params = []) => run(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const actor = actorStatement();
      const client = await pool.connect();
      try {
        // The actor travels in BEGIN's own simple query: no round trip of its own.
        await client.query(actor ? `BEGIN; ${actor}` : 'BEGIN');
        const result = await fn({ query: (sql, params = []) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
