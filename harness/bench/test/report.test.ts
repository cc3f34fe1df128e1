import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderSection, section, verdictOf } from '../src/report.ts';
import { percentile, summarise } from '../src/stats.ts';

describe('verdictOf', () => {
  it('passes a figure at or beyond its target and misses one short of it', () => {
    expect(
      verdictOf({ metric: 'r', value: 700, unit: '/s', target: { op: '>=', value: 700 } }),
    ).toBe('PASS');
    expect(
      verdictOf({ metric: 'r', value: 699.9, unit: '/s', target: { op: '>=', value: 700 } }),
    ).toBe('MISS');
    expect(
      verdictOf({ metric: 'p', value: 250, unit: 'ms', target: { op: '<=', value: 250 } }),
    ).toBe('PASS');
    expect(
      verdictOf({ metric: 'p', value: 251, unit: 'ms', target: { op: '<=', value: 250 } }),
    ).toBe('MISS');
  });

  it('passes a figure that must beat its target only beyond it', () => {
    const beat = (value: number) =>
      verdictOf({ metric: 'ratio', value, unit: '×', target: { op: '>', value: 1 } });
    expect(beat(1.01)).toBe('PASS');
    expect(beat(1)).toBe('MISS');
  });

  it('misses a figure that could not be measured, and never judges a reference', () => {
    expect(
      verdictOf({ metric: 'p', value: Number.NaN, unit: 'ms', target: { op: '<=', value: 1 } }),
    ).toBe('MISS');
    expect(verdictOf({ metric: 'p', value: 5, unit: 'ms', reference: true })).toBe('reference');
    expect(verdictOf({ metric: 'p', value: 5, unit: 'ms' })).toBe('');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises unsorted latencies per second', () => {
    expect(summarise([30, 10, 20, 40], 2)).toEqual({ count: 4, perSecond: 2, p50: 20, p99: 40 });
  });
});

describe('rendering', () => {
  it('prints the target next to the figure and the failures of a section', () => {
    const s = section('Search — PostgreSQL');
    s.rows.push({
      metric: 'API searches/s',
      value: 812.4,
      unit: '/s',
      target: { op: '>=', value: 700 },
    });
    s.failures.push('2 slots with more than one booking');
    expect(renderSection(s)).toMatch(/API searches\/s\s+812 \/s\s+≥ 700 \/s\s+PASS/);
    expect(renderSection(s)).toContain('FAIL 2 slots with more than one booking');
    expect(renderMarkdown([s])).toContain(
      '| Search — PostgreSQL | API searches/s | 812 /s | ≥ 700 /s | PASS |',
    );
  });
});
