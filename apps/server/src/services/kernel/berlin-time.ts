// The service's local time (§3: dates, times of day and the daytime mask are German time), in one
// place for every capability (issue #26 part 2: it lived in appointments.ts, search/window.ts,
// seed/berlin-zeit.ts and fhir/instant.ts). Instants are Dates; wall time is Europe/Berlin,
// whatever the server's own time zone. No date library: Intl knows the zone's rules.

export const SERVICE_TIME_ZONE = 'Europe/Berlin';

// Built once: constructing an Intl.DateTimeFormat costs more than a search's other date work.
const DATE_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const WALL_CLOCK = new Intl.DateTimeFormat('de-DE', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});

interface WallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
  readonly weekday: string;
}

// The last instant formatted, and its parts: a mail names its appointment's time five times
// (weekday, date and time in the text, date and time in the subject), each a formatToParts call
// of about 10 µs otherwise (issue #25 part 3).
let lastWallClock: { readonly at: number; readonly clock: WallClock } = {
  at: Number.NaN,
  clock: { year: '', month: '', day: '', hour: '', minute: '', second: '', weekday: '' },
};

function wallClock(date: Date): WallClock {
  const at = date.getTime();
  if (at === lastWallClock.at) return lastWallClock.clock;
  const parts: Record<string, string> = {};
  for (const part of WALL_CLOCK.formatToParts(date)) parts[part.type] = part.value;
  const clock = {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
    weekday: parts.weekday ?? '',
  };
  lastWallClock = { at, clock };
  return clock;
}

const MINUTE_MS = 60_000;

// The day of the last minute asked: since 1970 Berlin's days begin on a whole UTC minute (its
// offsets are whole hours; before 1893 it kept local mean time, +0:53:28), so every instant of one
// UTC minute has the same Berlin day. Every booking asks for today's day (the code's validity),
// most of them within the same minute (issue #25 part 3).
let lastDay = { minute: Number.NaN, key: '' };

/** 'YYYY-MM-DD', the Berlin calendar day of an instant (today: `berlinDateKey(now)`). */
export function berlinDateKey(date: Date): string {
  const at = date.getTime();
  if (!(at >= 0)) return DATE_KEY.format(date);
  const minute = Math.floor(at / MINUTE_MS);
  if (minute !== lastDay.minute) lastDay = { minute, key: DATE_KEY.format(date) };
  return lastDay.key;
}

/** 'YYYY-MM-DDTHH:mm:ss' Berlin wall time, without offset (as the apps read begin and end). */
export function berlinDateTime(date: Date): string {
  const c = wallClock(date);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}:${c.second}`;
}

/** 'DD.MM.YYYY'. */
export function berlinGermanDate(date: Date): string {
  const c = wallClock(date);
  return `${c.day}.${c.month}.${c.year}`;
}

/** 'HH:mm'. */
export function berlinTime(date: Date): string {
  const c = wallClock(date);
  return `${c.hour}:${c.minute}`;
}

/** The German weekday, e.g. 'Dienstag'. */
export function berlinWeekday(date: Date): string {
  return wallClock(date).weekday;
}

/** 'YYYY-MM-DDTHH:mm' Berlin wall time of an instant (what the desk and publishSlots take). */
export function localMinute(at: Date): string {
  return berlinDateTime(at).slice(0, 16);
}

/** Minutes Berlin is ahead of UTC at this instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(at: Date): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((Date.parse(`${berlinDateTime(at)}Z`) - whole) / 60_000);
}

/**
 * The instant of a Berlin wall time 'YYYY-MM-DDTHH:mm:ss'. In the one hour a year that exists
 * twice (end of summer time) the earlier instant is taken (isAmbiguousLocal tells); a time in the
 * hour that does not exist (start of summer time) is read as winter time.
 */
export function instantOfLocal(local: string): Date {
  const naive = Date.parse(`${local}Z`);
  for (const offset of [120, 60]) {
    const at = new Date(naive - offset * 60_000);
    if (berlinDateTime(at) === local) return at;
  }
  return new Date(naive - 60 * 60_000);
}

/** True in the hour that exists twice in Berlin: its wall time does not name one instant. */
export function isAmbiguousLocal(at: Date): boolean {
  const local = berlinDateTime(at);
  const hour = 3_600_000;
  return (
    berlinDateTime(new Date(at.getTime() + hour)) === local ||
    berlinDateTime(new Date(at.getTime() - hour)) === local
  );
}

/** The instant Berlin's day 'YYYY-MM-DD' begins (midnight is never in a time change there). */
export function berlinDayStart(date: string): Date {
  return instantOfLocal(`${date}T00:00:00`);
}
