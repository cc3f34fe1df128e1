// Single-field schemas of §5 with their exact messages. In each pipe the first failing rule is the
// message a form shows (see fieldErrors), so the order below is the priority of the messages.
import * as v from 'valibot';
import {
  BOOKING_PIN_LENGTH,
  BSNR_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IDENTITY_PIN_MAX_LENGTH,
  PHONE_BOOKING_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PREFIX,
  POSTCODE_LENGTH,
} from '../limits/index.ts';
import {
  latin1Only,
  noDoubleDots,
  noHexLike,
  phoneCharacters,
  pinCharacters,
  requiredCheckbox,
  requiredString,
  requiredText,
  trimmedString,
} from './generic.ts';
import { noted } from './json-schema-note.ts';
import {
  BOOKING_PIN_CHARACTERS_MESSAGE,
  BOOKING_PIN_LENGTH_MESSAGE,
  BOOKING_PIN_REQUIRED_MESSAGE,
  BSNR_MAX_LENGTH_MESSAGE,
  CALLBACK_PHONE_REQUIRED_MESSAGE,
  DIGITS_MESSAGE,
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_MAX_LENGTH_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  IDENTITY_PIN_MAX_LENGTH_MESSAGE,
  IDENTITY_PIN_REQUIRED_MESSAGE,
  INSURANCE_CHECK_MESSAGE,
  PHONE_MAX_LENGTH_MESSAGE,
  PHONE_MIN_LENGTH_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_MAX_LENGTH_MESSAGE,
  POSTCODE_MIN_LENGTH_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  QUALIFICATION_REQUIRED_MESSAGE,
  SPECIALTY_REQUIRED_MESSAGE,
} from './messages.ts';

export { codeSchema } from '../vermittlungscode/index.ts';

const DIGITS = /^[0-9]*$/;

/**
 * §5 "Postcode" (also the generic ZIP rule): exactly 5 digits. Which message fires:
 * - empty or missing → 'Sie müssen eine Postleitzahl eingeben'
 * - any character other than 0-9 → 'Gültige Zeichen sind 0-9'
 * - fewer than 5 digits → 'Minimale Zeichenanzahl: 5'
 * - more than 5 digits → 'Maximale Zeichenanzahl: 5'
 * - 5 digits starting with 00 → 'Ungültige Postleitzahl' (German postcodes run from 01xxx to
 *   99xxx; an unknown but well-formed one is the server's WP030 'Postleitzahl unbekannt').
 */
export const postcodeSchema = v.pipe(
  requiredString(POSTCODE_REQUIRED_MESSAGE),
  v.regex(DIGITS, DIGITS_MESSAGE),
  v.minLength(POSTCODE_LENGTH, POSTCODE_MIN_LENGTH_MESSAGE),
  v.maxLength(POSTCODE_LENGTH, POSTCODE_MAX_LENGTH_MESSAGE),
  noted(
    v.check((value: string) => !value.startsWith('00'), POSTCODE_INVALID_MESSAGE),
    { not: { pattern: '^00' } },
  ),
);

/** §5 "Specialty … required": one Leistungsmerkmal code (W030, A001, …). */
export const specialtySchema = requiredText({ requiredMessage: SPECIALTY_REQUIRED_MESSAGE });

/** §5 "qualification: required": at least one qualification key from the picker. */
export const qualificationsSchema = v.pipe(
  v.optional(
    v.array(
      requiredText({ requiredMessage: QUALIFICATION_REQUIRED_MESSAGE }),
      QUALIFICATION_REQUIRED_MESSAGE,
    ),
    [],
  ),
  v.minLength(1, QUALIFICATION_REQUIRED_MESSAGE),
);

/** §5 "Insurance checkbox must be ticked" ('Ich bin gesetzlich krankenversichert.'). */
export const insuranceCheckSchema = requiredCheckbox(INSURANCE_CHECK_MESSAGE);

/** Removes the dash of the ___-___ input (§4 "Identity check": "dash removed before sending"). */
export function stripPinDash(pin: string): string {
  return pin.replaceAll('-', '');
}

/**
 * §5 "Identity PIN": required, digits and dash, at most 7 characters (___-___). The output has the
 * dash removed, ready for the verify call. The PIN's correctness is the server's (WP059).
 */
export const identityPinSchema = v.pipe(
  requiredString(IDENTITY_PIN_REQUIRED_MESSAGE),
  pinCharacters(),
  v.maxLength(IDENTITY_PIN_MAX_LENGTH, IDENTITY_PIN_MAX_LENGTH_MESSAGE),
  v.transform(stripPinDash),
);

/** §5 "Booking PIN": required, digits, exactly 6. */
export const bookingPinSchema = v.pipe(
  requiredString(BOOKING_PIN_REQUIRED_MESSAGE),
  v.regex(DIGITS, BOOKING_PIN_CHARACTERS_MESSAGE),
  v.length(BOOKING_PIN_LENGTH, BOOKING_PIN_LENGTH_MESSAGE),
);

/**
 * §5 "Phone", identity form (SMS chosen): required ('Sie müssen eine Rufnummer eingeben'),
 * characters, at most 20 as typed (the prefix is shown before the input, not typed).
 */
export const identityPhoneSchema = v.pipe(
  requiredString(PHONE_REQUIRED_MESSAGE),
  phoneCharacters(),
  v.maxLength(PHONE_MAX_LENGTH, PHONE_MAX_LENGTH_MESSAGE),
);

/**
 * §5 "Phone", booking: required ('Sie müssen eine Rückrufnummer eingeben'), characters, at least 2,
 * at most 20 minus the prefix length. The message still says 20: it counts the number with prefix.
 */
export function createBookingPhoneSchema(prefix: string = PHONE_PREFIX) {
  return v.pipe(
    requiredString(CALLBACK_PHONE_REQUIRED_MESSAGE),
    phoneCharacters(),
    v.minLength(PHONE_BOOKING_MIN_LENGTH, PHONE_MIN_LENGTH_MESSAGE),
    v.maxLength(PHONE_MAX_LENGTH - prefix.length, PHONE_MAX_LENGTH_MESSAGE),
  );
}

export const bookingPhoneSchema = createBookingPhoneSchema();

/**
 * §5 "+49 is added when sending". Separators (space, hyphen, slash) are dropped; a number already
 * in international form (+…, 00…) keeps its own country code; a national trunk 0 is dropped
 * (0171 … → +49171…). Only empty input stays empty. The result is never longer than prefix + input.
 */
export function withPhonePrefix(phone: string, prefix: string = PHONE_PREFIX): string {
  if (phone.trim() === '') return '';
  const compact = phone.replace(/[\s/-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${prefix}${compact.startsWith('0') ? compact.slice(1) : compact}`;
}

/**
 * Phone numbers as sent (after {@link withPhonePrefix}), for the server: the form's rules with the
 * prefix counted, so every number a form accepts is accepted here too.
 */
export const sentIdentityPhoneSchema = v.pipe(
  requiredString(PHONE_REQUIRED_MESSAGE),
  phoneCharacters(),
  v.maxLength(PHONE_MAX_LENGTH + PHONE_PREFIX.length, PHONE_MAX_LENGTH_MESSAGE),
);

export const sentBookingPhoneSchema = v.pipe(
  requiredString(CALLBACK_PHONE_REQUIRED_MESSAGE),
  phoneCharacters(),
  v.maxLength(PHONE_MAX_LENGTH, PHONE_MAX_LENGTH_MESSAGE),
);

// §5 "E-mail" pattern: a conventional local part, a domain whose labels allow umlauts (and ß), a
// top-level part of at least 2 letters. Written without nested quantifiers so it stays linear on
// long server input.
const DOMAIN_CHARACTERS = 'A-Za-z0-9äöüÄÖÜß';
const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:[${DOMAIN_CHARACTERS}-]+\\.)+[A-Za-zäöüÄÖÜ]{2,}$`,
);

/**
 * §5 "E-mail". Order: required; printable Latin only; no 0x; no double dots; pattern
 * ('Ungültige E-Mail-Adresse'); at most 100 ('Maximale Zeichenanzahl: 100').
 */
export const emailSchema = v.pipe(
  requiredString(EMAIL_REQUIRED_MESSAGE),
  latin1Only(EMAIL_CHARACTERS_MESSAGE),
  noHexLike(),
  noDoubleDots(),
  v.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_MAX_LENGTH_MESSAGE),
);

/**
 * §5 "BSNR max 9". Optional (empty means no filter). Digits only: a BSNR is a number; the spec
 * gives no message, so the §5 'Gültige Zeichen sind 0-9' is reused. Spaces anywhere are dropped:
 * a BSNR copied from a list written '72 127 4162' is the same number (issue #16).
 */
export const bsnrSchema = v.pipe(
  trimmedString(),
  v.transform((value: string) => value.replace(/\s+/g, '')),
  v.regex(DIGITS, DIGITS_MESSAGE),
  v.maxLength(BSNR_MAX_LENGTH, BSNR_MAX_LENGTH_MESSAGE),
);
