// The patient's message when the practice cancels (docs/supply.md "Booked appointments"): by
// e-mail to the booking's notification address, else by SMS to a German mobile number, else none
// (the desk then tells the practice to call). The text names the reason and that the code still
// books: the practice cancelled, not the patient. In the booking's language (issue #23 part 1,
// ADR 37); the practice's reason stays as the practice wrote it.
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { BookedSlotRow } from '../kernel/booked-slot.ts';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { appointmentTitle, languageOf } from '../messages/appointment-text.ts';

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
  const lang = languageOf(row);
  const when = lang.when(row.beginn);
  const practice = row.praxis_name;
  if (row.benachrichtigung) {
    return {
      channel: 'email',
      to: row.benachrichtigung,
      subject: lang.t('practiceCancelSubject', {
        title: appointmentTitle(row.termintyp, lang),
        when,
      }),
      text: [
        lang.t('greeting'),
        '',
        lang.t('practiceCancelText', { practice, when }),
        lang.t('practiceCancelReason', { reason }),
        '',
        lang.t('practiceCancelCodeValid', { code: formatCode(patient.code) }),
        '',
        lang.t('signature'),
      ].join('\n'),
    };
  }
  const mobile = mobileNumber(phone);
  if (!mobile) return null;
  return {
    channel: 'sms',
    to: mobile,
    text: lang.t('practiceCancelSms', { practice, when, reason }),
  };
}
