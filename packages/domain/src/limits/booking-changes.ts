// Limits on changing an existing booking (issue #26, finding 4.1): a new notification address is
// used only after the PIN mailed to it was entered, and a booking is moved a few times a day at
// most. §9 gives neither, so they are chosen here; the server enforces them, the apps may show them.
import { MAX_IDENTITY_PIN_REQUESTS_PER_HOUR } from './identity-check.ts';

/**
 * The PIN for a new notification address (the booking PIN's 6 digits, 5 wrong entries spend it,
 * §9) is valid for 30 minutes, as long as the verification mail of a video reservation: time to
 * open the mailbox, also on another device.
 */
export const EMAIL_CHANGE_PIN_VALIDITY_MS = 30 * 60_000;

/**
 * PINs per booking code and per address and hour, as the identity check's allowance: a mistyped
 * address can be corrected twice, and no address gets more than 3 such mails an hour.
 */
export const MAX_EMAIL_CHANGE_PINS_PER_HOUR = MAX_IDENTITY_PIN_REQUESTS_PER_HOUR;

/**
 * A code's booking may be moved at most 5 times per calendar day in German time: enough to
 * correct a choice, too few to flood the booking's mailbox with confirmations.
 */
export const MAX_RESCHEDULES_PER_DAY = 5;
