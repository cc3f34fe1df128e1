// The calendar file of a booked slot (§3 "View slot": ical, base64; §2 details 'add to calendar'),
// as RFC 5545 iCalendar: CRLF line ends, lines folded at 75 octets without splitting a UTF-8
// character, TEXT values escaped, times in UTC (no VTIMEZONE needed), a stable UID and DTSTAMP so
// the same booking always yields the same file.

export interface CalendarEvent {
  /** Globally unique and stable for the booking, e.g. 'buchung-42@terminservice'. */
  readonly uid: string;
  readonly start: Date;
  readonly end: Date;
  /** When the booking was made: DTSTAMP. */
  readonly stamp: Date;
  readonly summary: string;
  readonly location?: string;
  readonly description?: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export const PRODUCT_ID = '-//Terminservice 116117//Terminbuchung//DE';

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split into lines of at most 75 octets,
 * each continuation starting with one space (which counts towards its 75). A multi-byte UTF-8
 * character is never cut.
 */
export function foldLine(line: string): string {
  // Most lines fit: then one count of the octets replaces the walk per character (issue #25 part 3).
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // Continuation lines carry a leading space, so 74 octets of content remain.
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** RFC 5545 §3.3.5 form #2: UTC date-time, e.g. 20250304T083000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** A complete VCALENDAR with the given events. */
export function buildCalendar(events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The calendar file base64-encoded, as the booking lookup and mail attachments carry it. */
export function calendarBase64(events: readonly CalendarEvent[]): string {
  return Buffer.from(buildCalendar(events), 'utf8').toString('base64');
}
