// §8 catalogue rows after a booking or reservation exists: details page, video booking, cancel,
// reservation status, e-mail change — and the app-wide version, status and request rows.
import {
  NOTIFY,
  SERVER_TEXT,
  SHOW,
  TO_BASE_WITH_NOTICE,
  type CatalogueRow,
} from './catalogue-types.ts';
import { EMAIL_CHANGE_PIN_VALIDITY_MS } from '../limits/index.ts';
import { COMMUNICATION_ERROR_TITLE, PRODUCT_UNAVAILABLE_TEMPLATE } from './notices.ts';

/** §8 "video booking | default". */
export const VIDEO_BOOKING_UNKNOWN_ERROR =
  'Wir entschuldigen uns. Ein unbekannter Fehler ist aufgetreten.';

export const APPOINTMENT_ROWS: readonly CatalogueRow[] = [
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

  // e-mail change (the success notice is EMAIL_CHANGED in notices.ts). Not in §8: the new address
  // is confirmed with the PIN mailed to it (issue #26); a wrong or spent PIN reads in our words,
  // under the video PIN's codes.
  {
    context: 'emailChange',
    code: 'WP080',
    message: `PIN ungültig. Bitte geben Sie die PIN aus der E-Mail an Ihre neue Adresse ein; sie gilt ${String(EMAIL_CHANGE_PIN_VALIDITY_MS / 60_000)} Minuten.`,
    next: SHOW,
  },
  {
    context: 'emailChange',
    code: 'WP079',
    message:
      'Die PIN wurde zu oft falsch eingegeben. Ihre E-Mail-Adresse wurde nicht geändert. Bitte geben Sie die neue Adresse noch einmal ein, dann senden wir Ihnen eine neue PIN.',
    next: SHOW,
  },
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
