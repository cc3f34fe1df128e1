// A booked slot in the words of the patient's messages and as a calendar entry (§3 "View slot":
// ical; §2 details 'add to calendar'): the title, the practice's address and the event the
// calendar file holds, the same in the booking's mails, the reminder and the practice's
// cancellation.
import type { Termintyp } from '@terminservice/domain/api';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { buildCalendar, type CalendarEvent } from './ics.ts';

export function practiceAddress(row: {
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
}): string {
  return `${row.strasse}, ${row.plz} ${row.ort}`;
}

/** 'Arzttermin' or 'Videosprechstunde' (the calendar entry's title). */
export function appointmentTitle(termintyp: Termintyp): string {
  return termintyp === 'VIDEOSPRECHSTUNDE' ? 'Videosprechstunde' : 'Arzttermin';
}

/**
 * What a booking's messages and calendar file name of it: a BookedSlotRow has it, and so has the
 * booking's facts, read before the booking exists (services/booking/book-in-person.ts).
 */
export type AppointmentFacts = Pick<
  BookedSlotRow,
  | 'buchung_id'
  | 'termintyp'
  | 'beginn'
  | 'ende'
  | 'erstellt_am'
  | 'praxis_name'
  | 'profil_name'
  | 'strasse'
  | 'plz'
  | 'ort'
  | 'telefon'
>;

export function calendarEventOf(row: AppointmentFacts): CalendarEvent {
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const lines = [
    `${appointmentTitle(row.termintyp)} bei ${row.praxis_name} (${row.profil_name})`,
    practiceAddress(row),
  ];
  if (row.telefon) lines.push(`Telefon: ${row.telefon}`);
  if (video) {
    lines.push('Die Einladung zur Videosprechstunde erhalten Sie von der Praxis.');
  }
  lines.push(
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig über den Terminservice ab.',
  );
  return {
    uid: `buchung-${row.buchung_id}@terminservice-116117`,
    start: row.beginn,
    end: row.ende,
    stamp: row.erstellt_am,
    summary: `${appointmentTitle(row.termintyp)}: ${row.praxis_name}`,
    // A video consultation takes place online; the practice address still says who it is with.
    location: video ? `Online (${row.praxis_name})` : `${row.praxis_name}, ${practiceAddress(row)}`,
    description: lines.join('\n'),
  };
}

export function calendarFileOf(row: AppointmentFacts): string {
  return buildCalendar([calendarEventOf(row)]);
}
