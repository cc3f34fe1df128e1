// The open-loop run at half load against a real HTTP server: a booking's POST arrives with its own
// body and headers, each request once, its 204 or 409 is counted as an answer, and the 2xx ones
// lead back to their jobs (the database check needs them); the figures judge p99 ≤ 50 ms.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halfLoadFigures } from '../src/figures.ts';
import type { BookingJob } from '../src/fixtures.ts';
import { bookedJobs, halfLoadBooking } from '../src/half-load.ts';
import { section, verdictOf } from '../src/report.ts';

interface Received {
  readonly method: string;
  readonly key: string;
  readonly slot: number;
}

const received: Received[] = [];
let server: Server;
let origin = '';

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  // The first request for a slot wins (204), the second loses its race (409), like the booking.
  const taken = new Set<number>();
  server = createServer((request, response) => {
    if (request.url === '/healthz') return void response.end('ok');
    void body(request).then((text) => {
      const slot = Number((JSON.parse(text) as { slot: string }).slot);
      received.push({
        method: request.method ?? '',
        key: String(request.headers['idempotency-key']),
        slot,
      });
      response.statusCode = taken.has(slot) ? 409 : 204;
      taken.add(slot);
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Two jobs per slot, next to each other, as the bench's fixtures give them. */
const jobs: BookingJob[] = Array.from({ length: 40 }, (_, i) => ({
  code: `CODE${String(i).padStart(8, '0')}`,
  slot: { id: String(1_000 + Math.floor(i / 2)), leistungsmerkmal: 'A1' },
}));

describe('halfLoadBooking', () => {
  it('sends each booking once as a POST with its own key, at half the rate, and finds the winners', async () => {
    // capacity 40/s → 20 arrivals a second for 2 s: the 40 jobs, none twice.
    const run = await halfLoadBooking(origin, jobs, 40, 5);
    expect(run).toMatchObject({ rate: 20, seconds: 2 });
    expect(received).toHaveLength(40);
    expect(new Set(received.map((r) => r.method))).toEqual(new Set(['POST']));
    expect(new Set(received.map((r) => r.key)).size).toBe(40);
    expect(Object.fromEntries(run.result.byStatus)).toEqual({ 204: 20, 409: 20 });
    expect(run.result.admitted).toBe(40);
    // Every winner is the job for the slot the server saw first.
    const winners = bookedJobs(jobs, run).map((job) => Number(job.slot.id));
    expect(winners.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => 1_000 + i));

    const booking = section('Booking');
    halfLoadFigures(booking, 'booking', run, false);
    const p99 = booking.rows.find((row) => row.metric.startsWith('p99 at half load'))!;
    expect(p99.metric).toBe('p99 at half load (20/s open loop)');
    // A local server answers in well under 50 ms: the target passes, and no status is a fault.
    expect(verdictOf(p99)).toBe('PASS');
    expect(booking.failures).toEqual([]);
  });
});

describe('halfLoadFigures', () => {
  it('misses above 50 ms and fails on a status a booking never answers', () => {
    const booking = section('Booking');
    const result = {
      admittedP50: 30,
      admittedP99: 51,
      okP50: 30,
      okP99: 51,
      byStatus: new Map([
        [204, 10],
        [500, 1],
      ]),
      errors: new Map(),
      shed: 0,
      sent: 11,
      onTime: 11,
      latenessP99: 0,
      timeouts: 0,
    };
    halfLoadFigures(booking, 'booking', { rate: 10, seconds: 1, result } as never, false);
    const p99 = booking.rows.find((row) => row.metric.startsWith('p99 at half load'))!;
    expect(verdictOf(p99)).toBe('MISS');
    expect(booking.failures).toEqual([
      'unexpected statuses in the booking run at half load: 1× 500',
    ]);
  });
});
