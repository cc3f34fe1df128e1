// §2/§6 from/to date-time range (TSS and SURGERY) with 'Termine finden', disabled unless both ends
// are valid (§5). Missing times default to 00:00 and 23:59 (§5); errors show once a field was
// touched — except 'Bis' before 'Von', which shows at once, since the button is disabled at once
// (issue #16) — and the button names its reason (aria-describedby); the dates may not leave the
// window the urgency allows (§9).
import type { ApplicationType } from '@terminservice/domain/application-type';
import { maxSearchDays, type SearchUrgency } from '@terminservice/domain/search';
import {
  DATE_RANGE_ORDER_MESSAGE,
  DEFAULT_FROM_TIME,
  DEFAULT_TO_TIME,
  dateTimeRangeSchema,
  fieldErrors,
  validOutput,
} from '@terminservice/domain/validation';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useId, useState, type ChangeEvent } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';

interface Values {
  readonly fromDate: string;
  readonly fromTime: string;
  readonly toDate: string;
  readonly toTime: string;
}

const EMPTY: Values = { fromDate: '', fromTime: '', toDate: '', toTime: '' };

/** 'yyyy-MM-ddTHH:mm' → the two fields. */
function split(dateTime: string | undefined): { date: string; time: string } {
  if (!dateTime) return { date: '', time: '' };
  const [date = '', time = ''] = dateTime.split('T');
  return { date, time };
}

/** yyyy-MM-dd of a day in the browser's time zone (the date input's value format). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export interface TimeRangeFilterProps {
  readonly fromDate: string | undefined;
  readonly toDate: string | undefined;
  readonly urgency: SearchUrgency | undefined;
  readonly applicationType: ApplicationType;
  readonly onApply: (range: { fromDate: string; toDate: string }) => void;
}

/** The four fields, the errors shown once a field was touched, and the valid range (§5). */
function useRangeFields(fromDate: string | undefined, toDate: string | undefined) {
  const initial = (): Values => {
    const from = split(fromDate);
    const to = split(toDate);
    return { fromDate: from.date, fromTime: from.time, toDate: to.date, toTime: to.time };
  };
  const [values, setValues] = useState<Values>(fromDate && toDate ? initial : EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(new Set());
  const [applied, setApplied] = useState(`${fromDate ?? ''}|${toDate ?? ''}`);
  // A search elsewhere changed the range (or reset the filters): show the searched one.
  const key = `${fromDate ?? ''}|${toDate ?? ''}`;
  if (applied !== key) {
    setApplied(key);
    setValues(initial());
    setTouched(new Set());
  }

  const errors = fieldErrors(dateTimeRangeSchema, values);
  const idPrefix = useId();
  // Both dates are there and valid, only their order is wrong: nothing more to type, say it now.
  const shown = (name: keyof Values) =>
    touched.has(name) || errors[name] === DATE_RANGE_ORDER_MESSAGE ? errors[name] : undefined;
  const field = (name: keyof Values) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () =>
      setTouched((current) => (current.has(name) ? current : new Set([...current, name]))),
    error: shown(name),
  });
  // The first message on screen, as the button's reason (the TextField's error id: `${id}-error`).
  const shownError = FIELD_ORDER.find((name) => shown(name) !== undefined);
  return {
    field,
    range: validOutput(dateTimeRangeSchema, values),
    orderError: shown('toDate') === DATE_RANGE_ORDER_MESSAGE,
    shownErrorId: shownError ? `${idPrefix}-${shownError}-error` : undefined,
  };
}

const FIELD_ORDER: readonly (keyof Values)[] = ['fromDate', 'fromTime', 'toDate', 'toTime'];

type FieldOf = ReturnType<typeof useRangeFields>['field'];

const ENDS = {
  from: {
    date: 'fromDate',
    time: 'fromTime',
    dateLabel: SEARCH_TEXTS.fromDate,
    timeLabel: SEARCH_TEXTS.fromTime,
    defaultTime: DEFAULT_FROM_TIME,
  },
  to: {
    date: 'toDate',
    time: 'toTime',
    dateLabel: SEARCH_TEXTS.toDate,
    timeLabel: SEARCH_TEXTS.toTime,
    defaultTime: DEFAULT_TO_TIME,
  },
} as const;

/** One end of the range: its date (within the §9 window) and its time. */
function RangeEnd({
  end,
  min,
  max,
  field,
}: {
  end: keyof typeof ENDS;
  min: string;
  max: string;
  field: FieldOf;
}) {
  const { date, time, dateLabel, timeLabel, defaultTime } = ENDS[end];
  return (
    <div className="ts-range__row">
      <TextField label={dateLabel} type="date" min={min} max={max} {...field(date)} />
      <TextField label={timeLabel} type="time" placeholder={defaultTime} {...field(time)} />
    </div>
  );
}

export function TimeRangeFilter({
  fromDate,
  toDate,
  urgency,
  applicationType,
  onApply,
}: TimeRangeFilterProps) {
  const { field, range, orderError, shownErrorId } = useRangeFields(fromDate, toDate);
  const reasonId = useId();
  // §9 window: today to today + the urgency's maximum, as the inputs' yyyy-MM-dd from the
  // browser's Date (the domain's searchWindow gives Dayjs values).
  const min = localIsoDate(new Date());
  const max = localIsoDate(addDays(new Date(), maxSearchDays(urgency, applicationType)));

  return (
    <fieldset className="kern-fieldset ts-filter ts-filter--range">
      <legend className="kern-label">{SEARCH_TEXTS.timeRange}</legend>
      <p className="kern-body kern-body--small ts-filter__hint">{SEARCH_TEXTS.timeHint}</p>
      <RangeEnd end="from" min={min} max={max} field={field} />
      <RangeEnd end="to" min={min} max={max} field={field} />
      <Button
        variant="secondary"
        disabled={range === undefined}
        aria-describedby={range === undefined ? (shownErrorId ?? reasonId) : undefined}
        onClick={() => {
          if (range) onApply({ fromDate: range.from, toDate: range.to });
        }}
      >
        {SEARCH_TEXTS.findAppointments}
      </Button>
      {/* Why the button is disabled, while no field error says it already. */}
      {range === undefined && shownErrorId === undefined ? (
        <p id={reasonId} className="kern-hint ts-filter__hint">
          {SEARCH_TEXTS.rangeIncomplete}
        </p>
      ) : null}
      {/* Announces the order message the moment it appears (it needs no blur). */}
      <p className="kern-sr-only" role="status">
        {orderError ? DATE_RANGE_ORDER_MESSAGE : ''}
      </p>
    </fieldset>
  );
}
