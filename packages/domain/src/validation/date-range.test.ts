import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FROM_TIME,
  DEFAULT_TO_TIME,
  dateTimeRangeSchema,
  effectiveTime,
} from './date-range.ts';
import { fieldErrors } from './field-errors.ts';
import { invalidDateMessage } from './messages.ts';

const ORDER =
  "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen";
const range = { fromDate: '2024-06-10', fromTime: '', toDate: '2024-06-12', toTime: '' };

describe('invalidDateMessage (§5)', () => {
  it.each([
    ['Von', "Ungültiges 'Von' Datum."],
    ['Bis', "Ungültiges 'Bis' Datum."],
  ])('%s → %s', (prefix, message) => {
    expect(invalidDateMessage(prefix)).toBe(message);
  });
});

describe('effectiveTime (§5 "exactly 5 characters")', () => {
  it.each([
    ['08:30', DEFAULT_FROM_TIME, '08:30'],
    ['8:30', DEFAULT_FROM_TIME, '00:00'],
    ['08:30:00', DEFAULT_TO_TIME, '23:59'],
    ['', DEFAULT_TO_TIME, '23:59'],
    [undefined, DEFAULT_FROM_TIME, '00:00'],
  ])('%j with default %s → %s', (time, fallback, expected) => {
    expect(effectiveTime(time, fallback)).toBe(expected);
  });
});

describe('dateTimeRangeSchema (§5 "Date-time range filter")', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ fromDate: '' }, { fromDate: "Ungültiges 'Von' Datum." }],
    [{ fromDate: '10.06.2024' }, { fromDate: "Ungültiges 'Von' Datum." }],
    [{ toDate: '2024-02-30' }, { toDate: "Ungültiges 'Bis' Datum." }],
    [{ toDate: undefined }, { toDate: "Ungültiges 'Bis' Datum." }],
    [{ fromTime: '25:00' }, { fromTime: "Ungültiges 'Von' Datum." }],
    [{ toTime: '12:60' }, { toTime: "Ungültiges 'Bis' Datum." }],
    [{ toDate: '2024-06-09' }, { toDate: ORDER }],
    [{ toDate: '2024-06-10', fromTime: '10:00', toTime: '09:59' }, { toDate: ORDER }],
  ])('%j → %j', (changes, errors) => {
    expect(fieldErrors(dateTimeRangeSchema, { ...range, ...changes })).toEqual(errors);
  });

  it.each<[Record<string, unknown>, { from: string; to: string }]>([
    [{}, { from: '2024-06-10T00:00', to: '2024-06-12T23:59' }],
    [
      { fromTime: '08:15', toTime: '17:45' },
      { from: '2024-06-10T08:15', to: '2024-06-12T17:45' },
    ],
    // Only a 5-character time counts; shorter ones fall back to the defaults.
    [
      { fromTime: '8:15', toTime: '9' },
      { from: '2024-06-10T00:00', to: '2024-06-12T23:59' },
    ],
    // 'Bis' equal to 'Von' does not precede it.
    [
      { toDate: '2024-06-10', fromTime: '10:00', toTime: '10:00' },
      { from: '2024-06-10T10:00', to: '2024-06-10T10:00' },
    ],
    [{ toDate: '2024-06-10' }, { from: '2024-06-10T00:00', to: '2024-06-10T23:59' }],
  ])('%j → %j', (changes, output) => {
    expect(v.parse(dateTimeRangeSchema, { ...range, ...changes })).toEqual(output);
  });
});
