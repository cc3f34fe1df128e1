// Berlin time, the one kernel every capability uses (services/kernel/berlin-time.ts): calendar
// days at midnight, winter and summer offsets, and the two hours a year that are not one instant.
import { describe, expect, it } from 'vitest';
import {
  berlinDateKey,
  berlinDateTime,
  berlinDayStart,
  berlinGermanDate,
  berlinOffsetMinutes,
  instantOfLocal,
  isAmbiguousLocal,
  berlinTime,
  berlinWeekday,
  localMinute,
} from '../src/services/kernel/berlin-time.ts';

describe('Berlin time', () => {
  it('names the Berlin calendar day, not the UTC one', () => {
    expect(berlinDateKey(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(berlinDateKey(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(berlinDateKey(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('answers each instant for itself, whatever was asked before (the last day and time are kept)', () => {
    // Within one UTC minute and across Berlin's midnight, which begins a UTC minute.
    expect(berlinDateKey(new Date('2026-12-31T22:59:00.000Z'))).toBe('2026-12-31');
    expect(berlinDateKey(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(berlinDateKey(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
    expect(berlinDateKey(new Date('2026-12-31T22:59:30.000Z'))).toBe('2026-12-31');
    // Before 1970 nothing is kept (Berlin's local mean time of 1890 is +0:53:28).
    expect(berlinDateKey(new Date('1890-06-30T23:06:00Z'))).toBe('1890-06-30');
    expect(berlinDateKey(new Date('1890-06-30T23:07:00Z'))).toBe('1890-07-01');
    expect(() => berlinDateKey(new Date(Number.NaN))).toThrow(RangeError);
    const monday = new Date('2026-11-30T07:05:00Z');
    const tuesday = new Date('2026-12-01T16:45:00Z');
    expect([berlinWeekday(monday), berlinGermanDate(monday), berlinTime(monday)]).toEqual([
      'Montag',
      '30.11.2026',
      '08:05',
    ]);
    expect([berlinWeekday(tuesday), berlinTime(tuesday), berlinTime(monday)]).toEqual([
      'Dienstag',
      '17:45',
      '08:05',
    ]);
  });

  it('knows winter and summer time', () => {
    expect(berlinOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(localMinute(new Date('2026-07-15T06:30:00Z'))).toBe('2026-07-15T08:30');
  });

  it('turns wall time back into the instant, also across the changes', () => {
    for (const local of ['2026-01-15T08:00:00', '2026-07-15T08:00:00', '2026-03-29T03:00:00']) {
      expect(berlinDateTime(instantOfLocal(local))).toBe(local);
    }
    // 02:30 on 2026-10-25 exists twice: the earlier (summer time) instant, and it is flagged.
    const twice = instantOfLocal('2026-10-25T02:30:00');
    expect(twice.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(isAmbiguousLocal(twice)).toBe(true);
    expect(isAmbiguousLocal(instantOfLocal('2026-10-25T04:30:00'))).toBe(false);
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
