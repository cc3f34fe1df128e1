// The mails of a booking (§2 'add to calendar', §4 "Booking", "Cancellation"): the confirmation
// with the calendar file, the cancellation, the PIN for a new address and the notice to the old
// address after a change. In the booking's language (issue #23 part 1, ADR 37).
import { EMAIL_CHANGE_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { Config } from '../../config.ts';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import type { Attachment, OutgoingMessage } from '../kernel/outbox.ts';
import {
  appointmentTitle,
  calendarFileOf,
  languageOf,
  practiceAddress,
  type AppointmentFacts,
} from '../messages/appointment-text.ts';
import { GERMAN, type MessageLanguage } from '../messages/language.ts';

/** The public address of the patient app, for links in mails (PUBLIC_URL). */
export function publicAppUrl(config: Config): string {
  return config.publicUrl;
}

/** The appointment as every mail about it names it: when, where, the practice's phone. */
export function appointmentLines(row: AppointmentFacts): string[] {
  const lang = languageOf(row);
  const at = row.beginn;
  const lines = [
    lang.t('lineAppointment', {
      weekday: lang.weekday(at),
      date: lang.date(at),
      time: lang.time(at),
    }),
    lang.t('linePractice', { practice: row.praxis_name, profile: row.profil_name }),
    lang.t('lineAddress', { address: practiceAddress(row) }),
  ];
  if (row.telefon) lines.push(lang.t('linePhone', { phone: row.telefon }));
  return lines;
}

/** 'Terminbestätigung: Arzttermin am 04.03.2025 um 10:30 Uhr' and the like. */
function subjectOf(
  lang: MessageLanguage,
  key: 'confirmationSubject' | 'cancellationSubject',
  row: AppointmentFacts,
): string {
  return lang.t(key, { title: appointmentTitle(row.termintyp, lang), when: lang.when(row.beginn) });
}

/** The booking confirmation with the calendar file (§2 'add to calendar'). */
export function confirmationMail(
  row: AppointmentFacts,
  code: string,
  to: string,
  appUrl: string,
): OutgoingMessage {
  const lang = languageOf(row);
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const text = [
    lang.t('greeting'),
    '',
    lang.t(video ? 'confirmationVideoBooked' : 'confirmationBooked'),
    '',
    ...appointmentLines(row),
    '',
    lang.t('confirmationCode', { code: formatCode(code) }),
    lang.t('confirmationManage', { url: `${appUrl}/terminservice/termin` }),
    ...(video ? ['', lang.t('confirmationVideoSpam')] : []),
    '',
    lang.t('confirmationCancelInTime'),
    lang.t('confirmationCalendar'),
    '',
    lang.t('signature'),
  ].join('\n');
  return {
    channel: 'email',
    to,
    subject: subjectOf(lang, 'confirmationSubject', row),
    text,
    attachments: [calendarAttachment(row)],
  };
}

/** The booked slot as a calendar file (§2 'add to calendar'), attached to a mail. */
export function calendarAttachment(row: AppointmentFacts): Attachment {
  return {
    filename: 'termin.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendarFileOf(row), 'utf8').toString('base64'),
  };
}

export function cancellationMail(row: BookedSlotRow, to: string): OutgoingMessage {
  const lang = languageOf(row);
  return {
    channel: 'email',
    to,
    subject: subjectOf(lang, 'cancellationSubject', row),
    text: [
      lang.t('greeting'),
      '',
      lang.t('cancellationText'),
      '',
      ...appointmentLines(row),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}

export function addressChangedMail(row: BookedSlotRow, to: string): OutgoingMessage {
  const lang = languageOf(row);
  return {
    channel: 'email',
    to,
    subject: lang.t('addressChangedSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('addressChangedText', { when: lang.when(row.beginn) }),
      lang.t('addressChangedNotYou'),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}

/**
 * The PIN for a new notification address (issue #26). Until the PIN is entered the address may be
 * anyone's: the mail names neither the appointment nor the code, carries no calendar file, and
 * says that ignoring it is enough. The PIN is the first number in the text, easy to find.
 */
export function addressPinMail(
  to: string,
  pin: string,
  lang: MessageLanguage = GERMAN,
): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: lang.t('addressPinSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('addressPinIntro'),
      '',
      lang.t('verificationPin', { pin }),
      '',
      lang.t('addressPinEnter', { minutes: EMAIL_CHANGE_PIN_VALIDITY_MS / 60_000 }),
      '',
      lang.t('addressPinNotYou'),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}
