import { describe, expect, it } from 'vitest';
import { searchFigures, unexpected } from '../src/figures.ts';
import { section, verdictOf } from '../src/report.ts';
import type { LoadResult } from '../src/search-bench.ts';

const api: LoadResult = {
  requests: 7_000,
  perSecond: 700,
  p50: 20,
  p99: 300,
  non2xx: 3,
  errors: 0,
  timeouts: 0,
  statuses: { '200': 6_997, '503': 2, '500': 1 },
};
const raw = { count: 14_000, perSecond: 1_400, p50: 10, p99: 40, errors: 0 };
const fixtures = { codes: [], postcodes: [] };

describe('searchFigures', () => {
  it('given PostgreSQL, judges each figure against its target and fails on a 500', () => {
    const search = section('Search');
    searchFigures(search, { api, raw, fixtures }, false);
    const verdicts = Object.fromEntries(search.rows.map((row) => [row.metric, verdictOf(row)]));
    expect(verdicts).toMatchObject({
      'API searches/s (200)': 'PASS',
      'API p99': 'MISS',
      'API / raw': 'PASS',
      'API p50': '',
    });
    expect(search.rows.at(-1)).toMatchObject({ metric: 'API 503 (load shed)', value: 2 });
    expect(search.failures).toEqual(['unexpected statuses in the API search run: 1× 500']);
  });

  it('given PGlite, reports every figure as a reference without targets', () => {
    const search = section('Search');
    searchFigures(search, { api, raw, fixtures }, true);
    expect(search.rows.every((row) => verdictOf(row) === 'reference' && !row.target)).toBe(true);
  });
});

describe('unexpected', () => {
  it('lists the statuses outside the expected ones with their counts', () => {
    expect(unexpected({ '204': 5, '409': 5, '500': 2 }, ['204', '409'])).toBe('2× 500');
    expect(unexpected({ '204': 5 }, ['204'])).toBe('');
  });
});
