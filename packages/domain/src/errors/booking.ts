// Which §8 rows decide a failed booking call: the video rows WP073–WP077 belong to the video
// reservation; every other answer of the booking and reservation calls (BU…, WP030, WP010, …) is
// read with the booking rows, whose fallback covers the rest ('Der Termin kann nicht gebucht
// werden.'). Also: which answers mean the slot is gone, so the patient should pick another one.
import type { Termintyp } from '../api/responses.ts';
import type { ErrorContext } from './catalogue-types.ts';
import type { ParsedServerError } from './server-error.ts';

/** §8 "video booking" codes an in-person booking never answers. */
export const VIDEO_RESERVATION_CODES = ['WP073', 'WP074', 'WP075', 'WP076', 'WP077'] as const;

/**
 * §8 booking rows BU012, BU002/WP010/WP012, BU004 ("Bitte wählen Sie einen anderen Termin aus.")
 * and video WP074 ("choose a new one"): the slot is no longer available to this patient.
 */
export const SLOT_GONE_CODES = ['BU012', 'BU002', 'WP010', 'WP012', 'BU004', 'WP074'] as const;

/** The catalogue context for an error of `bookInPerson` or `reserveVideo`. */
export function bookingErrorContext(termintyp: Termintyp, error: ParsedServerError): ErrorContext {
  const videoCode = error.errorCodes.some((code) =>
    (VIDEO_RESERVATION_CODES as readonly string[]).includes(code),
  );
  return termintyp === 'VIDEOSPRECHSTUNDE' && videoCode ? 'videoBooking' : 'booking';
}

/** True when the answer says the chosen slot cannot be booked any more (another slot is needed). */
export function isSlotGone(error: ParsedServerError): boolean {
  return error.errorCodes.some((code) => (SLOT_GONE_CODES as readonly string[]).includes(code));
}
