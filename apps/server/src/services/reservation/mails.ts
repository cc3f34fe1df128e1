// The mails of a video reservation (§4 "Video reservation"): the verification mail with the PIN and
// its link, and the notice that a reservation was cancelled. In the language the patient reserved
// in (issue #23 part 1, ADR 37).
import { RESERVATION_WINDOW_MS } from '@terminservice/domain/limits';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { messageLanguage } from '../messages/language.ts';
import type { ReservationDetails } from './reservations.ts';

const WINDOW_MINUTES = RESERVATION_WINDOW_MS / 60_000;

export function verificationMail(
  details: ReservationDetails,
  code: string,
  pin: string,
  to: string,
  appUrl: string,
): OutgoingMessage {
  const lang = messageLanguage(details.nachrichtensprache);
  const link = `${appUrl}/terminservice/reservierung-pin/${code}?pin=${pin}`;
  const at = details.beginn;
  return {
    channel: 'email',
    to,
    subject: lang.t('reservationSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('reservationIntro'),
      '',
      lang.t('lineAppointment', {
        weekday: lang.weekday(at),
        date: lang.date(at),
        time: lang.time(at),
      }),
      lang.t('linePractice', { practice: details.praxis_name, profile: details.profil_name }),
      '',
      lang.t('verificationPin', { pin }),
      '',
      lang.t('reservationComplete', {
        minutes: WINDOW_MINUTES,
        time: lang.time(details.laeuft_ab_am),
      }),
      link,
      '',
      lang.t('reservationExpires'),
      lang.t('reservationNotYou'),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}

export function reservationCancelledMail(details: ReservationDetails, to: string): OutgoingMessage {
  const lang = messageLanguage(details.nachrichtensprache);
  return {
    channel: 'email',
    to,
    subject: lang.t('reservationCancelledSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('reservationCancelledText', {
        when: lang.when(details.beginn),
        practice: details.praxis_name,
      }),
      '',
      lang.t('signature'),
    ].join('\n'),
  };
}
