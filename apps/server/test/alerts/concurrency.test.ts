// The matcher beside real concurrency (PostgreSQL; on PGlite transactions run one at a time):
// two server processes' job runners start the matcher at once and one runs it (advisory lock);
// slots freed while runs and bookings race are each recorded once and told at most three alerts,
// each alert once — whatever commits first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../src/db/client.ts';
import { alertMatcherJob } from '../../src/services/alerts/index.ts';
import { runJobOnce } from '../../src/services/kernel/jobs.ts';
import {
  DAY,
  HOUR,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { DATABASE_URL, startTestApp, type TestContext } from '../helper.ts';
import { PUBLIC_URL, RELAXED_LOAD_SHEDDING, runMatcher, setUpAlert } from './fixtures.ts';

describe.skipIf(!DATABASE_URL)('the matcher under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let second: Db;
  let practice: Practice;

  beforeAll(async () => {
    ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
    await seedReference(ctx.db);
    practice = await insertPractice(ctx.db);
    // A second connection pool on the same schema, as a second server process would have.
    const [row] = await ctx.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${row!.schema}`);
    second = await openPostgres(url.toString());
    for (let i = 0; i < 12; i++) {
      await setUpAlert(ctx.app, ctx.db, await insertCode(ctx.db), {
        empfaenger: `p${i}@example.org`,
      });
      await ctx.db.query('DELETE FROM rate_limits');
    }
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('runs on one process at a time; the other skips the round', async () => {
    const job = alertMatcherJob({ publicUrl: PUBLIC_URL });
    // Hold the lock in one transaction while the other process tries.
    const held = ctx.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(1161171, hashtext('terminalarm'))`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runJobOnce(second, job)).toBeNull();
    await held;
    expect(await runJobOnce(second, job)).not.toBeNull();
  });

  it('tells each freed slot to at most three alerts and each alert once, under racing runs', async () => {
    const job = alertMatcherJob({ publicUrl: PUBLIC_URL });
    const slots = await Promise.all(
      [0, 1, 2, 3].map((i) => insertSlot(ctx.db, practice, { inMs: 4 * DAY + i * HOUR })),
    );
    const runs = [ctx.db, second, ctx.db, second].map((db) => runJobOnce(db, job));
    await Promise.all(runs);
    await runMatcher(ctx.db);
    const perSlot = await ctx.db.query<{ slot_id: string; n: number }>(
      `SELECT slot_id::text, count(*)::int AS n FROM terminalarm_meldungen
        WHERE slot_id = ANY ($1::bigint[]) GROUP BY slot_id ORDER BY slot_id`,
      [slots],
    );
    expect(perSlot.map((r) => r.n)).toEqual([3, 3, 3, 3]);
    const [twice] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT alarm_id FROM terminalarm_meldungen
        GROUP BY alarm_id HAVING count(*) > 1) x`,
    );
    expect(twice!.n).toBe(0);
    expect(await ctx.db.query('SELECT 1 FROM terminalarm_ereignisse')).toEqual([]);
  });
});
