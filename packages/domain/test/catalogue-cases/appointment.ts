// §8 cases after booking: details page, video booking, cancel, reservation status, e-mail
// change, version, status polling, request.
import { TEXT, err, show, notify, toBase, paraphrase, type Case } from './kit.ts';

/** §8 row by row, written from the spec (not from the table under test). */
export const APPOINTMENT_CASES: readonly Case[] = [
  // details page
  {
    context: 'detailsPage',
    error: err(['WP068']),
    title: 'Praxisinformation',
    message: paraphrase('Praxis', '116 117'),
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP069']),
    message: 'Keine Buchung vorhanden',
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP008']),
    message: 'Keine Buchung vorhanden',
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP104']),
    message: 'Termintyp ist unbekannt.',
    next: toBase,
  },
  { context: 'detailsPage', error: err(['WP021']), message: TEXT, next: toBase },

  // video booking
  {
    context: 'videoBooking',
    error: err(['WP073']),
    title: 'Videosprechstunde bereits reserviert.',
    message: TEXT,
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP074']),
    message: paraphrase('bereits', 'reserviert', 'neuen Termin'),
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP075']),
    message: paraphrase('Reservierung', 'nicht mehr gültig', '30 Minuten', 'storniert'),
    link: 'base',
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP076']),
    title: 'Videosprechstunde bereits gebucht.',
    message: TEXT,
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP077']),
    message: paraphrase('Terminservice', 'neu', 'kostenfrei', '116117'),
    link: 'base',
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP078']),
    message: paraphrase('PIN', 'nicht erneut', 'maximale Anzahl'),
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP079']),
    message: 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.',
    next: show,
  },
  { context: 'videoBooking', error: err(['WP080']), message: 'PIN ungültig.', next: show },
  { context: 'videoBooking', error: err(['WP021']), message: TEXT, next: show },
  {
    context: 'videoBooking',
    error: err([], ''),
    message: 'Wir entschuldigen uns. Ein unbekannter Fehler ist aufgetreten.',
    next: show,
  },

  // cancel
  {
    context: 'cancel',
    error: err(['WP004']),
    title: 'Information',
    message:
      'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden. Bei eventuellen Problemen, wenden Sie sich an die 116 117.',
    next: notify,
  },
  {
    context: 'cancel',
    error: err(['WP021']),
    title: 'Fehler',
    message:
      'Es gab ein Problem beim Absagen ihres Termins. Bitte versuchen Sie es später noch einmal oder rufen Sie die 116 117 an.',
    next: notify,
  },

  // reservation status
  {
    context: 'reservationStatus',
    error: err(['WP042']),
    message: null,
    next: { kind: 'value', value: false },
  },
  {
    context: 'reservationStatus',
    error: err(['WP021']),
    message: null,
    next: { kind: 'propagate' },
  },

  // e-mail change
  {
    context: 'emailChange',
    error: err(['WP041'], 'E-Mail gesperrt'),
    title: 'WP041',
    message: 'E-Mail gesperrt',
    next: notify,
  },
  {
    context: 'emailChange',
    error: err(['WP041'], ''),
    title: 'Misserfolg',
    message: 'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
    next: notify,
  },
  // Not in §8 (issue #26): the new address's PIN, wrong or spent, in our words.
  {
    context: 'emailChange',
    error: err(['WP080']),
    message: paraphrase('PIN ungültig.', 'neue Adresse', '30 Minuten.'),
    next: show,
  },
  {
    context: 'emailChange',
    error: err(['WP079']),
    message: paraphrase('zu oft falsch eingegeben', 'nicht geändert', 'neue PIN.'),
    next: show,
  },
  {
    context: 'emailChange',
    error: err([], 'Netzwerk'),
    title: 'Misserfolg',
    message: 'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
    next: notify,
  },

  // version, status polling, request
  {
    context: 'version',
    error: err([], ''),
    title: 'Kommunikationsfehler',
    message: 'Im Moment ist der Terminservice nicht verfügbar',
    next: notify,
  },
  {
    context: 'status',
    error: err([], ''),
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },
  {
    context: 'request',
    error: err(['TimeoutError'], ''),
    message: null,
    next: { kind: 'propagate' },
    logged: true,
  },
];
