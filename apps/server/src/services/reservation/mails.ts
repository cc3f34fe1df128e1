// The mails of a video reservation (§4 "Video reservation"): the verification mail with the PIN and
// its link, and the notice that a reservation was cancelled.
import { RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';
import { berlinGermanDate, berlinTime, berlinWeekday } from '../kernel/berlin-time.ts';
import { MAIL_SIGNATURE, type OutgoingMessage } from '../kernel/outbox.ts';
import type { ReservationDetails } from './reservations.ts';

const WINDOW_MINUTES = RESERVATION_WINDOW_MS / 60_000;

export function verificationMail(
  details: ReservationDetails,
  code: string,
  pin: string,
  to: string,
  appUrl: string,
): OutgoingMessage {
  const link = `${appUrl}/terminservice/reservierung-pin/${code}?pin=${pin}`;
  return {
    channel: 'email',
    to,
    subject: 'Ihre Verifizierungs-PIN für die Videosprechstunde',
    text: [
      'Guten Tag,',
      '',
      'Sie haben beim Terminservice 116117 eine Videosprechstunde reserviert:',
      '',
      `Termin: ${berlinWeekday(details.beginn)}, ${berlinGermanDate(details.beginn)}, ${berlinTime(details.beginn)} Uhr`,
      `Praxis: ${details.praxis_name} (${details.profil_name})`,
      '',
      `Ihre Verifizierungs-PIN: ${pin}`,
      '',
      `Bitte schließen Sie die Buchung innerhalb von ${WINDOW_MINUTES} Minuten ab (bis ${berlinTime(details.laeuft_ab_am)} Uhr): Geben Sie die PIN auf der Seite „Termin reserviert“ ein oder öffnen Sie diesen Link:`,
      link,
      '',
      'Ohne Bestätigung verfällt die Reservierung und der Termin wird wieder freigegeben.',
      'Wenn Sie diese Reservierung nicht veranlasst haben, können Sie diese E-Mail ignorieren.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

export function reservationCancelledMail(details: ReservationDetails, to: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Ihre Reservierung einer Videosprechstunde wurde storniert',
    text: [
      'Guten Tag,',
      '',
      `die Reservierung der Videosprechstunde am ${berlinGermanDate(details.beginn)} um ${berlinTime(details.beginn)} Uhr bei ${details.praxis_name} wurde storniert. Der Termin ist nicht gebucht.`,
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
