// FHIR instants ↔ the service's local time (Europe/Berlin, §3; services/kernel/berlin-time.ts).
// The services read and write slot times as Berlin wall time; FHIR sends instants with an offset.
import { berlinDateTime, berlinOffsetMinutes } from '../../services/kernel/berlin-time.ts';

/** FHIR instant: date, time with seconds, optional fraction, and a zone (Z or ±hh:mm). */
export const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as FHIR writes it, in Berlin time with its offset: '2026-12-01T08:00:00+01:00'. */
export function fhirInstant(at: Date): string {
  return `${berlinDateTime(at)}${offsetText(berlinOffsetMinutes(at))}`;
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
