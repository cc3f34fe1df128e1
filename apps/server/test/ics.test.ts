// The calendar file (RFC 5545): line folding at 75 octets, TEXT escaping, CRLF, UTC times.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookedSlotRow } from '../src/services/kernel/booked-slot.ts';
import { calendarEventOf } from '../src/services/messages/appointment-text.ts';
import {
  berlinDateKey,
  berlinDateTime,
  berlinGermanDate,
  berlinTime,
  berlinWeekday,
} from '../src/services/kernel/berlin-time.ts';
import {
  buildCalendar,
  calendarBase64,
  escapeText,
  foldLine,
  formatUtc,
  type CalendarEvent,
} from '../src/services/messages/ics.ts';

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
function unfold(text: string): string {
  return text.replaceAll(/\r\n[ \t]/g, '');
}

/** Reads an escaped TEXT value; a raw ';' or ',' or a dangling backslash is an error. */
function unescapeStrict(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === ';' || char === ',') throw new Error(`unescaped ${char} at ${i}`);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = value[++i];
    if (next === 'n' || next === 'N') out += '\n';
    else if (next === '\\' || next === ';' || next === ',') out += next;
    else throw new Error(`bad escape at ${i}`);
  }
  return out;
}

/** Text with the characters that matter here: escapes, line breaks, multi-byte ones. */
const calendarText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(';', ',', '\\', '\n', '\r', ' ', 'ä', 'ß', '€', '😀', 'n'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 300,
});

function octets(line: string): number {
  return Buffer.byteLength(line, 'utf8');
}

const event: CalendarEvent = {
  uid: 'buchung-42@terminservice-116117',
  start: new Date('2025-03-04T08:30:00Z'),
  end: new Date('2025-03-04T08:45:00Z'),
  stamp: new Date('2025-02-20T10:11:12.345Z'),
  summary: 'Arzttermin: Praxis Dr. Müller; Augenheilkunde, Berlin',
  location: 'Praxis Dr. Müller, Hauptstraße 1, 10115 Berlin',
  description: 'Zeile eins\nZeile zwei mit Backslash \\ und Semikolon;',
};

describe('escapeText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['a\rb', 'a\\nb'],
    ['Straße: 1', 'Straße: 1'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it('property: a strict reader gets the text back (line breaks as LF), nothing raw is left', () => {
    fc.assert(
      fc.property(calendarText, (text) => {
        const escaped = escapeText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(unescapeStrict(escaped)).toBe(text.replaceAll(/\r\n|\r/g, '\n'));
      }),
    );
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets and folds one of 76', () => {
    const line75 = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line75)).toBe(75);
    expect(foldLine(line75)).toBe(line75);
    const line76 = `${line75}y`;
    expect(foldLine(line76)).toBe(`${line75}\r\n y`);
  });

  it('keeps 25 characters of 3 octets and folds 26, also outside the BMP', () => {
    const line75 = '€'.repeat(25);
    expect(octets(line75)).toBe(75);
    expect(foldLine(line75)).toBe(line75);
    expect(foldLine(`${line75}€`)).toBe(`${line75}\r\n €`);
    // Characters outside the BMP: two UTF-16 units, 4 octets each.
    const emoji = '😀'.repeat(12);
    expect(foldLine(emoji)).toBe(emoji);
    expect(foldLine('😀'.repeat(19))).toBe(`${'😀'.repeat(18)}\r\n 😀`);
  });

  it('never cuts a multi-byte character and keeps every line within 75 octets', () => {
    const line = `LOCATION:${'ä'.repeat(40)}€${'ß'.repeat(30)}😀${'x'.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });

  it('property: unfolding restores the line; no physical line exceeds 75 octets', () => {
    fc.assert(
      fc.property(calendarText, (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        expect(unfold(folded)).toBe(line);
        const parts = folded.split('\r\n');
        for (const [i, part] of parts.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
        }
      }),
    );
  });
});

describe('buildCalendar', () => {
  const ics = buildCalendar([event]);

  it('uses CRLF for every line and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('has the required calendar and event properties', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:buchung-42@terminservice-116117');
    expect(lines).toContain('DTSTAMP:20250220T101112Z');
    expect(lines).toContain('DTSTART:20250304T083000Z');
    expect(lines).toContain('DTEND:20250304T084500Z');
    expect(lines).toContain('SUMMARY:Arzttermin: Praxis Dr. Müller\\; Augenheilkunde\\, Berlin');
    expect(lines).toContain('LOCATION:Praxis Dr. Müller\\, Hauptstraße 1\\, 10115 Berlin');
    expect(lines).toContain(
      'DESCRIPTION:Zeile eins\\nZeile zwei mit Backslash \\\\ und Semikolon\\;',
    );
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds long values', () => {
    const long = buildCalendar([{ ...event, description: 'Hinweis '.repeat(40) }]);
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(`DESCRIPTION:${'Hinweis '.repeat(40)}`);
  });

  it('base64 decodes to the same text', () => {
    expect(Buffer.from(calendarBase64([event]), 'base64').toString('utf8')).toBe(ics);
  });

  it('formats UTC times without milliseconds', () => {
    expect(formatUtc(new Date('2025-12-31T23:59:59.999Z'))).toBe('20251231T235959Z');
  });
});

describe('Berlin wall-clock texts', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2) time; the day changes at Berlin's midnight.
    [
      '2025-03-04T08:30:00Z',
      '2025-03-04',
      '2025-03-04T09:30:00',
      '04.03.2025',
      '09:30',
      'Dienstag',
    ],
    [
      '2025-07-01T22:15:00Z',
      '2025-07-02',
      '2025-07-02T00:15:00',
      '02.07.2025',
      '00:15',
      'Mittwoch',
    ],
  ])('%s', (iso, key, local, german, time, weekday) => {
    const date = new Date(iso);
    expect(berlinDateKey(date)).toBe(key);
    expect(berlinDateTime(date)).toBe(local);
    expect(berlinGermanDate(date)).toBe(german);
    expect(berlinTime(date)).toBe(time);
    expect(berlinWeekday(date)).toBe(weekday);
  });
});

describe('calendarEventOf', () => {
  const row = {
    buchung_id: '7',
    termintyp: 'VIDEOSPRECHSTUNDE',
    erstellt_am: new Date('2025-02-01T10:00:00Z'),
    beginn: new Date('2025-03-04T08:30:00Z'),
    ende: new Date('2025-03-04T08:45:00Z'),
    praxis_name: 'Praxis Dr. Müller',
    profil_name: 'Dr. Müller',
    strasse: 'Hauptstraße 1',
    plz: '10115',
    ort: 'Berlin',
    telefon: '030 123',
  } as BookedSlotRow;

  it('a video consultation is titled Videosprechstunde and takes place online', () => {
    const ev = calendarEventOf(row);
    expect(ev.summary).toBe('Videosprechstunde: Praxis Dr. Müller');
    expect(ev.location).toBe('Online (Praxis Dr. Müller)');
    expect(ev.uid).toBe('buchung-7@terminservice-116117');
    expect(ev.stamp).toEqual(row.erstellt_am);
  });

  it('an appointment in person is an Arzttermin at the practice address', () => {
    const ev = calendarEventOf({ ...row, termintyp: 'PRAESENZTERMIN' });
    expect(ev.summary).toBe('Arzttermin: Praxis Dr. Müller');
    expect(ev.location).toBe('Praxis Dr. Müller, Hauptstraße 1, 10115 Berlin');
  });
});
