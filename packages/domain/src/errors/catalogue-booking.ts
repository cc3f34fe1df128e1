// §8 catalogue rows of finding and booking an appointment: booking, search (with §4 "Search") and
// the identity check of the no-code flow.
import {
  FATAL_REPORT,
  SERVER_TEXT,
  SHOW,
  TO_BASE_WITH_NOTICE,
  type CatalogueRow,
} from './catalogue-types.ts';

/** §8 identity PIN WP003 'ungültiger Input': also the server's text for every WP003 refusal. */
export const INVALID_INPUT_TEXT = 'ungültiger Input';

/** §8 booking rows: the sentence after the message. */
export const CHOOSE_OTHER_SLOT = 'Bitte wählen Sie einen anderen Termin aus.';

export const BOOKING_ROWS: readonly CatalogueRow[] = [
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
  { context: 'identityPin', code: 'WP003', message: INVALID_INPUT_TEXT, next: SHOW },
  { context: 'identityPin', code: 'WP059', message: 'PIN ungültig', next: SHOW },
  { context: 'identityPin', code: 'WP001', message: SERVER_TEXT, next: FATAL_REPORT },
];
