// §8 cases of finding and booking: booking, search, identity check.
import { TEXT, SUFFIX, err, show, fatal, toBase, paraphrase, type Case } from './kit.ts';

/** §8 row by row, written from the spec (not from the table under test). */
export const BOOKING_CASES: readonly Case[] = [
  // booking
  {
    context: 'booking',
    error: err(['WP030']),
    message: 'Die Postleitzahl ist ungültig',
    next: show,
  },
  {
    context: 'booking',
    error: err(['BU012']),
    message: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  ...['BU002', 'WP010', 'WP012'].map((code): Case => ({
    context: 'booking',
    error: err([code]),
    message: 'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  })),
  { context: 'booking', error: err(['BU001']), message: TEXT, suffix: SUFFIX, next: show },
  { context: 'booking', error: err(['WP001']), message: TEXT, suffix: SUFFIX, next: show },
  {
    context: 'booking',
    error: err(['BU004']),
    message: 'Der Termin steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  { context: 'booking', error: err(['BU005']), message: TEXT, next: show },
  {
    context: 'booking',
    error: err(['WP021']),
    message: 'Der Termin kann nicht gebucht werden.',
    suffix: SUFFIX,
    next: show,
  },

  // search
  {
    context: 'search',
    error: err(['TimeoutError'], ''),
    message: 'Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.',
    next: show,
  },
  {
    context: 'search',
    error: err(['WP009']),
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'search', error: err(['WP055']), message: TEXT, next: toBase },
  {
    context: 'search',
    error: err(['WP082']),
    message: TEXT,
    next: { kind: 'navigate', to: 'bookingVerification', notify: true },
  },
  { context: 'search', error: err(['WP021']), message: TEXT, next: show },
  {
    context: 'search',
    error: err(['WP021'], ''),
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },

  // identity check
  {
    context: 'identityEmailPin',
    error: err(['WP061']),
    message: paraphrase(
      'E-Mail-Adresse',
      'Fachrichtung',
      'kein weiterer Termin',
      'Vermittlungscode',
      '„Ja“',
      '116117',
    ),
    next: show,
  },
  {
    context: 'identityEmailPin',
    error: err(['WP063']),
    message: paraphrase('nicht möglich', '116117'),
    next: show,
  },
  { context: 'identityEmailPin', error: err(['WP021']), message: TEXT, next: show },
  { context: 'identitySmsPin', error: err(['WP021']), message: TEXT, next: show },
  { context: 'identityPin', error: err(['WP003']), message: 'ungültiger Input', next: show },
  { context: 'identityPin', error: err(['WP059']), message: 'PIN ungültig', next: show },
  { context: 'identityPin', error: err(['WP001']), message: TEXT, next: fatal },
];
