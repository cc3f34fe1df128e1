// The patient's confirmation of a rescheduled booking (issue #15, docs/rescheduling.md), on the
// patient's channel as the practice's cancellation chooses it: by e-mail to the booking's
// notification address, with the new appointment's calendar file; else by SMS to a German mobile
// number; else none. It names the new appointment, that the old one is released, and that this
// was no cancellation. In the booking's language (issue #23 part 1, ADR 37).
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { appointmentTitle, languageOf } from '../messages/appointment-text.ts';
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

export function rescheduledMessage(
  row: BookedSlotRow,
  from: RescheduledFrom,
): OutgoingMessage | null {
  const lang = languageOf(row);
  const previous = lang.when(from.previousBeginn);
  const when = lang.when(row.beginn);
  if (row.benachrichtigung) {
    const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
    return {
      channel: 'email',
      to: row.benachrichtigung,
      subject: lang.t('rescheduledSubject', {
        title: appointmentTitle(row.termintyp, lang),
        when,
      }),
      text: [
        lang.t('greeting'),
        '',
        lang.t('rescheduledText'),
        '',
        ...appointmentLines(row),
        '',
        lang.t('rescheduledPrevious', { previous, code: formatCode(from.code) }),
        lang.t('rescheduledManage', { url: `${from.appUrl}/terminservice/termin` }),
        ...(video ? ['', lang.t('videoInvitation')] : []),
        '',
        lang.t('rescheduledCalendar'),
        '',
        lang.t('signature'),
      ].join('\n'),
      attachments: [calendarAttachment(row)],
    };
  }
  const mobile = mobileNumber(from.phone);
  if (!mobile) return null;
  return {
    channel: 'sms',
    to: mobile,
    text: lang.t('rescheduledSms', { when, practice: row.praxis_name, previous }),
  };
}
