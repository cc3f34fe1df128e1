// Slots a practice publishes (Terminslots, FHIR Slot): one at a time or as a series from a profile
// (docs/supply.md). Times are local service time (Europe/Berlin), 'YYYY-MM-DDTHH:mm'; the server
// turns them into instants. expandSeries is the one rule for which starts a series makes, used by
// the desk's preview and by the server.
import * as v from 'valibot';
import { isIsoDate, isTime } from '../validation/iso-date.ts';
import { noted } from '../validation/json-schema-note.ts';

/** Most slots one request may create (a series, or a FHIR transaction Bundle). */
export const MAX_SLOTS_PER_REQUEST = 1_000;
/** Said by the desk's form and by the server (PX005) when a request would make too many slots. */
export const TOO_MANY_SLOTS_MESSAGE = `Mit einer Anfrage können höchstens ${MAX_SLOTS_PER_REQUEST.toLocaleString('de-DE')} Termine angelegt werden. Bitte wählen Sie einen kürzeren Zeitraum.`;
/** Longest date range of a series. */
export const MAX_SERIES_DAYS = 184;
/** How far ahead a practice can publish. */
export const MAX_PUBLISH_AHEAD_DAYS = 366;

/** Weekdays as ISO numbers: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: 'Montag',
  2: 'Dienstag',
  3: 'Mittwoch',
  4: 'Donnerstag',
  5: 'Freitag',
  6: 'Samstag',
  7: 'Sonntag',
};

const LOCAL_DATE_TIME = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}:[0-9]{2})$/;

/** True for 'YYYY-MM-DDTHH:mm' naming an existing day and time. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]!) && isTime(match[2]!);
}

// The API takes local service time as 'YYYY-MM-DDTHH:mm' (what the desk's date and time inputs
// give); the messages name that form, and the OpenAPI document shows it as a pattern (issue #26 part 5).
const localDateTime = v.pipe(
  v.string('Bitte geben Sie Datum und Uhrzeit an.'),
  noted(
    v.check(
      isLocalDateTime,
      'Bitte geben Sie ein gültiges Datum mit Uhrzeit an (JJJJ-MM-TTTHH:MM, z. B. 2026-12-09T10:00).',
    ),
    {
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$',
      description: 'Ortszeit Europe/Berlin, JJJJ-MM-TTTHH:MM',
    },
  ),
);
const isoDate = v.pipe(
  v.string('Bitte geben Sie ein Datum an.'),
  noted(v.check(isIsoDate, 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).'), {
    format: 'date',
  }),
);
const time = v.pipe(
  v.string('Bitte geben Sie eine Uhrzeit an.'),
  noted(v.check(isTime, 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'), {
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    description: 'Ortszeit Europe/Berlin, HH:MM',
  }),
);

/** One slot: a profile and a start; the end follows from the profile's duration. */
export const slotInputSchema = v.strictObject({
  profilId: v.pipe(v.string(), v.nonEmpty('Bitte wählen Sie ein Terminprofil.')),
  beginn: localDateTime,
});
export type SlotInput = v.InferOutput<typeof slotInputSchema>;

/** A series: weekdays, a daily time window, a date range and the gap between slots. */
export const seriesInputSchema = v.pipe(
  v.strictObject({
    profilId: v.pipe(v.string(), v.nonEmpty('Bitte wählen Sie ein Terminprofil.')),
    wochentage: v.pipe(
      v.array(v.picklist(WEEKDAYS)),
      v.minLength(1, 'Bitte wählen Sie mindestens einen Wochentag.'),
    ),
    von: time,
    bis: time,
    startDatum: isoDate,
    endDatum: isoDate,
    /** Minutes between two starts' ends and the next start (0 = back to back). */
    abstandMinuten: v.pipe(
      v.number('Bitte geben Sie den Abstand in Minuten an.'),
      v.integer('Bitte geben Sie den Abstand in ganzen Minuten an.'),
      v.minValue(0, 'Der Abstand darf nicht negativ sein.'),
      v.maxValue(480, 'Höchstens 480 Minuten Abstand.'),
    ),
  }),
  v.forward(
    v.check((s) => s.bis > s.von, 'Das Zeitfenster muss nach seinem Beginn enden.'),
    ['bis'],
  ),
  v.forward(
    v.check(
      (s) => s.endDatum >= s.startDatum,
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    ),
    ['endDatum'],
  ),
  v.forward(
    v.check(
      (s) => daysBetween(s.startDatum, s.endDatum) < MAX_SERIES_DAYS,
      `Eine Serie umfasst höchstens ${MAX_SERIES_DAYS} Tage.`,
    ),
    ['endDatum'],
  ),
);
export type SeriesInput = v.InferOutput<typeof seriesInputSchema>;

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The local starts of a series, in order: on each chosen weekday of the range, from `von` every
 * `dauer + abstand` minutes while the slot ends by `bis`. Stops after `limit + 1` starts, so a
 * caller can tell "too many" without building a huge list.
 */
export function expandSeries(
  series: SeriesInput,
  durationMinutes: number,
  limit: number = MAX_SLOTS_PER_REQUEST,
): string[] {
  const starts: string[] = [];
  const step = durationMinutes + series.abstandMinuten;
  const first = minutesOf(series.von);
  const last = minutesOf(series.bis) - durationMinutes;
  const days = daysBetween(series.startDatum, series.endDatum);
  const weekdays = new Set<number>(series.wochentage);
  for (let d = 0; d <= days; d++) {
    const day = new Date(utcDay(series.startDatum).getTime() + d * 86_400_000);
    const isoWeekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (!weekdays.has(isoWeekday)) continue;
    const date = day.toISOString().slice(0, 10);
    for (let m = first; m <= last; m += step) {
      starts.push(`${date}T${hhmm(m)}`);
      if (starts.length > limit) return starts;
    }
  }
  return starts;
}

/** Slot states as the practice sees them in the week view (docs/supply.md). */
export const DESK_SLOT_STATES = [
  'frei',
  'reserviert',
  'gebucht',
  'abgelaufen',
  'gesperrt',
  'freigegeben',
] as const;
export type DeskSlotState = (typeof DESK_SLOT_STATES)[number];
export const DESK_SLOT_STATE_LABELS: Readonly<Record<DeskSlotState, string>> = {
  frei: 'frei',
  reserviert: 'reserviert',
  gebucht: 'gebucht',
  abgelaufen: 'abgelaufen',
  gesperrt: 'gesperrt',
  freigegeben: 'an die Praxis freigegeben',
};
