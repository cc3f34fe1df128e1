// The shape of the §8 error catalogue: contexts, next steps and rows, and the values the rows
// share. The rows themselves are in catalogue-*.ts, assembled in catalogue.ts.
import type { KnownErrorCode } from './server-error.ts';

/** Where an error happened: one per screen or call family of §8 (plus §4's status polling). */
export const ERROR_CONTEXTS = [
  'codeFetch',
  'login',
  'management',
  'managementReservationCheck',
  'availability',
  'booking',
  'search',
  'identityEmailPin',
  'identitySmsPin',
  'identityPin',
  'detailsPage',
  'videoBooking',
  'cancel',
  'reservationStatus',
  'emailChange',
  // Issue #15: moving a booking to another slot (catalogue-reschedule.ts).
  'reschedule',
  'version',
  'status',
  'request',
] as const;
export type ErrorContext = (typeof ERROR_CONTEXTS)[number];

/** A row's context: a concrete one, or 'any' for rows that apply everywhere. */
export type RowContext = ErrorContext | 'any';

/** Destinations of §2 an error can lead to. */
export type ErrorDestination = 'base' | 'details' | 'bookingVerification';

/** What the app does with a resolved error. */
export type NextStep =
  /** Show the message in the page's error field or alert. */
  | { readonly kind: 'show' }
  /** Show the message as a toast and stay. */
  | { readonly kind: 'notify' }
  /** Go to a route; with `notify`, the message is shown as a toast first. */
  | { readonly kind: 'navigate'; readonly to: ErrorDestination; readonly notify: boolean }
  /** Show the fatal-info block with 'Fehlerbericht senden' (§2 "Fatal error helper"). */
  | { readonly kind: 'fatalReport' }
  /** The call yields a value instead of failing (reservation status WP042 → false). */
  | { readonly kind: 'value'; readonly value: false }
  /** Nothing to show; the flow goes on as if the call had succeeded. */
  | { readonly kind: 'continue' }
  /** Nothing to show at this level; the error is passed on to the caller. */
  | { readonly kind: 'propagate' };

/** The message is the server's error text (§3 errorText), optionally prefixed or defaulted. */
export interface ServerText {
  readonly serverText: true;
  readonly prefix?: string;
  /** Used when the server sent no text. */
  readonly fallback?: string;
}

/** The title is the error code itself (§8 "e-mail change | error with code and text"). */
export interface CodeAsTitle {
  readonly codeAsTitle: true;
}

/**
 * Extra conditions a row needs besides its code:
 * - textMentionsJwt: the error text mentions JWT (§8 WP005);
 * - hasCode / noCode: the error carries a code, or none (login ignores a null code; a timed-out
 *   availability check has none, §4 "No-code flow");
 * - hasText / noText: the error carries a text, or none (§4 "Search");
 * - hasCodeAndText: both (§8 "e-mail change").
 */
export type RowCondition =
  'textMentionsJwt' | 'hasCode' | 'noCode' | 'hasText' | 'noText' | 'hasCodeAndText';

export interface CatalogueRow {
  readonly context: RowContext;
  /** A code of §8, or 'other' for the context's fallback. */
  readonly code: KnownErrorCode | 'other';
  readonly when?: RowCondition;
  readonly title?: string | CodeAsTitle;
  /** null: nothing is shown (navigate silently, yield a value, continue). */
  readonly message: string | ServerText | null;
  /** A second sentence shown after the message (§8 booking rows). */
  readonly suffix?: string;
  /** The message box offers a link to this route (§2 "Fatal error helper": optional link). */
  readonly link?: ErrorDestination;
  /** §8 says the error is logged (availability and request timeouts). */
  readonly logged?: true;
  readonly next: NextStep;
}

export const SERVER_TEXT: ServerText = { serverText: true };
export const SHOW: NextStep = { kind: 'show' };
export const NOTIFY: NextStep = { kind: 'notify' };
export const FATAL_REPORT: NextStep = { kind: 'fatalReport' };
export const TO_BASE_WITH_NOTICE: NextStep = { kind: 'navigate', to: 'base', notify: true };
