// Masking of the receiver a PIN was sent to (§2 "Identity check page 'Identitätsprüfung'"): the page
// says where the PIN went without showing the whole phone number or e-mail address.
import { PHONE_PREFIX } from '../limits/index.ts';
import { withPhonePrefix } from '../validation/fields.ts';

/** The character that stands for a hidden one. */
export const MASK_CHARACTER = '*';

/** How many characters stay visible: the last 3 digits, the last 3 characters before the @. */
export const VISIBLE_CHARACTERS = 3;

function mask(hidden: string): string {
  return MASK_CHARACTER.repeat(hidden.length);
}

/**
 * §2: "shown as +49, masked, only the last 3 digits visible". The number is first brought into the
 * form it was sent in (+49 added, separators dropped); '+491701234567' → '+49 *******567'. A number
 * with another country code keeps only its '+' in front; a number of 3 digits or fewer stays as is.
 */
export function maskPhoneNumber(phone: string): string {
  const sent = withPhonePrefix(phone.trim());
  if (sent === '') return '';
  const prefix = sent.startsWith(PHONE_PREFIX) ? PHONE_PREFIX : '+';
  const digits = sent.startsWith('+') ? sent.slice(prefix.length) : sent;
  const cut = Math.max(0, digits.length - VISIBLE_CHARACTERS);
  return `${prefix} ${mask(digits.slice(0, cut))}${digits.slice(cut)}`;
}

/**
 * §2: e-mail "masked, last 3 characters before the at sign onward" visible;
 * 'erika.musterfrau@example.org' → '*************rau@example.org'. Without an @ the last 3
 * characters stay visible.
 */
export function maskEmailAddress(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  const end = at < 0 ? address.length : at;
  const cut = Math.max(0, end - VISIBLE_CHARACTERS);
  return `${mask(address.slice(0, cut))}${address.slice(cut)}`;
}

/**
 * A code as a practice sees it in its appointment desk (docs/supply.md): the last four characters,
 * enough to match a patient's printout, too few to use the code. 'ABCD-EFGH-JKLM' → '****-****-JKLM'.
 */
export function maskCodeForPractice(code: string): string {
  const plain = code
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padStart(12, MASK_CHARACTER);
  return `${mask('1234')}-${mask('1234')}-${plain.slice(-4)}`;
}
