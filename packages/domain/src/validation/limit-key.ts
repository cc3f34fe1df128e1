// Who a per-address limit counts (issue #26 finding 4.2): the mailbox or phone line that a message
// reaches, not the spelling. `victim+p1@example.org` … `victim+p25@example.org` reach one mailbox,
// so they share one PIN allowance. Only for counting: messages still go to the address as typed.
import { PHONE_PREFIX } from '../limits/index.ts';
import { withPhonePrefix } from './fields.ts';

/** Providers that deliver `a.b@` and `ab@` to the same mailbox, and their one name. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an e-mail address reaches: lower-cased, the `+tag` of the local part dropped
 * (`anna+x@` → `anna@`), and for providers that ignore dots the dots too (`a.n.na@gmail.com` →
 * `anna@gmail.com`, googlemail.com the same mailbox as gmail.com).
 */
export function emailLimitKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const plus = address.indexOf('+');
  let local = plus > 0 && plus < at ? address.slice(0, plus) : address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotBlind = DOT_BLIND_DOMAINS[domain];
  if (dotBlind !== undefined) {
    local = local.replaceAll('.', '');
    domain = dotBlind;
  }
  return `${local}@${domain}`;
}

/**
 * The phone line a number reaches, in +49… form ({@link withPhonePrefix}: separators dropped,
 * 0… and 00… unified), with a German trunk 0 after +49 dropped too: `+49 0171 …` dials the same
 * line as `+49 171 …` (German numbers never start with 0 after the country code; Italian ones
 * do, so only +49).
 */
export function phoneLimitKey(phone: string): string {
  const international = withPhonePrefix(phone);
  const trunk = `${PHONE_PREFIX}0`;
  return international.startsWith(trunk)
    ? PHONE_PREFIX + international.slice(trunk.length)
    : international;
}

/** The key of a PIN receiver for limits and cooldowns, by channel. */
export function receiverLimitKey(channel: 'sms' | 'email', receiver: string): string {
  return channel === 'email' ? emailLimitKey(receiver) : phoneLimitKey(receiver);
}
