// The reminder mail (issue #15 part 4; docs/reminders.md "The mail"): the appointment, and the two
// links 'Ich komme' and 'Termin freigeben'. Each link opens a page where a button does the rest, so
// a mail scanner that follows links changes nothing. The code is not in it: the links need none.
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { appointmentTitle } from '../messages/appointment-text.ts';
import { berlinGermanDate, berlinTime } from '../kernel/berlin-time.ts';
import { appointmentLines } from '../booking/mails.ts';
import { MAIL_SIGNATURE, type OutgoingMessage } from '../kernel/outbox.ts';

export interface ReminderLinks {
  readonly komme: string;
  readonly freigeben: string;
}

export function reminderMail(
  row: BookedSlotRow,
  to: string,
  links: ReminderLinks,
): OutgoingMessage {
  const when = `${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`;
  return {
    channel: 'email',
    to,
    subject: `Erinnerung: ${appointmentTitle(row.termintyp)} am ${when}`,
    text: [
      'Guten Tag,',
      '',
      'wir erinnern Sie an Ihren Termin:',
      '',
      ...appointmentLines(row),
      '',
      'Bitte sagen Sie der Praxis kurz Bescheid, ob Sie kommen.',
      '',
      `Ich komme: ${links.komme}`,
      '',
      `Termin freigeben: ${links.freigeben}`,
      'Wenn Sie nicht kommen können, geben Sie den Termin bitte frei. Er steht dann sofort anderen Patientinnen und Patienten zur Verfügung. Das Freigeben ist eine Absage nach den üblichen Regeln des Terminservice.',
      '',
      'Jeder Link öffnet eine Seite, auf der Sie Ihre Wahl noch mit einer Schaltfläche bestätigen. Die Links gelten einmal und bis zum Beginn des Termins.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
