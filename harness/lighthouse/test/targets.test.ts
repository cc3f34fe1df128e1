import { describe, expect, it } from 'vitest';
import { wrongPage, type PageState } from '../src/audit.ts';
import { formatMarkdown, formatText } from '../src/report.ts';
import { checks, type Measured } from '../src/targets.ts';

const onTarget: Measured = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2_000,
  cls: 0.05,
  tbtMs: 150,
  initialJsGzipBytes: 100_000,
};

describe('checks', () => {
  it('given every figure exactly on its target, passes all six', () => {
    expect(checks(onTarget).map((c) => c.pass)).toEqual([true, true, true, true, true, true]);
  });

  it('given each figure just past its target, misses that one only', () => {
    const past: Partial<Measured>[] = [
      { performance: 94 },
      { accessibility: 99 },
      { lcpMs: 2_001 },
      { cls: 0.051 },
      { tbtMs: 151 },
      { initialJsGzipBytes: 100_001 },
    ];
    past.forEach((change, index) => {
      const result = checks({ ...onTarget, ...change });
      expect(result.filter((c) => !c.pass).map((c) => c.metric)).toEqual([result[index]!.metric]);
    });
  });

  it('given the budget the JS was measured against, checks against that', () => {
    const js = (bytes: number) =>
      checks({ ...onTarget, initialJsGzipBytes: bytes }, 90_000).find(
        (c) => c.metric === 'JS gzip',
      );
    expect(js(90_000)).toMatchObject({ pass: true, target: '≤ 90 kB' });
    expect(js(90_001)?.pass).toBe(false);
  });
});

describe('wrongPage', () => {
  const search: PageState = {
    path: '/terminservice/suche/ABCDEFGHJKLM/10115/A001',
    h1: 'Termin auswählen',
    slots: 12,
    lang: 'de',
    cookieNotice: true,
  };

  it('accepts a search page with slots and the cookie notice', () => {
    expect(wrongPage('search', search)).toBeNull();
  });

  it('refuses a login bounce, a page without slots and a visit that was not the first', () => {
    expect(wrongPage('search', { ...search, path: '/terminservice' })).toMatch(/not on the search/);
    expect(wrongPage('search', { ...search, slots: 0 })).toMatch(/no slots/);
    expect(wrongPage('search', { ...search, cookieNotice: false })).toMatch(/first visit/);
    expect(wrongPage('start', { ...search, path: '/terminservice', h1: '' })).toMatch(/heading/);
  });

  it('refuses a page shown in another language than the one measured', () => {
    expect(wrongPage('search', { ...search, lang: 'en' })).toMatch(/not in "de"/);
    expect(wrongPage('search', { ...search, lang: 'ar' }, 'ar')).toBeNull();
  });
});

describe('the report', () => {
  const rows = [
    { app: 'WEB', page: 'start', checks: checks(onTarget), error: null },
    { app: 'SMED', page: 'search', checks: [], error: 'no slots rendered' },
  ];

  it('prints every figure with PASS or MISS, and the error of a page not measured', () => {
    const text = formatText(rows);
    expect(text).toContain('performance (≥ 95)');
    expect(text).toMatch(/WEB\s+start\s+95 PASS\s+100 PASS\s+2\.00 s PASS/);
    expect(text).toMatch(/SMED\s+search\s+ERROR: no slots rendered/);
  });

  it('prints a markdown table with one row per page', () => {
    const lines = formatMarkdown(rows).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| WEB | start | 95 PASS | 100 PASS | 2.00 s PASS | 0.050 PASS | 150 ms PASS | 100.0 kB PASS |',
    );
    expect(lines[3]!.split('|')).toHaveLength(10);
  });
});
