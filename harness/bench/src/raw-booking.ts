// The booking's limit on this machine (issue #25 part 1): the statements a booking runs, sent
// straight to PostgreSQL by 64 pg clients for the same kind of race as the API's (two fresh codes
// per hot slot), without HTTP, Fastify, validation or the service's JavaScript. The statements are
// recorded first: each job runs the real booking service (services/booking bookInPerson) once in a
// transaction that is rolled back, and what it sent — texts and values, the mail and calendar
// file already rendered — is replayed in the measured run. A booking is two statements (ADR 10):
// the facts, then the conditional claim that books; the loser of a slot gets no row from the
// claim. The service's loser reads the facts once more for its 409: the raw run saves that one.
import { createBookingRequestSchema } from '@terminservice/domain/validation';
import pg from 'pg';
import * as v from 'valibot';
import { bookingPayload } from '@terminservice/e2e/support/booking-payload.ts';
import { formatCpu, measureCpu } from './cpu.ts';
import type { RaceWork } from './figures.ts';
import type { BookingJob } from './fixtures.ts';
import { bookInPerson, openDb, requestHash, StatementNames, type Db } from './server.ts';
import { summarise, type LatencySummary } from './stats.ts';

export const RAW_BOOKING_CLIENTS = 64;
const RECORD_CONCURRENCY = 8;

interface Statement {
  readonly text: string;
  readonly values: unknown[];
}

/** One job's statements; `transaction` when the service ran them in one. */
interface Recorded {
  readonly statements: Statement[];
  readonly transaction: boolean;
}

export interface RawBookingRun extends LatencySummary {
  /** Claims that booked (the claim answered gebucht = 1) per second. */
  readonly bookingsPerSecond: number;
  readonly booked: number;
  readonly errors: number;
}

const DRY_RUN = Symbol('dry run');

async function recordOne(db: Db, job: BookingJob, i: number): Promise<Recorded | null> {
  const statements: Statement[] = [];
  let transaction = false;
  const payload = JSON.parse(
    bookingPayload(job.slot.id, job.slot.leistungsmerkmal, `raw-${i}@example.org`),
  );
  const schema = createBookingRequestSchema({
    applicationType: 'WEB',
    termintyp: 'PRAESENZTERMIN',
    today: new Date(),
  });
  const body = v.parse(schema, payload);
  try {
    await db.transaction(async (tx) => {
      const recording: Db = {
        kind: db.kind,
        query: (text, values = []) => {
          statements.push({ text, values: [...values] });
          return tx.query(text, values);
        },
        transaction: (fn) => {
          transaction = true;
          return fn(recording);
        },
        exec: () => Promise.reject(new Error('a booking runs no migrations')),
        close: () => Promise.resolve(),
      };
      await bookInPerson(recording, {
        code: job.code,
        clientKey: `raw-booking-${i}`,
        body,
        applicationType: 'WEB',
        idempotencyKey: null,
        requestHash: requestHash('/web/api/v4/buchung', body),
        appUrl: 'https://termine.example.org/terminservice',
        locale: 'de',
      });
      throw DRY_RUN;
    });
  } catch (error) {
    if (error !== DRY_RUN) return null;
  }
  return { statements, transaction };
}

/** Every job's statements, recorded by the real service in rolled-back transactions. */
export async function recordBookings(
  databaseUrl: string,
  jobs: readonly BookingJob[],
): Promise<{ recorded: Recorded[]; refused: number }> {
  const db = await openDb({ databaseUrl });
  const recorded: Recorded[] = [];
  let refused = 0;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: RECORD_CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const i = next++;
          const one = await recordOne(db, jobs[i]!, i);
          if (one) recorded[i] = one;
          else refused += 1;
        }
      }),
    );
  } finally {
    await db.close();
  }
  return { recorded: recorded.filter(Boolean), refused };
}

/** The recorded bookings, replayed by `RAW_BOOKING_CLIENTS` pg clients, each as the service sent it. */
export async function rawBookingRace(
  databaseUrl: string,
  recorded: readonly Recorded[],
): Promise<RawBookingRun> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: RAW_BOOKING_CLIENTS });
  const names = new StatementNames();
  const latencies: number[] = [];
  let booked = 0;
  let errors = 0;
  let next = 0;
  const start = performance.now();
  try {
    await Promise.all(
      Array.from({ length: RAW_BOOKING_CLIENTS }, async () => {
        const client = await pool.connect();
        try {
          while (next < recorded.length) {
            const job = recorded[next++]!;
            const t = performance.now();
            try {
              if (job.transaction) await client.query('BEGIN');
              let rows: { gebucht?: number }[] = [];
              for (const { text, values } of job.statements) {
                rows = (await client.query({ name: names.nameOf(text, values), text, values }))
                  .rows;
              }
              if (job.transaction) await client.query('COMMIT');
              if (rows[0]?.gebucht === 1) booked += 1;
              latencies.push(performance.now() - t);
            } catch {
              if (job.transaction) await client.query('ROLLBACK').catch(() => undefined);
              errors += 1;
            }
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const seconds = (performance.now() - start) / 1000;
  return { ...summarise(latencies, seconds), bookingsPerSecond: booked / seconds, booked, errors };
}

/** Records the work's jobs, replays the warm-up, then measures the race (PostgreSQL). */
export async function rawBookingRun(
  databaseUrl: string,
  work: RaceWork,
  database: string | null,
  notes: string[],
): Promise<RawBookingRun> {
  const warm = await recordBookings(databaseUrl, work.warmUp);
  const race = await recordBookings(databaseUrl, work.race.jobs);
  await rawBookingRace(databaseUrl, warm.recorded);
  const measure = measureCpu(undefined, database);
  const run = await rawBookingRace(databaseUrl, race.recorded);
  notes.push(
    `raw booking statements: ${formatCpu(measure())}; ${race.refused} of ${work.race.jobs.length} requests refused while recording`,
  );
  return run;
}
