import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { URGENCIES } from '../search/urgency.ts';
import {
  derivedOrNull,
  FRISTEN,
  fristTage,
  KENNZAHL_KEYS,
  KENNZAHLEN,
  statistikQuerySchema,
  suppressCount,
  SUPPRESSED,
} from './index.ts';

describe('suppression (issue #24 part 2)', () => {
  it.each([0, 1, 2, 3, 4])('hides the count %i', (count) => {
    expect(suppressCount(count)).toBe(SUPPRESSED);
  });
  it.each([5, 6, 1000])('shows the count %i', (count) => {
    expect(suppressCount(count)).toBe(count);
  });
  it('gives no derived figure on fewer than 5 cases', () => {
    expect(derivedOrNull(4, 12.5)).toBeNull();
    expect(derivedOrNull(5, 12.5)).toBe(12.5);
  });
});

describe('figures and deadlines', () => {
  it('labels every key once', () => {
    expect(new Set(KENNZAHL_KEYS).size).toBe(Object.keys(KENNZAHLEN).length);
    for (const key of KENNZAHL_KEYS) expect(KENNZAHLEN[key].label).not.toBe('');
  });
  it('names a deadline with its source for every urgency', () => {
    expect(FRISTEN.map((f) => f.dringlichkeit).sort()).toEqual([...URGENCIES].sort());
    for (const frist of FRISTEN) expect(frist.quelle).toContain('§ 75 Abs. 1a SGB V');
    expect(fristTage('DRINGEND')).toBe(35);
    expect(fristTage('NICHT_DRINGEND')).toBeNull();
  });
});

describe('the statistics query', () => {
  const parse = (query: Record<string, string>) => v.safeParse(statistikQuerySchema, query);
  it('defaults the period to weeks', () => {
    expect(parse({}).output).toMatchObject({ zeitraum: 'woche' });
  });
  it.each<Record<string, string>>([
    { zeitraum: 'jahr' },
    { von: '2026-02-30' },
    { von: '2026-03-02', bis: '2026-03-01' },
    { von: '2025-01-01', bis: '2026-03-01' },
    { region: '1' },
    { kv: 'x1' },
    { dringlichkeit: 'SOFORT' },
    { leistungsmerkmal: 'W 30' },
  ])('refuses %j', (query) => {
    expect(parse(query).success).toBe(false);
  });
  it('takes a full query and upper-cases the Leistungsmerkmal', () => {
    const query = {
      zeitraum: 'monat',
      von: '2026-01-01',
      bis: '2026-12-31',
      leistungsmerkmal: 'w030',
      dringlichkeit: 'DRINGEND',
      region: '10',
      kv: '72',
    };
    expect(parse(query).output).toEqual({ ...query, leistungsmerkmal: 'W030' });
  });
});
