// §5 "Date-time range filter" of the search (TSS and SURGERY) and §4 "Time range".
import * as v from 'valibot';
import { checkFields, requiredString, trimmedString } from './generic.ts';
import { isIsoDate, isTime } from './iso-date.ts';
import { DATE_RANGE_ORDER_MESSAGE, INVALID_INPUT_MESSAGE, invalidDateMessage } from './messages.ts';

/** The prefixes of "Ungültiges '{prefix}' Datum." for the two ends. */
export const DATE_RANGE_PREFIXES = { from: 'Von', to: 'Bis' } as const;

/** §5 "default times 00:00 and 23:59 when missing" (§9: the form rule's values). */
export const DEFAULT_FROM_TIME = '00:00';
export const DEFAULT_TO_TIME = '23:59';
const TIME_LENGTH = 'HH:MM'.length;

/** §5 "A time value counts only with exactly 5 characters (HH:MM)"; otherwise the default. */
export function effectiveTime(time: string | null | undefined, fallback: string): string {
  const trimmed = time?.trim() ?? '';
  return trimmed.length === TIME_LENGTH ? trimmed : fallback;
}

function dateSchema(prefix: string) {
  const message = invalidDateMessage(prefix);
  return v.pipe(requiredString(message), v.check(isIsoDate, message));
}

// A time that counts (5 characters) must be a real time; "25:99" makes the date-time invalid.
function timeSchema(prefix: string) {
  return v.pipe(
    trimmedString(),
    v.check(
      (value: string) => value.length !== TIME_LENGTH || isTime(value),
      invalidDateMessage(prefix),
    ),
  );
}

/** A valid range as the search query wants it (gesuchterTagVon/-Bis, yyyy-MM-dd'T'HH:mm). */
export interface DateTimeRange {
  readonly from: string;
  readonly to: string;
}

interface DateTimeRangeFields extends Record<string, unknown> {
  readonly fromDate: string;
  readonly fromTime: string;
  readonly toDate: string;
  readonly toTime: string;
}

function toDateTime(input: DateTimeRangeFields): DateTimeRange {
  return {
    from: `${input.fromDate}T${effectiveTime(input.fromTime, DEFAULT_FROM_TIME)}`,
    to: `${input.toDate}T${effectiveTime(input.toTime, DEFAULT_TO_TIME)}`,
  };
}

/**
 * §5 "Date-time range filter": both dates required and valid ("Ungültiges 'Von' Datum." /
 * "Ungültiges 'Bis' Datum."), missing times default to 00:00 and 23:59, and 'Bis' must not precede
 * 'Von' (reported at toDate). Equal ends pass: §5 says "must not precede"; §4's "end is after
 * start" is read as the same rule, since §5 carries the message.
 */
export const dateTimeRangeSchema = v.pipe(
  v.object(
    {
      fromDate: dateSchema(DATE_RANGE_PREFIXES.from),
      fromTime: timeSchema(DATE_RANGE_PREFIXES.from),
      toDate: dateSchema(DATE_RANGE_PREFIXES.to),
      toTime: timeSchema(DATE_RANGE_PREFIXES.to),
    },
    INVALID_INPUT_MESSAGE,
  ),
  // 'yyyy-MM-ddTHH:mm' strings order lexically.
  checkFields<DateTimeRangeFields>(
    ['fromDate', 'fromTime', 'toDate', 'toTime'],
    (input) => toDateTime(input).to >= toDateTime(input).from,
    DATE_RANGE_ORDER_MESSAGE,
    'toDate',
  ),
  v.transform(toDateTime),
);
