// Booking race: clients racing for hot slots, each request with a fresh code, a valid contact
// (§3 booking payload) and an Idempotency-Key; then the database is checked.
import { bookingPayload } from '@terminservice/e2e/support/booking-payload.ts';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import type { BookingJob, HotSlot } from './fixtures.ts';
import { basicAuth, clientAddress, loadResult, type LoadResult } from './search-bench.ts';
import type { Queryable } from './server.ts';

export interface BookingRun extends LoadResult {
  /** 2xx answers per second. */
  readonly bookingsPerSecond: number;
  /** The jobs answered 2xx. */
  readonly succeeded: BookingJob[];
  /** The jobs answered at all (any status). */
  readonly answered: number;
}

/** Request `i` of a race: the job's code, a valid contact, its own Idempotency-Key and address. */
export function bookingRequest(job: BookingJob, i: number) {
  return {
    method: 'POST' as const,
    path: '/web/api/v4/buchung',
    headers: {
      authorization: basicAuth(job.code),
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': clientAddress(i),
    },
    body: bookingPayload(job.slot.id, job.slot.leistungsmerkmal, `bench-${i}@example.org`),
  };
}

export async function bookingRace(
  origin: string,
  jobs: readonly BookingJob[],
  options: {
    connections: number;
    /** Called at the last answer (e.g. to end a CPU measurement there, not at autocannon's tick). */
    onLastAnswer?: () => void;
  },
): Promise<BookingRun> {
  let next = 0;
  const succeeded: BookingJob[] = [];
  let answered = 0;
  const start = performance.now();
  // The race lasts until its last answer: autocannon itself notices that every request of
  // `amount` was answered only at its next once-a-second tick, which would add up to a second.
  let lastAnswerAt = start;
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    amount: jobs.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const i = next++;
          // autocannon builds one request ahead per connection; past the end it is never sent.
          const job = jobs[Math.min(i, jobs.length - 1)]!;
          (context as { job?: number }).job = i < jobs.length ? i : -1;
          return { ...request, ...bookingRequest(job, i) };
        },
        onResponse: (status, _body, context) => {
          answered += 1;
          lastAnswerAt = performance.now();
          if (answered === jobs.length) options.onLastAnswer?.();
          const i = (context as { job?: number }).job ?? -1;
          if (status >= 200 && status < 300 && i >= 0) succeeded.push(jobs[i]!);
        },
      },
    ],
  });
  const seconds = (lastAnswerAt - start) / 1000;
  return {
    ...loadResult(result, seconds, answered),
    bookingsPerSecond: succeeded.length / seconds,
    succeeded,
    answered,
  };
}

export interface BookingCheck {
  readonly slotsBooked: number;
  readonly failures: string[];
  readonly notes: string[];
}

/**
 * Exactly one active booking per booked hot slot, no slot marked GEBUCHT without its booking, no
 * booking on a slot not marked GEBUCHT, and every 2xx answer's booking present.
 */
export async function checkBookings(
  db: Queryable,
  slots: readonly HotSlot[],
  jobs: readonly BookingJob[],
  run: Pick<BookingRun, 'succeeded' | 'errors' | 'timeouts'>,
): Promise<BookingCheck> {
  const failures: string[] = [];
  const rows = await db.query<{ id: string; status: string; n: string }>(
    `SELECT s.id::text AS id, s.status,
            count(b.id) FILTER (WHERE b.storniert_am IS NULL) AS n
       FROM slots s LEFT JOIN buchungen b ON b.slot_id = s.id
      WHERE s.id = ANY($1::bigint[]) GROUP BY s.id, s.status`,
    [slots.map((slot) => slot.id)],
  );
  const duplicates = rows.filter((row) => Number(row.n) > 1).length;
  const bookedWithout = rows.filter(
    (row) => row.status === 'GEBUCHT' && Number(row.n) === 0,
  ).length;
  const bookingNotMarked = rows.filter(
    (row) => row.status !== 'GEBUCHT' && Number(row.n) > 0,
  ).length;
  const slotsBooked = rows.filter((row) => row.status === 'GEBUCHT').length;
  if (duplicates) failures.push(`${duplicates} slots with more than one booking`);
  if (bookedWithout) failures.push(`${bookedWithout} slots marked booked without a booking`);
  if (bookingNotMarked) failures.push(`${bookingNotMarked} bookings on slots not marked booked`);

  const booked = await db.query<{ code: string; slot_id: string }>(
    `SELECT code, slot_id::text AS slot_id FROM buchungen
      WHERE code = ANY($1::text[]) AND storniert_am IS NULL`,
    [jobs.map((job) => job.code)],
  );
  const bookedPairs = new Set(booked.map((row) => `${row.code}:${row.slot_id}`));
  const missing = run.succeeded.filter((job) => !bookedPairs.has(`${job.code}:${job.slot.id}`));
  if (missing.length) failures.push(`${missing.length} answers 2xx without their booking`);
  const answeredPairs = new Set(run.succeeded.map((job) => `${job.code}:${job.slot.id}`));
  const unanswered = booked.filter((row) => !answeredPairs.has(`${row.code}:${row.slot_id}`));
  // A booking without a 2xx is only possible for a request that got no answer (time-out).
  if (unanswered.length > run.errors + run.timeouts) {
    failures.push(`${unanswered.length} bookings whose request was refused`);
  }
  return {
    slotsBooked,
    failures,
    notes: [
      `checked in the database: ${slotsBooked}/${slots.length} hot slots booked, ${booked.length} bookings by the race's codes, ` +
        `${duplicates} duplicates, ${bookedWithout} booked slots without booking, ${missing.length} 2xx answers without booking`,
    ],
  };
}
