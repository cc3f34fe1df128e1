// FHIR instants ↔ the service's local time (Europe/Berlin, §3). The services read and write slot
// times as Berlin wall time ('YYYY-MM-DDTHH:mm'); FHIR sends and receives instants with an offset.
import { berlinDateTime } from '../../services/appointments.ts';

/** FHIR instant: date, time with seconds, optional fraction, and a zone (Z or ±hh:mm). */
export const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

/** Minutes Berlin is ahead of UTC at this instant. */
function berlinOffsetMinutes(at: Date): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((Date.parse(`${berlinDateTime(at)}Z`) - whole) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as FHIR writes it, in Berlin time with its offset: '2026-12-01T08:00:00+01:00'. */
export function fhirInstant(at: Date): string {
  return `${berlinDateTime(at)}${offsetText(berlinOffsetMinutes(at))}`;
}

/**
 * The instant of a Berlin wall time 'YYYY-MM-DDTHH:mm:ss' as the services return it. In the one
 * hour a year that exists twice (end of summer time) the earlier instant is taken; slots published
 * through FHIR never fall there (isAmbiguousLocal refuses them).
 */
export function instantOfLocal(local: string): Date {
  const naive = Date.parse(`${local}Z`);
  for (const offset of [120, 60]) {
    const at = new Date(naive - offset * 60_000);
    if (berlinDateTime(at) === local) return at;
  }
  return new Date(naive - 60 * 60_000);
}

/** A FHIR instant's Date, or null when it does not name a real moment. */
export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day] = match;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  // Date accepts 2026-02-31; the calendar day must exist.
  const check = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return check.toISOString().slice(0, 10) === `${year}-${month}-${day}` ? at : null;
}

/** 'YYYY-MM-DDTHH:mm' Berlin wall time of an instant (what publishSlots takes). */
export function localMinute(at: Date): string {
  return berlinDateTime(at).slice(0, 16);
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
