// Every timer of the server is a job with a name, an interval and an advisory lock
// (services/timers/server-jobs.ts, issue #26): the rate-limit counters that nothing removed
// before, and the video reservations' expiry that ran on its own setInterval. Real database, real
// job runner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { runJobOnce } from '../src/services/kernel/jobs.ts';
import { reservationExpiryJob } from '../src/services/reservation/index.ts';
import { rateLimitCleanupJob, serverJobs } from '../src/services/timers/server-jobs.ts';
import {
  insertCode,
  insertPractice,
  insertProfile,
  insertRegion,
  insertReservation,
  insertSlot,
} from './fixtures/codes.ts';
import { openTestDb, TEST_JWT_SECRET } from './helper.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(() => drop());

describe('the server’s jobs', () => {
  it('are every timer, each with its own name and an interval', () => {
    const jobs = serverJobs(loadConfig({ JWT_SECRET: TEST_JWT_SECRET }));
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['zaehler-aufraeumen', 'reservierungen-ablaufen']),
    );
    for (const job of jobs) expect(job.intervalMs).toBeGreaterThan(0);
  });

  it('remove expired rate-limit counters and keep the running ones', async () => {
    await db.query(
      `INSERT INTO rate_limits (schluessel, anzahl, fenster_ende) VALUES
         ('pin:alt-1', 3, now() - interval '1 hour'),
         ('pin:alt-2', 9, now() - interval '1 second'),
         ('pin:laufend', 2, now() + interval '10 minutes')`,
    );
    expect(await runJobOnce(db, rateLimitCleanupJob)).toEqual({ entfernt: 2 });
    const left = await db.query<{ schluessel: string }>(
      'SELECT schluessel FROM rate_limits ORDER BY schluessel',
    );
    expect(left.map((row) => row.schluessel)).toEqual(['pin:laufend']);
    expect(await runJobOnce(db, rateLimitCleanupJob)).toEqual({ entfernt: 0 });
  });

  it('free the slot of a video reservation past its 30 minutes', async () => {
    await insertRegion(db);
    await insertPractice(db, { id: 'P-JOBS' });
    await insertProfile(db, { id: 'TP-JOBS', praxisId: 'P-JOBS', leistungsmerkmale: ['W030'] });
    const slotId = await insertSlot(db, {
      praxisId: 'P-JOBS',
      profilId: 'TP-JOBS',
      termintyp: 'VIDEOSPRECHSTUNDE',
      status: 'RESERVIERT',
    });
    const code = await insertCode(db);
    await insertReservation(db, { code, slotId, email: 'patientin@example.org' });
    expect(await runJobOnce(db, reservationExpiryJob)).toEqual({ abgelaufen: 0 });
    await db.query(
      `UPDATE reservierungen SET laeuft_ab_am = now() - interval '1 second' WHERE code = $1`,
      [code],
    );
    expect(await runJobOnce(db, reservationExpiryJob)).toEqual({ abgelaufen: 1 });
    const [slot] = await db.query<{ status: string }>('SELECT status FROM slots WHERE id = $1', [
      slotId,
    ]);
    expect(slot?.status).toBe('FREI');
  });
});
