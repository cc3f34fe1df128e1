// A failed booking or reservation as the modal shows it (§8 booking rows, video booking rows).
import { DEFAULT_TERMINTYP, type Termintyp } from '@terminservice/domain/api';
import {
  EMPTY_SERVER_ERROR,
  bookingErrorContext,
  isSlotGone,
  resolveError,
  toParsedServerError,
  type ErrorDestination,
} from '@terminservice/domain/errors';

export interface BookingErrorView {
  readonly title?: string;
  readonly message: string;
  /** §8 'Bitte wählen Sie einen anderen Termin aus.' where the row has it. */
  readonly suffix?: string;
  /** The slot is gone (BU012, BU002, BU004, …): offer the way back to the results. */
  readonly slotGone: boolean;
  /** The error row links to a route (WP075, WP077 → base). */
  readonly link?: ErrorDestination;
  /** The error concerns the entered postcode (WP030). */
  readonly zipRejected: boolean;
  readonly referenceId: string | null;
  /**
   * The message is the server's own text (§8 "server text"): its code, so that another language
   * shows the catalogue's text for it (issue #23 part 1).
   */
  readonly serverText?: { readonly code: string | null };
}

/** Reads any thrown value of bookInPerson / reserveVideo with the catalogue. */
export function toBookingError(error: unknown, termintyp: Termintyp = DEFAULT_TERMINTYP) {
  const parsed = toParsedServerError(error);
  const resolved =
    resolveError(bookingErrorContext(termintyp, parsed), parsed) ??
    resolveError('booking', EMPTY_SERVER_ERROR);
  const view: BookingErrorView = {
    ...(resolved?.title === undefined ? {} : { title: resolved.title }),
    // The booking rows end in a fallback row, so a message is always there.
    message: resolved?.message ?? '',
    ...(resolved?.suffix === undefined ? {} : { suffix: resolved.suffix }),
    slotGone: isSlotGone(parsed),
    ...(resolved?.link === undefined ? {} : { link: resolved.link }),
    zipRejected: parsed.errorCodes.includes('WP030'),
    referenceId: parsed.referenceId,
    ...(resolved !== null && resolved.errorText !== '' && resolved.message === resolved.errorText
      ? { serverText: { code: resolved.code } }
      : {}),
  };
  return view;
}
