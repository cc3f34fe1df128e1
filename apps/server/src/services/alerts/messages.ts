// The slot alert's messages (issue #15, docs/alerts.md "Messages"): the PIN that confirms the
// address and the message that a matching slot is free. Mails get forwarded and links get
// scanned: a message names neither the code nor the specialty, and its links carry only a random
// key; opening a link changes nothing (unsubscribing is a button on the page it opens).
import {
  ALERT_MESSAGES_PER_DAY,
  alertLinkPath,
  alertUnsubscribePath,
  germanDate,
} from '@terminservice/domain/alerts';
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { MAIL_SIGNATURE } from '../kernel/outbox.ts';

const VALIDITY_MINUTES = IDENTITY_PIN_VALIDITY_MS / 60_000;

export interface PinMessageInput {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly pin: string;
  /** Set up by the hotline for a caller: the caller reads the PIN out to the agent. */
  readonly byHotline: boolean;
}

/** The PIN first, so that it is easy to find and to read aloud. */
export function pinMessage({ channel, to, pin, byHotline }: PinMessageInput): OutgoingMessage {
  const share = byHotline
    ? 'Nennen Sie die PIN nur der Mitarbeiterin oder dem Mitarbeiter der 116117, mit der oder dem Sie sprechen.'
    : 'Geben Sie die PIN nicht an andere weiter.';
  if (channel === 'sms') {
    return {
      channel,
      to,
      text: `Ihre PIN lautet ${pin}. Sie bestätigt Ihren Terminalarm beim Terminservice 116117 und gilt ${VALIDITY_MINUTES} Minuten. ${share}`,
    };
  }
  return {
    channel,
    to,
    subject: 'Ihre PIN für den Terminalarm',
    text: [
      'Guten Tag,',
      '',
      `Ihre PIN lautet: ${pin}`,
      '',
      'Mit dieser PIN bestätigen Sie, dass wir Ihnen an diese Adresse schreiben dürfen, sobald ein passender Termin frei wird.',
      `Bitte geben Sie die PIN innerhalb von ${VALIDITY_MINUTES} Minuten auf der Seite „Terminalarm bestätigen“ ein. ${share}`,
      '',
      'Wenn Sie keinen Terminalarm eingerichtet haben, können Sie diese E-Mail einfach löschen: Ohne PIN erhalten Sie keine weiteren Nachrichten.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

export interface SlotMessageInput {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  /** The new link key of this message. */
  readonly link: string;
  /** The WEB app's public address (PUBLIC_URL), never a request's Host. */
  readonly publicUrl: string;
  /** The German date the alert ends, YYYY-MM-DD. */
  readonly endsOn: string;
}

/** "A matching slot is free": one link to look and book, one to end the alert. */
export function slotMessage(input: SlotMessageInput): OutgoingMessage {
  const look = `${input.publicUrl}${alertLinkPath(input.link)}`;
  const stop = `${input.publicUrl}${alertUnsubscribePath(input.link)}`;
  if (input.channel === 'sms') {
    return {
      channel: 'sms',
      to: input.to,
      text: `Terminservice 116117: Für Ihren Terminalarm ist ein passender Termin frei. Ansehen und buchen (mit Ihrem Vermittlungscode): ${look} Terminalarm beenden: ${stop}`,
    };
  }
  return {
    channel: 'email',
    to: input.to,
    subject: 'Terminalarm: Ein passender Termin ist frei',
    text: [
      'Guten Tag,',
      '',
      'für Ihren Terminalarm ist ein passender Termin frei geworden. Freie Termine werden oft schnell gebucht.',
      '',
      'Termine ansehen und buchen:',
      look,
      '',
      'Sie brauchen dazu Ihren Vermittlungscode. Aus Sicherheitsgründen steht er nicht in dieser Nachricht. Sie können auch die 116117 anrufen.',
      '',
      `Ihr Terminalarm endet am ${germanDate(input.endsOn)}. Sie erhalten höchstens ${ALERT_MESSAGES_PER_DAY} Nachrichten am Tag.`,
      `Terminalarm beenden: ${stop}`,
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs to the same address.
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
