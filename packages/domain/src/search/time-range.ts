// The from/to date-time range filter (TSS and SURGERY): §4 "Time range", §5 "Date-time range
// filter", §9 default times.
import { combineDateAndTime, type Dayjs } from '../dates/index.ts';
import {
  DATE_RANGE_ORDER_MESSAGE,
  DATE_RANGE_PREFIXES,
  DEFAULT_FROM_TIME,
  DEFAULT_TO_TIME,
  effectiveTime,
  invalidDateMessage,
} from '../validation/index.ts';

// The constants and messages live with the form rule in validation/date-range.ts; this module
// gives the search the same rule as a pure function over Dayjs values.
const { from: TIME_RANGE_PREFIX_FROM, to: TIME_RANGE_PREFIX_TO } = DATE_RANGE_PREFIXES;

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

/**
 * §4: default times applied when missing; valid only when both ends parse and 'Bis' does not
 * precede 'Von' (§5 wording, as in validation/date-range.ts). On failure the caller clears the
 * dates (§4); the message is the §5 text.
 */
export function resolveTimeRange(input: TimeRangeInput): TimeRangeResult {
  const from = combineDateAndTime(
    input.fromDate ?? '',
    effectiveTime(input.fromTime, DEFAULT_FROM_TIME),
  );
  if (!from)
    return {
      ok: false,
      error: 'invalidFrom',
      message: invalidDateMessage(TIME_RANGE_PREFIX_FROM),
    };
  const to = combineDateAndTime(input.toDate ?? '', effectiveTime(input.toTime, DEFAULT_TO_TIME));
  if (!to)
    return { ok: false, error: 'invalidTo', message: invalidDateMessage(TIME_RANGE_PREFIX_TO) };
  if (to.isBefore(from)) return { ok: false, error: 'order', message: DATE_RANGE_ORDER_MESSAGE };
  return { ok: true, from, to };
}

/** §2/§5: 'Termine finden' is enabled only when both ends are valid. */
export function isTimeRangeValid(input: TimeRangeInput): boolean {
  return resolveTimeRange(input).ok;
}
