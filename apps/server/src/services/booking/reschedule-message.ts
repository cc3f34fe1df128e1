// The patient's confirmation of a rescheduled booking (issue #15, docs/rescheduling.md), on the
// patient's channel as the practice's cancellation chooses it: by e-mail to the booking's
// notification address, with the new appointment's calendar file; else by SMS to a German mobile
// number; else none. It names the new appointment, that the old one is released, and that this
// was no cancellation.
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { appointmentTitle } from '../messages/appointment-text.ts';
import { berlinGermanDate, berlinTime } from '../kernel/berlin-time.ts';
import { MAIL_SIGNATURE, type OutgoingMessage } from '../kernel/outbox.ts';
import { mobileNumber } from '../practice/messages.ts';
import { appointmentLines, calendarAttachment } from './mails.ts';

export interface RescheduledFrom {
  /** The code, named in the mail as the booking mail names it (never in an SMS). */
  readonly code: string;
  /** When the old appointment would have begun. */
  readonly previousBeginn: Date;
  /** The contact's phone, for the SMS when there is no notification address. */
  readonly phone: string;
  /** The public address of the patient app, for the link in the mail. */
  readonly appUrl: string;
}

function when(date: Date): string {
  return `${berlinGermanDate(date)} um ${berlinTime(date)} Uhr`;
}

export function rescheduledMessage(
  row: BookedSlotRow,
  from: RescheduledFrom,
): OutgoingMessage | null {
  const previous = when(from.previousBeginn);
  if (row.benachrichtigung) {
    const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
    return {
      channel: 'email',
      to: row.benachrichtigung,
      subject: `Termin verschoben: ${appointmentTitle(row.termintyp)} am ${when(row.beginn)}`,
      text: [
        'Guten Tag,',
        '',
        'Ihr Termin wurde verschoben. Ihr neuer Termin:',
        '',
        ...appointmentLines(row),
        '',
        `Ihr bisheriger Termin am ${previous} ist freigegeben. Das Verschieben zählt nicht als Absage: Ihr Vermittlungscode ${formatCode(from.code)} bleibt gültig.`,
        `Mit diesem Code können Sie Ihre Buchung unter ${from.appUrl}/terminservice/termin ansehen, verschieben oder absagen.`,
        ...(video ? ['', 'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis.'] : []),
        '',
        'Den neuen Termin finden Sie als Kalenderdatei im Anhang. Wenn Sie den bisherigen Termin in Ihren Kalender übernommen haben, löschen Sie ihn dort bitte.',
        '',
        MAIL_SIGNATURE,
      ].join('\n'),
      attachments: [calendarAttachment(row)],
    };
  }
  const mobile = mobileNumber(from.phone);
  if (!mobile) return null;
  return {
    channel: 'sms',
    to: mobile,
    text: `Ihr Termin wurde verschoben: neu am ${when(row.beginn)}, ${row.praxis_name}. Der Termin am ${previous} ist freigegeben; das zählt nicht als Absage. 116117`,
  };
}
