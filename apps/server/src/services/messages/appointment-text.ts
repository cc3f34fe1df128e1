// A booked slot in the words of the patient's messages and as a calendar entry (§3 "View slot":
// ical; §2 details 'add to calendar'): the title, the practice's address and the event the
// calendar file holds, the same in the booking's mails, the reminder and the practice's
// cancellation. In the booking's language (issue #23 part 1, ADR 37), German when it has none.
import type { Termintyp } from '@terminservice/domain/api';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { buildCalendar, type CalendarEvent } from './ics.ts';
import { GERMAN, messageLanguage, type MessageLanguage } from './language.ts';

export function practiceAddress(row: {
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
}): string {
  return `${row.strasse}, ${row.plz} ${row.ort}`;
}

/** 'Arzttermin' or 'Videosprechstunde' (the calendar entry's title). */
export function appointmentTitle(termintyp: Termintyp, lang: MessageLanguage = GERMAN): string {
  return lang.t(termintyp === 'VIDEOSPRECHSTUNDE' ? 'titleVideo' : 'titleInPerson');
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
> &
  Partial<Pick<BookedSlotRow, 'nachrichtensprache'>>;

/** The language of a booking's messages: the one stored with it (German for staff bookings). */
export function languageOf(
  row: Partial<Pick<BookedSlotRow, 'nachrichtensprache'>>,
): MessageLanguage {
  return messageLanguage(row.nachrichtensprache);
}

export function calendarEventOf(row: AppointmentFacts): CalendarEvent {
  const lang = languageOf(row);
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const title = appointmentTitle(row.termintyp, lang);
  const practice = row.praxis_name;
  const lines = [
    lang.t('calendarWith', { title, practice, profile: row.profil_name }),
    practiceAddress(row),
  ];
  if (row.telefon) lines.push(lang.t('linePhone', { phone: row.telefon }));
  if (video) lines.push(lang.t('videoInvitation'));
  lines.push(lang.t('calendarCancelInTime'));
  return {
    uid: `buchung-${row.buchung_id}@terminservice-116117`,
    start: row.beginn,
    end: row.ende,
    stamp: row.erstellt_am,
    summary: lang.t('calendarSummary', { title, practice }),
    // A video consultation takes place online; the practice address still says who it is with.
    location: video
      ? lang.t('calendarOnline', { practice })
      : `${row.praxis_name}, ${practiceAddress(row)}`,
    description: lines.join('\n'),
  };
}

export function calendarFileOf(row: AppointmentFacts): string {
  return buildCalendar([calendarEventOf(row)]);
}
