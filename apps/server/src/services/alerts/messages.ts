// The slot alert's messages (issue #15, docs/alerts.md "Messages"): the PIN that confirms the
// address and the message that a matching slot is free. Mails get forwarded and links get
// scanned: a message names neither the code nor the specialty, and its links carry only a random
// key; opening a link changes nothing (unsubscribing is a button on the page it opens). In the
// language the alert was set up in (issue #23 part 1, ADR 37).
import {
  ALERT_MESSAGES_PER_DAY,
  alertLinkPath,
  alertUnsubscribePath,
} from '@terminservice/domain/alerts';
import { IDENTITY_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import { messageLanguage } from '../messages/language.ts';

const VALIDITY_MINUTES = IDENTITY_PIN_VALIDITY_MS / 60_000;

export interface PinMessageInput {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly pin: string;
  /** Set up by the hotline for a caller: the caller reads the PIN out to the agent. */
  readonly byHotline: boolean;
  /** The alert's `nachrichtensprache` ('de' for the hotline's). */
  readonly locale: string;
}

/** The PIN first, so that it is easy to find and to read aloud. */
export function pinMessage({
  channel,
  to,
  pin,
  byHotline,
  locale,
}: PinMessageInput): OutgoingMessage {
  const lang = messageLanguage(locale);
  const share = lang.t(byHotline ? 'alertPinHotline' : 'pinDoNotShare');
  const minutes = VALIDITY_MINUTES;
  if (channel === 'sms') {
    return { channel, to, text: lang.t('alertPinSms', { pin, minutes, share }) };
  }
  return {
    channel,
    to,
    subject: lang.t('alertPinSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('pinIs', { pin }),
      '',
      lang.t('alertPinPurpose'),
      lang.t('alertPinEnter', { minutes, share }),
      '',
      lang.t('alertPinNotYou'),
      '',
      lang.t('signature'),
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
  /** The alert's `nachrichtensprache`. */
  readonly locale: string;
}

/** "A matching slot is free": one link to look and book, one to end the alert. */
export function slotMessage(input: SlotMessageInput): OutgoingMessage {
  const lang = messageLanguage(input.locale);
  const look = `${input.publicUrl}${alertLinkPath(input.link)}`;
  const stop = `${input.publicUrl}${alertUnsubscribePath(input.link)}`;
  if (input.channel === 'sms') {
    return { channel: 'sms', to: input.to, text: lang.t('alertSlotSms', { look, stop }) };
  }
  return {
    channel: 'email',
    to: input.to,
    subject: lang.t('alertSlotSubject'),
    text: [
      lang.t('greeting'),
      '',
      lang.t('alertSlotText'),
      '',
      lang.t('alertSlotLook'),
      look,
      '',
      lang.t('alertSlotCode'),
      '',
      lang.t('alertSlotEnds', { date: lang.day(input.endsOn), count: ALERT_MESSAGES_PER_DAY }),
      lang.t('alertSlotStop', { link: stop }),
      '',
      lang.t('signature'),
    ].join('\n'),
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe button POSTs to the same address.
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
