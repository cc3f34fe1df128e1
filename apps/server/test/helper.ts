// Test harness: a real database (PGlite in memory, or PostgreSQL when DATABASE_URL is set, in a
// fresh schema per test file) and the real app, called with app.inject — every answer checked
// against the OpenAPI document (contract.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkContract } from './contract.ts';

export const DATABASE_URL = process.env.DATABASE_URL;
/**
 * Load shedding that never refuses in tests that load a busy in-process PGlite on purpose; the
 * shedding itself has its own tests (load-shedding.test.ts, app.test.ts).
 */
export const RELAXED_LOAD_SHEDDING = {
  maxInFlight: 10_000,
  maxEventLoopDelayMs: 60_000,
  retryAfterSeconds: 1,
};
/** 32 random bytes, made as the README says: a made-up secret is refused outside demo mode. */
export const TEST_JWT_SECRET = 'Sm2E5MDw1eVqbFTfbsEgBSLFbAS4QaH8z5WswBvXswQ';

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  close(): Promise<void>;
}

/** A database with the schema applied; on PostgreSQL each call gets its own schema. */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (!DATABASE_URL) {
    const db = await openPglite();
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(DATABASE_URL);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(url.toString());
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export async function startTestApp(
  overrides: Partial<Omit<AppOptions, 'db' | 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestContext> {
  const { db, drop } = await openTestDb();
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...overrides.env });
  const app = await buildApp({ jwtSecret: TEST_JWT_SECRET, ...overrides, config, db });
  await app.ready();
  checkContract(app);
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}
