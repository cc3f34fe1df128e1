// The mails of a booking (§2 'add to calendar', §4 "Booking", "Cancellation"): the confirmation
// with the calendar file, the cancellation, the PIN for a new address and the notice to the old
// address after a change.
import { EMAIL_CHANGE_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { Config } from '../../config.ts';
import { berlinGermanDate, berlinTime, berlinWeekday } from '../kernel/berlin-time.ts';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { MAIL_SIGNATURE, type Attachment, type OutgoingMessage } from '../kernel/outbox.ts';
import {
  appointmentTitle,
  calendarFileOf,
  practiceAddress,
  type AppointmentFacts,
} from '../messages/appointment-text.ts';

/** The public address of the patient app, for links in mails (PUBLIC_URL). */
export function publicAppUrl(config: Config): string {
  return config.publicUrl;
}

/** The appointment as every mail about it names it: when, where, the practice's phone. */
export function appointmentLines(row: AppointmentFacts): string[] {
  const lines = [
    `Termin: ${berlinWeekday(row.beginn)}, ${berlinGermanDate(row.beginn)}, ${berlinTime(row.beginn)} Uhr`,
    `Praxis: ${row.praxis_name} (${row.profil_name})`,
    `Adresse: ${practiceAddress(row)}`,
  ];
  if (row.telefon) lines.push(`Telefon: ${row.telefon}`);
  return lines;
}

/** The booking confirmation with the calendar file (§2 'add to calendar'). */
export function confirmationMail(
  row: AppointmentFacts,
  code: string,
  to: string,
  appUrl: string,
): OutgoingMessage {
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const headline = video
    ? 'Ihre Videosprechstunde wurde erfolgreich gebucht.'
    : 'Ihr Termin wurde verbindlich gebucht.';
  const text = [
    'Guten Tag,',
    '',
    headline,
    '',
    ...appointmentLines(row),
    '',
    `Ihr Vermittlungscode: ${formatCode(code)}`,
    `Mit diesem Code können Sie Ihre Buchung unter ${appUrl}/terminservice/termin ansehen oder absagen.`,
    ...(video
      ? [
          '',
          'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis. Sollte sie 3 Tage vor dem Termin nicht angekommen sein, prüfen Sie bitte Ihren Spam-Ordner.',
        ]
      : []),
    '',
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig ab, damit er anderen Patientinnen und Patienten zur Verfügung steht.',
    'Den Termin finden Sie als Kalenderdatei im Anhang.',
    '',
    MAIL_SIGNATURE,
  ].join('\n');
  return {
    channel: 'email',
    to,
    subject: `Terminbestätigung: ${appointmentTitle(row.termintyp)} am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`,
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
  return {
    channel: 'email',
    to,
    subject: `Terminabsage: ${appointmentTitle(row.termintyp)} am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`,
    text: [
      'Guten Tag,',
      '',
      'der folgende Termin wurde erfolgreich abgesagt:',
      '',
      ...appointmentLines(row),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

export function addressChangedMail(row: BookedSlotRow, to: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Ihre E-Mail-Adresse für Terminbenachrichtigungen wurde geändert',
    text: [
      'Guten Tag,',
      '',
      `für Ihren Termin am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr wurde eine andere E-Mail-Adresse für Benachrichtigungen hinterlegt. Benachrichtigungen gehen ab jetzt an die neue Adresse.`,
      'Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte an die 116117.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/**
 * The PIN for a new notification address (issue #26). Until the PIN is entered the address may be
 * anyone's: the mail names neither the appointment nor the code, carries no calendar file, and
 * says that ignoring it is enough. The PIN is the first number in the text, easy to find.
 */
export function addressPinMail(to: string, pin: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Ihre Verifizierungs-PIN für die neue E-Mail-Adresse',
    text: [
      'Guten Tag,',
      '',
      'diese E-Mail-Adresse wurde beim Terminservice 116117 als neue Adresse für Terminbenachrichtigungen angegeben.',
      '',
      `Ihre Verifizierungs-PIN: ${pin}`,
      '',
      `Bitte geben Sie die PIN innerhalb von ${EMAIL_CHANGE_PIN_VALIDITY_MS / 60_000} Minuten auf der Seite Ihres Termins ein. Erst dann senden wir Benachrichtigungen an diese Adresse. Geben Sie die PIN nicht an andere weiter.`,
      '',
      'Wenn Sie das nicht veranlasst haben, können Sie diese E-Mail einfach löschen. Wir senden dann nichts weiter an diese Adresse.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
