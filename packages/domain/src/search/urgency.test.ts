import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '../application-type/types.ts';
import { formatSearchDateTime } from '../dates/index.ts';
import { DEFAULT_TO_TIME } from '../validation/index.ts';
import {
  DEFAULT_URGENCY,
  FIRST_SEARCH_URGENCY,
  URGENCIES,
  URGENCY_LABELS,
  isUrgency,
  maxSearchDays,
  urgencyInEffect,
} from './urgency.ts';
import { searchWindow } from './search-window.ts';

describe('urgencies (§3, §2 TSS block 1)', () => {
  it('lists the four urgencies with their German labels', () => {
    expect(URGENCIES).toEqual(['AKUT', 'PT_AKUTBEHANDLUNG', 'DRINGEND', 'NICHT_DRINGEND']);
    expect(URGENCIES.map((urgency) => URGENCY_LABELS[urgency])).toEqual([
      'Akut',
      'PT-Akutbehandlung',
      'innerhalb von 35 Tagen',
      'Nichtdringend',
    ]);
  });

  it('defaults to DRINGEND, empty on the first search (§9)', () => {
    expect(DEFAULT_URGENCY).toBe('DRINGEND');
    expect(FIRST_SEARCH_URGENCY).toBe('');
  });

  it.each([...URGENCIES])('recognises %s', (urgency) => {
    expect(isUrgency(urgency)).toBe(true);
  });

  it.each(['', 'akut', 'SOFORT', undefined, 1])('rejects %j', (value) => {
    expect(isUrgency(value)).toBe(false);
  });
});

describe('urgencyInEffect (issue #16)', () => {
  it.each([
    ['AKUT', 'DRINGEND', 'AKUT'],
    ['', 'AKUT', 'AKUT'],
    [undefined, 'PT_AKUTBEHANDLUNG', 'PT_AKUTBEHANDLUNG'],
    ['', undefined, 'DRINGEND'],
    ['', 'SOFORT', 'DRINGEND'],
  ] as const)('chosen %j, answered %j → %s', (chosen, answered, expected) => {
    expect(urgencyInEffect(chosen, answered)).toBe(expected);
  });
});

// §9 "Date-range maximum by urgency: AKUT 2 days; DRINGEND 83 days (35 for SURGERY); other 223".
const WINDOWS = {
  AKUT: { WEB: 2, TSS: 2, DISPO: 2, SURGERY: 2, SMED: 2, KV: 2 },
  DRINGEND: { WEB: 83, TSS: 83, DISPO: 83, SURGERY: 35, SMED: 83, KV: 83 },
  PT_AKUTBEHANDLUNG: { WEB: 223, TSS: 223, DISPO: 223, SURGERY: 223, SMED: 223, KV: 223 },
  NICHT_DRINGEND: { WEB: 223, TSS: 223, DISPO: 223, SURGERY: 223, SMED: 223, KV: 223 },
} as const;

describe('search date windows (§9)', () => {
  const cases = URGENCIES.flatMap((urgency) =>
    APPLICATION_TYPES.map((type) => [urgency, type, WINDOWS[urgency][type]] as const),
  );

  it.each(cases)('%s for %s spans %i days', (urgency, type, days) => {
    expect(maxSearchDays(urgency, type)).toBe(days);
  });

  it.each([...APPLICATION_TYPES])('treats no urgency yet as DRINGEND for %s', (type) => {
    expect(maxSearchDays('', type)).toBe(maxSearchDays('DRINGEND', type));
    expect(maxSearchDays(undefined, type)).toBe(maxSearchDays('DRINGEND', type));
  });

  it.each(cases)('window for %s / %s ends %i days after today at 23:59', (urgency, type, days) => {
    const now = new Date(2024, 0, 4, 15, 42);
    const window = searchWindow(urgency, type, now);
    expect(formatSearchDateTime(window.from)).toBe('2024-01-04T00:00');
    expect(window.to.diff(window.from.add(days, 'day'), 'minute')).toBe(23 * 60 + 59);
    expect(window.to.format('HH:mm')).toBe(DEFAULT_TO_TIME);
  });

  it('crosses month and year ends', () => {
    expect(formatSearchDateTime(searchWindow('AKUT', 'TSS', new Date(2024, 11, 31, 8)).to)).toBe(
      '2025-01-02T23:59',
    );
    expect(
      formatSearchDateTime(searchWindow('DRINGEND', 'SURGERY', new Date(2024, 0, 31)).to),
    ).toBe('2024-03-06T23:59');
  });
});
