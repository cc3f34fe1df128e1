import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, isTime, isoDateYearsBefore, parseDateInput, toIsoDate } from './iso-date.ts';

describe('iso dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['0099-01-01', true],
    ['2024-1-01', false],
    ['2024-01-01T00:00', false],
    ['', false],
  ])('isIsoDate(%j) → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
  ])('isTime(%j) → %s', (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });

  it.each([
    ['04.05.1980', '1980-05-04'],
    ['4.5.1980', '1980-05-04'],
    ['04.5.1980', '1980-05-04'],
    [' 29.02.2024 ', '2024-02-29'],
    ['1980-05-04', '1980-05-04'],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['4.5.80', null],
    ['04/05/1980', null],
    ['1980-5-4', null],
    ['004.05.1980', null],
    ['', null],
  ])('parseDateInput(%j) → %j', (value, expected) => {
    expect(parseDateInput(value)).toBe(expected);
  });

  it('reads every date written TT.MM.JJJJ or T.M.JJJJ as the same yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const iso = toIsoDate(date);
          const [year, month, day] = iso.split('-');
          expect(parseDateInput(`${day}.${month}.${year}`)).toBe(iso);
          expect(parseDateInput(`${Number(day)}.${Number(month)}.${year}`)).toBe(iso);
          expect(parseDateInput(iso)).toBe(iso);
        },
      ),
    );
  });

  it('reads a Date in local time and round trips', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const iso = toIsoDate(date);
          expect(isIsoDate(iso)).toBe(true);
          expect(toIsoDate(iso)).toBe(iso);
        },
      ),
    );
  });

  it('shifts years for comparisons', () => {
    expect(isoDateYearsBefore('2024-06-15', 150)).toBe('1874-06-15');
    expect(isoDateYearsBefore('2024-02-29', 150)).toBe('1874-02-29');
  });
});
