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
  it('given PostgreSQL, judges each figure against its target and fails on a 500', () => {
    const search = section('Search');
    searchFigures(search, runs, false);
    const verdicts = Object.fromEntries(search.rows.map((row) => [row.metric, verdictOf(row)]));
    expect(verdicts).toMatchObject({
      'API searches/s (200)': 'PASS',
      'API p99': 'MISS',
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

  it('given an API exactly as fast as the raw SQL, misses the ratio: the API must beat it', () => {
    const search = section('Search');
    searchFigures(search, { ...runs, api: { ...api, perSecond: 1_400 } }, false);
    const ratio = search.rows.find((row) => row.metric === 'API / raw')!;
    expect(ratio.value).toBe(1);
    expect(verdictOf(ratio)).toBe('MISS');
  });

  it('given PGlite, judges only the searches per second (≥ 800), the rest is a reference', () => {
    const search = section('Search');
    searchFigures(search, runs, true);
    const [first, ...rest] = search.rows;
    expect(first).toMatchObject({
      metric: 'API searches/s (200)',
      target: { op: '>=', value: 800 },
    });
    expect(verdictOf(first!)).toBe('PASS');
    expect(rest.every((row) => verdictOf(row) === 'reference' && !row.target)).toBe(true);
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

  it('judges bookings/s and p99 against 1,500/s and 50 ms and prints the CPU per request and booking', () => {
    const booking = section('Booking');
    bookingFigures(booking, { run, race, check, cpuMs: { perRequest: 0.5, perBooking: 1 } }, false);
    const byMetric = Object.fromEntries(booking.rows.map((row) => [row.metric, row]));
    expect(byMetric['bookings/s (2xx)']!.target).toEqual({ op: '>=', value: 1_500 });
    expect(verdictOf(byMetric['bookings/s (2xx)']!)).toBe('PASS');
    expect(byMetric['p99']!.target).toEqual({ op: '<=', value: 50 });
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
