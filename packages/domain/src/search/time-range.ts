// The from/to date-time range filter (TSS and SURGERY): §4 "Time range", §5 "Date-time range
// filter", §9 default times.
import { combineDateAndTime, type Dayjs } from '../dates/index.ts';

/** §9/§5: "the form rule uses 00:00 and 23:59". */
export const DEFAULT_TIME_FROM = '00:00';
export const DEFAULT_TIME_TO = '23:59';
/** §5 "A time value counts only with exactly 5 characters (HH:MM)". */
export const TIME_VALUE_LENGTH = 5;

/** §5 messages, verbatim. */
export const TIME_RANGE_ORDER_MESSAGE =
  "Bitte überprüfen Sie alle Zeitangaben. 'Bis' Datum darf nicht vor 'Von' Datum liegen";
export const TIME_RANGE_PREFIX_FROM = 'Von';
export const TIME_RANGE_PREFIX_TO = 'Bis';
export function invalidDateMessage(prefix: string): string {
  return `Ungültiges '${prefix}' Datum.`;
}

export interface TimeRangeInput {
  /** yyyy-MM-dd */
  readonly fromDate?: string | null;
  /** HH:mm; missing or not 5 characters means the default 00:00 */
  readonly fromTime?: string | null;
  readonly toDate?: string | null;
  /** HH:mm; missing or not 5 characters means the default 23:59 */
  readonly toTime?: string | null;
}

export type TimeRangeError = 'invalidFrom' | 'invalidTo' | 'order';

export type TimeRangeResult =
  | { readonly ok: true; readonly from: Dayjs; readonly to: Dayjs }
  | { readonly ok: false; readonly error: TimeRangeError; readonly message: string };

/** The time that counts: the given one if it has exactly 5 characters, else the default. */
export function effectiveTime(time: string | null | undefined, fallback: string): string {
  return time?.length === TIME_VALUE_LENGTH ? time : fallback;
}

/**
 * §4: default times applied when missing; valid only when both ends parse and the end is after
 * the start. On failure the caller clears the dates (§4); the message is the §5 text.
 */
export function resolveTimeRange(input: TimeRangeInput): TimeRangeResult {
  const from = combineDateAndTime(
    input.fromDate ?? '',
    effectiveTime(input.fromTime, DEFAULT_TIME_FROM),
  );
  if (!from)
    return {
      ok: false,
      error: 'invalidFrom',
      message: invalidDateMessage(TIME_RANGE_PREFIX_FROM),
    };
  const to = combineDateAndTime(input.toDate ?? '', effectiveTime(input.toTime, DEFAULT_TIME_TO));
  if (!to)
    return { ok: false, error: 'invalidTo', message: invalidDateMessage(TIME_RANGE_PREFIX_TO) };
  if (!to.isAfter(from)) return { ok: false, error: 'order', message: TIME_RANGE_ORDER_MESSAGE };
  return { ok: true, from, to };
}

/** §2/§5: 'Termine finden' is enabled only when both ends are valid. */
export function isTimeRangeValid(input: TimeRangeInput): boolean {
  return resolveTimeRange(input).ok;
}
