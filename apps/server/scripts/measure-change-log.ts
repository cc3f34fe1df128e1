// What the change log (migration 0016, ADR 25) costs a booking: N in-person bookings through the
// booking service (bookInPerson, 2 statements each), once with the log's triggers disabled and
// once enabled, alternating, sequentially and with 16 at a time. Run with DATABASE_URL for
// PostgreSQL (a schema of its own, dropped afterwards), without it on PGlite in memory:
//   pnpm --filter @terminservice/server exec node scripts/measure-change-log.ts [bookings]
import type { BookingRequest } from '@terminservice/domain/validation';
import { randomUUID } from 'node:crypto';
import { runAs } from '../src/db/actor.ts';
import { openPglite, openPostgres, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { bookInPerson } from '../src/services/booking/index.ts';
import {
  bookingBody,
  insertCodes,
  insertPractice,
  insertSlots,
  seedReference,
} from '../test/fixtures/booking.ts';

const N = Number(process.argv[2] ?? 2000);
const TRIGGERS = ['slots_update', 'buchungen_insert'].map((t) => `aenderungsprotokoll_${t}`);

async function open(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `measure_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString());
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

async function setTriggers(db: Db, on: boolean) {
  for (const name of TRIGGERS) {
    const table = name.includes('slots') ? 'slots' : 'buchungen';
    await db.exec(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`);
  }
}

async function round(db: Db, parallel: number): Promise<number> {
  const practice = await insertPractice(db);
  // Slots an hour apart from day 2 on; one code each.
  const slots = await insertSlots(db, practice, N);
  const codes = await insertCodes(db, N);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < N; i = next++) {
        const answer = await runAs('PATIENT', () =>
          bookInPerson(db, {
            code: codes[i]!,
            clientKey: `measure-${i}`,
            body: bookingBody(slots[i]!) as unknown as BookingRequest,
            applicationType: 'WEB',
            idempotencyKey: null,
            requestHash: `h${i}`,
            appUrl: 'https://example.org',
            locale: 'de',
          }),
        );
        if (answer.statusCode !== 204) throw new Error(`booking ${i}: ${answer.statusCode}`);
      }
    }),
  );
  return (performance.now() - started) / N;
}

const { db, drop } = await open();
try {
  await migrate(db);
  await seedReference(db);
  const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  for (const parallel of process.env.DATABASE_URL ? [1, 16] : [1]) {
    const results: Record<string, number[]> = { ohne: [], mit: [] };
    for (const on of [false, true, false, true]) {
      await setTriggers(db, on);
      results[on ? 'mit' : 'ohne']!.push(await round(db, parallel));
    }
    const best = (xs: number[]) => Math.min(...xs);
    process.stdout.write(
      `${kind}, ${N} bookings, ${parallel} at a time: without log ${best(results.ohne!).toFixed(3)} ms/booking, with log ${best(results.mit!).toFixed(3)} ms/booking (best of 2 each; all: ${JSON.stringify(results)})\n`,
    );
  }
  const [rows] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM aenderungsprotokoll WHERE akteur = $1',
    ['PATIENT'],
  );
  process.stdout.write(`log rows written by the bookings: ${rows?.n}\n`);
} finally {
  await drop();
}
