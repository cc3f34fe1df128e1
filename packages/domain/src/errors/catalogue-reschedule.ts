// Catalogue rows of rescheduling a booking (issue #15, docs/rescheduling.md; not in §8): the new
// slot's refusals read as the §8 booking rows do (BU002, BU004, BU005, BU012, BU001 for the slot
// the code already holds); the old booking's own refusals say that it could not be moved and
// stays. Wording ours.
import { BOOKING_ROWS, CHOOSE_OTHER_SLOT } from './catalogue-booking.ts';
import { SERVER_TEXT, SHOW, type CatalogueRow } from './catalogue-types.ts';

/**
 * VS001 (the server's own code, issue #26): the booking was moved MAX_RESCHEDULES_PER_DAY times
 * today already.
 */
export const RESCHEDULED_TOO_OFTEN =
  'Sie haben diesen Termin heute schon mehrmals verschoben. Bitte versuchen Sie es morgen erneut oder wenden Sie sich an die 116117.';

/** What the patient reads when rescheduling failed for a reason of its own. */
export const RESCHEDULE_FAILED =
  'Der Termin konnte nicht verschoben werden. Ihr bisheriger Termin bleibt bestehen.';

const SLOT_CODES: readonly string[] = ['BU001', 'BU002', 'BU004', 'BU005', 'BU012'];

export const RESCHEDULE_ROWS: readonly CatalogueRow[] = [
  ...BOOKING_ROWS.filter((row) => row.context === 'booking' && SLOT_CODES.includes(row.code)).map(
    (row): CatalogueRow => ({ ...row, context: 'reschedule' }),
  ),
  {
    context: 'reschedule',
    code: 'WP069',
    message: 'Zu diesem Vermittlungscode gibt es keine Buchung, die verschoben werden kann.',
    next: SHOW,
  },
  {
    context: 'reschedule',
    code: 'WP004',
    message:
      'Ihr bisheriger Termin hat bereits begonnen und kann nicht mehr verschoben werden. Bei Fragen erreichen Sie uns unter der Rufnummer 116117.',
    next: SHOW,
  },
  { context: 'reschedule', code: 'WP008', message: SERVER_TEXT, next: SHOW },
  { context: 'reschedule', code: 'VS001', message: RESCHEDULED_TOO_OFTEN, next: SHOW },
  {
    context: 'reschedule',
    code: 'other',
    message: RESCHEDULE_FAILED,
    suffix: CHOOSE_OTHER_SLOT,
    next: SHOW,
  },
];
