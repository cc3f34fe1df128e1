// The error catalogue of spec §8 as one table: (context, code) → title, message, next step.
// Texts in quotes in the spec are copied verbatim (its spelling included); rows where the spec only
// describes the message carry our wording and say so. resolve.ts reads this table.
import type { KnownErrorCode } from './server-error.ts';
import {
  COMMUNICATION_ERROR_TITLE,
  NO_APPOINTMENTS_FOR_SPECIALTY,
  PRODUCT_UNAVAILABLE_TEMPLATE,
  SESSION_EXPIRED,
} from './notices.ts';

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

const SERVER_TEXT: ServerText = { serverText: true };
const SHOW: NextStep = { kind: 'show' };
const NOTIFY: NextStep = { kind: 'notify' };
const FATAL_REPORT: NextStep = { kind: 'fatalReport' };
const TO_BASE_WITH_NOTICE: NextStep = { kind: 'navigate', to: 'base', notify: true };

/** §8 booking rows: the sentence after the message. */
export const CHOOSE_OTHER_SLOT = 'Bitte wählen Sie einen anderen Termin aus.';

/** §8 "video booking | default". */
export const VIDEO_BOOKING_UNKNOWN_ERROR =
  'Wir entschuldigen uns. Ein unbekannter Fehler ist aufgetreten.';

export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  // any
  { context: 'any', code: 'WP001', message: SERVER_TEXT, next: FATAL_REPORT },
  { context: 'any', code: 'WP005', when: 'textMentionsJwt', message: SESSION_EXPIRED, next: SHOW },

  // code fetch
  { context: 'codeFetch', code: 'WP005', message: SERVER_TEXT, next: SHOW },
  {
    context: 'codeFetch',
    code: 'other',
    message: 'Code konnte nicht abgerufen werden.',
    next: SHOW,
  },

  // login
  { context: 'login', code: 'WP012', message: SERVER_TEXT, next: SHOW },
  { context: 'login', code: 'WP008', message: 'Anspruch abgelaufen', next: SHOW },
  // The code is already booked: its details are the place to go (§4).
  {
    context: 'login',
    code: 'WP009',
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'login', code: 'WP042', message: 'Ungültiger Vermittlungscode', next: SHOW },
  { context: 'login', code: 'WP030', message: SERVER_TEXT, next: SHOW },
  // "null code ignored": an error without a code shows nothing on the login page.
  {
    context: 'login',
    code: 'other',
    when: 'hasCode',
    message: { serverText: true, prefix: 'Unerwarteter Fehler: ' },
    next: SHOW,
  },

  // management: the spec gives two wordings per row. The first belongs to the booking lookup, the
  // second to the message after the reservation check of §4 "Management login".
  { context: 'management', code: 'WP069', message: 'Buchung nicht vorhanden', next: SHOW },
  // §8 has no management row for WP042, which the server answers for a code it does not know. A
  // mistyped code is no "unknown error": the login row's text of §8 says what happened.
  { context: 'management', code: 'WP042', message: 'Ungültiger Vermittlungscode', next: SHOW },
  {
    context: 'management',
    code: 'other',
    message: 'Ein unbekannter Fehler ist aufgetreten',
    next: SHOW,
  },
  {
    context: 'managementReservationCheck',
    code: 'WP069',
    message: 'Keine Buchung gefunden',
    next: SHOW,
  },
  {
    context: 'managementReservationCheck',
    code: 'other',
    message: 'Es ist ein unerwarteter Fehler aufgetreten',
    next: SHOW,
  },

  // availability. The spec does not say what AVAILIBILITY_CHECK means; we give it to the "none
  // available" row, which the server answers with and the client raises on termineVorhanden false.
  {
    context: 'availability',
    code: 'AVAILIBILITY_CHECK',
    message: NO_APPOINTMENTS_FOR_SPECIALTY,
    next: SHOW,
  },
  { context: 'availability', code: 'WP030', message: 'Postleitzahl unbekannt', next: SHOW },
  { context: 'availability', code: 'WP067', message: 'Fachrichtung unbekannt', next: SHOW },
  {
    context: 'availability',
    code: 'TimeoutError',
    message: null,
    logged: true,
    next: { kind: 'continue' },
  },
  // §4 "No-code flow": "If the check times out (no error code), continue anyway."
  {
    context: 'availability',
    code: 'other',
    when: 'noCode',
    message: null,
    logged: true,
    next: { kind: 'continue' },
  },

  // booking
  { context: 'booking', code: 'WP030', message: 'Die Postleitzahl ist ungültig', next: SHOW },
  {
    context: 'booking',
    code: 'BU012',
    message: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  },
  ...(['BU002', 'WP010', 'WP012'] as const).map((code): CatalogueRow => ({
    context: 'booking',
    code,
    message: 'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  })),
  ...(['BU001', 'WP001'] as const).map((code): CatalogueRow => ({
    context: 'booking',
    code,
    message: SERVER_TEXT,
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  })),
  {
    context: 'booking',
    code: 'BU004',
    message: 'Der Termin steht nicht mehr zur Verfügung.',
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  },
  { context: 'booking', code: 'BU005', message: SERVER_TEXT, next: SHOW },
  {
    context: 'booking',
    code: 'other',
    message: 'Der Termin kann nicht gebucht werden.',
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  },

  // search (§8 and §4 "Search")
  {
    context: 'search',
    code: 'TimeoutError',
    message: 'Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.',
    next: SHOW,
  },
  {
    context: 'search',
    code: 'WP009',
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'search', code: 'WP055', message: SERVER_TEXT, next: TO_BASE_WITH_NOTICE },
  {
    context: 'search',
    code: 'WP082',
    message: SERVER_TEXT,
    next: { kind: 'navigate', to: 'bookingVerification', notify: true },
  },
  { context: 'search', code: 'other', when: 'hasText', message: SERVER_TEXT, next: SHOW },
  {
    context: 'search',
    code: 'other',
    when: 'noText',
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },

  // identity check: requesting the PIN by e-mail or SMS, then verifying it
  {
    context: 'identityEmailPin',
    code: 'WP061',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Mit dieser E-Mail-Adresse kann für diese Fachrichtung kein weiterer Termin gebucht werden. Einen bereits gebuchten Termin können Sie aufrufen, indem Sie die Frage „Haben Sie einen Vermittlungscode?“ mit „Ja“ beantworten und Ihren Vermittlungscode eingeben. Bei Fragen erreichen Sie uns unter der Rufnummer 116117.',
    next: SHOW,
  },
  {
    context: 'identityEmailPin',
    code: 'WP063',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Eine Terminbuchung ist derzeit leider nicht möglich. Bitte wenden Sie sich an die Rufnummer 116117.',
    next: SHOW,
  },
  { context: 'identityEmailPin', code: 'other', message: SERVER_TEXT, next: SHOW },
  { context: 'identitySmsPin', code: 'other', message: SERVER_TEXT, next: SHOW },
  { context: 'identityPin', code: 'WP003', message: 'ungültiger Input', next: SHOW },
  { context: 'identityPin', code: 'WP059', message: 'PIN ungültig', next: SHOW },
  { context: 'identityPin', code: 'WP001', message: SERVER_TEXT, next: FATAL_REPORT },

  // details page: "all go to base"
  {
    context: 'detailsPage',
    code: 'WP068',
    title: 'Praxisinformation',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Die Praxis nimmt nicht mehr am Terminservice teil. Bitte wenden Sie sich an die 116 117.',
    next: TO_BASE_WITH_NOTICE,
  },
  ...(['WP069', 'WP008'] as const).map((code): CatalogueRow => ({
    context: 'detailsPage',
    code,
    message: 'Keine Buchung vorhanden',
    next: TO_BASE_WITH_NOTICE,
  })),
  {
    context: 'detailsPage',
    code: 'WP104',
    message: 'Termintyp ist unbekannt.',
    next: TO_BASE_WITH_NOTICE,
  },
  { context: 'detailsPage', code: 'other', message: SERVER_TEXT, next: TO_BASE_WITH_NOTICE },

  // video booking. WP073 and WP076 have only a title in the spec; the body is the server's text.
  {
    context: 'videoBooking',
    code: 'WP073',
    title: 'Videosprechstunde bereits reserviert.',
    message: SERVER_TEXT,
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP074',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Dieser Termin wurde bereits von einer anderen Person reserviert. Bitte wählen Sie einen neuen Termin aus.',
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP075',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Ihre Reservierung ist nicht mehr gültig, weil die 30 Minuten für die Bestätigung überschritten wurden oder die Reservierung bereits storniert wurde. Bitte suchen Sie über den Terminservice einen neuen Termin.',
    link: 'base',
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP076',
    title: 'Videosprechstunde bereits gebucht.',
    message: SERVER_TEXT,
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP077',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Bitte rufen Sie den Terminservice erneut auf und starten Sie die Terminsuche neu oder rufen Sie kostenfrei die 116117 an.',
    link: 'base',
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP078',
    // §8 paraphrases this message; the wording is ours.
    message:
      'Die PIN kann nicht erneut versendet werden, da die maximale Anzahl an Zusendungen erreicht ist.',
    next: SHOW,
  },
  {
    context: 'videoBooking',
    code: 'WP079',
    message: 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.',
    next: SHOW,
  },
  { context: 'videoBooking', code: 'WP080', message: 'PIN ungültig.', next: SHOW },
  {
    context: 'videoBooking',
    code: 'other',
    message: { serverText: true, fallback: VIDEO_BOOKING_UNKNOWN_ERROR },
    next: SHOW,
  },

  // cancel
  {
    context: 'cancel',
    code: 'WP004',
    title: 'Information',
    message:
      'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden. Bei eventuellen Problemen, wenden Sie sich an die 116 117.',
    next: NOTIFY,
  },
  {
    context: 'cancel',
    code: 'other',
    title: 'Fehler',
    message:
      'Es gab ein Problem beim Absagen ihres Termins. Bitte versuchen Sie es später noch einmal oder rufen Sie die 116 117 an.',
    next: NOTIFY,
  },

  // reservation status: WP042 means "no active reservation"; "other errors propagate".
  {
    context: 'reservationStatus',
    code: 'WP042',
    message: null,
    next: { kind: 'value', value: false },
  },
  { context: 'reservationStatus', code: 'other', message: null, next: { kind: 'propagate' } },

  // e-mail change (the success notice is EMAIL_CHANGED in notices.ts)
  {
    context: 'emailChange',
    code: 'other',
    when: 'hasCodeAndText',
    title: { codeAsTitle: true },
    message: SERVER_TEXT,
    next: NOTIFY,
  },
  {
    context: 'emailChange',
    code: 'other',
    title: 'Misserfolg',
    message: 'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
    next: NOTIFY,
  },

  // version: §4 gives the full notice.
  {
    context: 'version',
    code: 'other',
    title: COMMUNICATION_ERROR_TITLE,
    message: PRODUCT_UNAVAILABLE_TEMPLATE,
    next: NOTIFY,
  },

  // status polling, §4 "Notification banner": a failed status call sends the user to base.
  {
    context: 'status',
    code: 'other',
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },

  // request: "request and response status logged; error passed on"
  {
    context: 'request',
    code: 'TimeoutError',
    message: null,
    logged: true,
    next: { kind: 'propagate' },
  },
];
