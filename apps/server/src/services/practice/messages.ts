// The patient's message when the practice cancels (docs/supply.md "Booked appointments"): by
// e-mail to the booking's notification address, else by SMS to a German mobile number, else none
// (the desk then tells the practice to call). The text names the reason and that the code still
// books: the practice cancelled, not the patient.
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import { appointmentTitle } from '../messages/appointment-text.ts';
import { berlinGermanDate, berlinTime } from '../kernel/berlin-time.ts';
import { MAIL_SIGNATURE, type OutgoingMessage } from '../kernel/outbox.ts';

/** A German mobile number (015x, 016x, 017x) in the forms the contact form stores. */
export function mobileNumber(phone: string): string | null {
  const digits = phone.replace(/[\s/()-]/g, '');
  let national = digits;
  if (digits.startsWith('+49')) national = `0${digits.slice(3)}`;
  else if (digits.startsWith('0049')) national = `0${digits.slice(4)}`;
  return /^01[5-7][0-9]{7,10}$/.test(national) ? `+49${national.slice(1)}` : null;
}

export function practiceCancellationMessage(
  row: BookedSlotRow,
  patient: { readonly code: string; readonly reason: string; readonly phone: string },
): OutgoingMessage | null {
  const { reason, phone } = patient;
  const when = `${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`;
  const code = formatCode(patient.code);
  if (row.benachrichtigung) {
    return {
      channel: 'email',
      to: row.benachrichtigung,
      subject: `Terminabsage durch die Praxis: ${appointmentTitle(row.termintyp)} am ${when}`,
      text: [
        'Guten Tag,',
        '',
        `die Praxis ${row.praxis_name} hat Ihren Termin am ${when} abgesagt.`,
        `Grund: ${reason}`,
        '',
        `Ihr Vermittlungscode ${code} bleibt gültig: Die Absage durch die Praxis zählt nicht als Ihre Stornierung. Sie können mit demselben Code einen neuen Termin buchen.`,
        '',
        MAIL_SIGNATURE,
      ].join('\n'),
    };
  }
  const mobile = mobileNumber(phone);
  if (!mobile) return null;
  return {
    channel: 'sms',
    to: mobile,
    text: `Die Praxis ${row.praxis_name} hat Ihren Termin am ${when} abgesagt. Grund: ${reason}. Ihr Vermittlungscode bleibt gültig; Sie können damit neu buchen. 116117`,
  };
}
