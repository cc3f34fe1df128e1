import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCALE,
  combineDateAndTime,
  day,
  formatGermanDate,
  formatIsoDate,
  formatSearchDateTime,
  formatTime,
  isoWeekNumber,
  parseIsoDate,
  parseSearchDateTime,
  parseTime,
  startOfWeek,
  today,
  weekdayName,
} from './index.ts';

// Local-time constructors keep the tests independent of the machine's time zone.
const thursday = new Date(2024, 0, 4, 9, 5);

describe('formatting', () => {
  it('formats German dates, times and the search format', () => {
    expect(formatGermanDate(thursday)).toBe('04.01.2024');
    expect(formatTime(thursday)).toBe('09:05');
    expect(formatIsoDate(thursday)).toBe('2024-01-04');
    expect(formatSearchDateTime(thursday)).toBe('2024-01-04T09:05');
  });

  it.each([
    [new Date(2024, 0, 1), 'Montag'],
    [new Date(2024, 0, 2), 'Dienstag'],
    [new Date(2024, 0, 3), 'Mittwoch'],
    [new Date(2024, 0, 4), 'Donnerstag'],
    [new Date(2024, 0, 5), 'Freitag'],
    [new Date(2024, 0, 6), 'Samstag'],
    [new Date(2024, 0, 7), 'Sonntag'],
  ])('names the weekday of %s as %s', (date, name) => {
    expect(weekdayName(date)).toBe(name);
  });

  it('uses the German locale without changing the global one', () => {
    expect(day(thursday).locale()).toBe(LOCALE);
    expect(LOCALE).toBe('de');
  });

  it('takes the current time as a parameter', () => {
    expect(formatSearchDateTime(today(thursday))).toBe('2024-01-04T00:00');
  });
});

describe('weeks (§9: Monday first, week 1 contains 4 January)', () => {
  it.each([
    [new Date(2024, 0, 4), 1],
    [new Date(2021, 0, 4), 1],
    [new Date(2021, 0, 3), 53], // Sunday 3 Jan 2021 still belongs to week 53 of 2020
    [new Date(2026, 0, 1), 1],
    [new Date(2027, 0, 1), 53],
  ])('%s is in ISO week %i', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });

  it('starts the week on Monday', () => {
    expect(formatIsoDate(startOfWeek(new Date(2024, 0, 7, 12)))).toBe('2024-01-01');
    expect(formatIsoDate(startOfWeek(new Date(2024, 0, 1)))).toBe('2024-01-01');
    expect(formatIsoDate(day(new Date(2024, 0, 7)).startOf('week'))).toBe('2024-01-01');
  });
});

describe('strict parsing', () => {
  it.each(['2024-01-04', '2024-02-29', '1900-12-31'])('parses %s', (text) => {
    expect(parseIsoDate(text)?.format('YYYY-MM-DD')).toBe(text);
  });

  it.each(['', '2024-1-4', '04.01.2024', '2024-02-30', '2023-02-29', '2024-13-01', '2024-01-04x'])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
    },
  );

  it.each([
    ['00:00', 0, 0],
    ['23:59', 23, 59],
    ['09:05', 9, 5],
  ])('parses time %s', (text, hours, minutes) => {
    expect(parseTime(text)).toEqual({ hours, minutes });
  });

  it.each(['', '9:05', '24:00', '12:60', '12:5', '12:055', '12-05'])('rejects time %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });

  it('parses the search date-time format', () => {
    expect(formatSearchDateTime(parseSearchDateTime('2024-01-04T09:05') ?? 0)).toBe(
      '2024-01-04T09:05',
    );
    for (const bad of ['2024-01-04', '2024-01-04T9:05', '2024-01-04 09:05', '2024-01-04T09:05T'])
      expect(parseSearchDateTime(bad)).toBeNull();
  });

  it('combines a date and a time', () => {
    expect(formatSearchDateTime(combineDateAndTime('2024-01-04', '23:59') ?? 0)).toBe(
      '2024-01-04T23:59',
    );
    expect(combineDateAndTime('2024-01-04', '')).toBeNull();
  });

  it('round-trips every formatted date-time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => {
          const text = formatSearchDateTime(date);
          expect(formatSearchDateTime(parseSearchDateTime(text) ?? 0)).toBe(text);
          expect(formatIsoDate(parseIsoDate(formatIsoDate(date)) ?? 0)).toBe(formatIsoDate(date));
        },
      ),
    );
  });
});
