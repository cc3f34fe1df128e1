import { describe, expect, it } from 'vitest';
import { bookingFigures, searchFigures, unexpected } from '../src/figures.ts';
import { section, verdictOf } from '../src/report.ts';
import type { LoadResult } from '../src/search-bench.ts';

const api: LoadResult = {
  requests: 17_000,
  perSecond: 1_700,
  p50: 20,
  p99: 300,
  non2xx: 3,
  errors: 0,
  timeouts: 0,
  statuses: { '200': 6_997, '503': 2, '500': 1 },
};
const uncached: LoadResult = { ...api, perSecond: 900, statuses: { '200': 9_000 } };
const raw = { count: 14_000, perSecond: 1_400, p50: 10, p99: 40, errors: 0 };
const fixtures = { codes: [], postcodes: [] };
const cpuMs = { api: 0.4, uncached: 1.1, raw: 0.9 };
const runs = { api, uncached, raw, fixtures, cpuMs };

describe('searchFigures', () => {
  it('given PostgreSQL, judges the API against the raw SQL only, and fails on a 500', () => {
    const search = section('Search');
    searchFigures(search, { ...runs, api: { ...api, perSecond: 2_800 } }, false);
    const verdicts = Object.fromEntries(search.rows.map((row) => [row.metric, verdictOf(row)]));
    // Issue #25 part 1: no absolute target on a shared machine, the ratio API / raw ≥ 2.
    expect(verdicts).toMatchObject({
      'API searches/s (200)': '',
      'API p99': '',
      'API / raw': 'PASS',
      'uncached API / raw': '',
      'uncached API searches/s (200)': '',
      'API p50': '',
    });
    expect(search.rows.find((row) => row.metric.startsWith('CPU per API search'))).toMatchObject({
      metric: 'CPU per API search (server + PostgreSQL)',
      value: 0.4,
      unit: 'ms',
    });
    expect(search.rows.at(-2)).toMatchObject({ metric: 'API 503 (load shed)', value: 2 });
    expect(search.failures).toEqual(['unexpected statuses in the API search run: 1× 500']);
  });

  it('given an API less than twice as fast as the raw SQL, misses the ratio', () => {
    const search = section('Search');
    searchFigures(search, { ...runs, api: { ...api, perSecond: 2_100 } }, false);
    const ratio = search.rows.find((row) => row.metric === 'API / raw')!;
    expect(ratio.value).toBe(1.5);
    expect(verdictOf(ratio)).toBe('MISS');
  });

  it('given PGlite, has no targets: every figure is a reference', () => {
    const search = section('Search');
    searchFigures(search, runs, true);
    expect(search.rows.every((row) => verdictOf(row) === 'reference' && !row.target)).toBe(true);
    expect(search.rows.map((row) => row.metric)).toContain(
      'CPU per API search (server with PGlite)',
    );
  });
});

describe('bookingFigures', () => {
  const run = {
    ...api,
    perSecond: 3_000,
    p99: 40,
    bookingsPerSecond: 1_500,
    succeeded: [],
    answered: 4_000,
    statuses: { '204': 2_000, '409': 2_000 },
  };
  const race = { jobs: [], slots: [], praxen: 1 };
  const check = { slotsBooked: 2_000, failures: [], notes: [] };

  it('judges the API against the raw booking statements (≥ 0.6) and prints the CPU per request and booking', () => {
    const booking = section('Booking');
    const rawBooking = {
      count: 4_000,
      perSecond: 8_000,
      p50: 5,
      p99: 20,
      bookingsPerSecond: 2_000,
      booked: 2_000,
      errors: 0,
    };
    const cpuMs = { perRequest: 0.5, perBooking: 1 };
    bookingFigures(booking, { run, race, check, cpuMs, raw: rawBooking }, false);
    const byMetric = Object.fromEntries(booking.rows.map((row) => [row.metric, row]));
    expect(byMetric['bookings/s (2xx)']!.target).toBeUndefined();
    expect(byMetric['bookings/s API / raw']).toMatchObject({
      value: 0.75,
      target: { op: '>=', value: 0.6 },
    });
    expect(verdictOf(byMetric['bookings/s API / raw']!)).toBe('PASS');
    const slower = section('Booking');
    bookingFigures(
      slower,
      { run, race, check, cpuMs, raw: { ...rawBooking, bookingsPerSecond: 3_000 } },
      false,
    );
    expect(verdictOf(slower.rows.find((row) => row.metric === 'bookings/s API / raw')!)).toBe(
      'MISS',
    );
    expect(byMetric['CPU per request (server + PostgreSQL)']!.value).toBe(0.5);
    expect(byMetric['CPU per booking (2xx; server + PostgreSQL)']!.value).toBe(1);
    expect(booking.failures).toEqual([]);
  });
});

describe('unexpected', () => {
  it('lists the statuses outside the expected ones with their counts', () => {
    expect(unexpected({ '204': 5, '409': 5, '500': 2 }, ['204', '409'])).toBe('2× 500');
    expect(unexpected({ '204': 5 }, ['204'])).toBe('');
  });
});
