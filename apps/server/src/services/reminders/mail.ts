// The reminder mail (issue #15 part 4; docs/reminders.md "The mail"): the appointment, and the two
// links 'Ich komme' and 'Termin freigeben'. Each link opens a page where a button does the rest, so
// a mail scanner that follows links changes nothing. The code is not in it: the links need none.
// In the booking's language (issue #23 part 1, ADR 37).
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { appointmentTitle, languageOf } from '../messages/appointment-text.ts';
import { appointmentLines } from '../booking/mails.ts';

export interface ReminderLinks {
  readonly komme: string;
  readonly freigeben: string;
}

export function reminderMail(
  row: BookedSlotRow,
  to: string,
  links: ReminderLinks,
): OutgoingMessage {
  const lang = languageOf(row);
  return {
    channel: 'email',
    to,
    subject: lang.t('reminderSubject', {
      title: appointmentTitle(row.termintyp, lang),
      when: lang.when(row.beginn),
    }),
    text: [
      lang.t('greeting'),
      '',
      lang.t('reminderText'),
      '',
      ...appointmentLines(row),
      '',
      lang.t('reminderAsk'),
      '',
      lang.t('reminderComing', { link: links.komme }),
      '',
      lang.t('reminderRelease', { link: links.freigeben }),
      lang.t('reminderReleaseWhy'),
      '',
      lang.t('reminderLinks'),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}
