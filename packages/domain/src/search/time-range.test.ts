import { describe, expect, it } from 'vitest';
import { formatSearchDateTime } from '../dates/index.ts';
import {
  DATE_RANGE_ORDER_MESSAGE,
  DEFAULT_FROM_TIME,
  DEFAULT_TO_TIME,
  effectiveTime,
  invalidDateMessage,
} from '../validation/index.ts';
import { isTimeRangeValid, resolveTimeRange, type TimeRangeInput } from './time-range.ts';

describe('time range (§4, §5)', () => {
  it('has the §5 defaults and messages', () => {
    expect(DEFAULT_FROM_TIME).toBe('00:00');
    expect(DEFAULT_TO_TIME).toBe('23:59');
    expect(DATE_RANGE_ORDER_MESSAGE).toBe(
      "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen",
    );
    expect(invalidDateMessage('Von')).toBe("Ungültiges 'Von' Datum.");
  });

  it.each([
    [undefined, '00:00'],
    [null, '00:00'],
    ['', '00:00'],
    ['9:00', '00:00'],
    ['09:00', '09:00'],
  ])('time %j counts as %s', (time, expected) => {
    expect(effectiveTime(time, DEFAULT_FROM_TIME)).toBe(expected);
  });

  it.each<[TimeRangeInput, string, string]>([
    [{ fromDate: '2024-01-04', toDate: '2024-01-04' }, '2024-01-04T00:00', '2024-01-04T23:59'],
    [
      { fromDate: '2024-01-04', fromTime: '08:30', toDate: '2024-01-05', toTime: '12:00' },
      '2024-01-04T08:30',
      '2024-01-05T12:00',
    ],
    [
      { fromDate: '2024-01-04', fromTime: '8:30', toDate: '2024-01-04', toTime: '' },
      '2024-01-04T00:00',
      '2024-01-04T23:59',
    ],
  ])('resolves %j', (input, from, to) => {
    const result = resolveTimeRange(input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(formatSearchDateTime(result.from)).toBe(from);
      expect(formatSearchDateTime(result.to)).toBe(to);
    }
  });

  it.each<[TimeRangeInput, string, string]>([
    [{ toDate: '2024-01-04' }, 'invalidFrom', "Ungültiges 'Von' Datum."],
    [{ fromDate: '04.01.2024', toDate: '2024-01-04' }, 'invalidFrom', "Ungültiges 'Von' Datum."],
    [
      { fromDate: '2024-01-04', fromTime: '25:00', toDate: '2024-01-05' },
      'invalidFrom',
      "Ungültiges 'Von' Datum.",
    ],
    [{ fromDate: '2024-01-04' }, 'invalidTo', "Ungültiges 'Bis' Datum."],
    [{ fromDate: '2024-01-04', toDate: '2024-02-30' }, 'invalidTo', "Ungültiges 'Bis' Datum."],
    [{ fromDate: '2024-01-05', toDate: '2024-01-04' }, 'order', DATE_RANGE_ORDER_MESSAGE],
    [
      { fromDate: '2024-01-04', fromTime: '10:00', toDate: '2024-01-04', toTime: '09:59' },
      'order',
      DATE_RANGE_ORDER_MESSAGE,
    ],
  ])('rejects %j with %s', (input, error, message) => {
    expect(resolveTimeRange(input)).toEqual({ ok: false, error, message });
    expect(isTimeRangeValid(input)).toBe(false);
  });
});
