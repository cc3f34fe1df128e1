// The error catalogue of spec §8 as one table: (context, code) → title, message, next step.
// Texts in quotes in the spec are copied verbatim (its spelling included); rows where the spec only
// describes the message carry our wording and say so. resolve.ts reads this table.
//
// The rows are kept in three files by where in the journey the error happens (catalogue-login.ts,
// catalogue-booking.ts, catalogue-appointment.ts); their order is the table's order, which
// resolve.ts relies on within a context.
import { APPOINTMENT_ROWS } from './catalogue-appointment.ts';
import { BOOKING_ROWS } from './catalogue-booking.ts';
import { LOGIN_ROWS } from './catalogue-login.ts';
import { RESCHEDULE_ROWS } from './catalogue-reschedule.ts';
import type { CatalogueRow } from './catalogue-types.ts';

export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  ...LOGIN_ROWS,
  ...BOOKING_ROWS,
  ...APPOINTMENT_ROWS,
  ...RESCHEDULE_ROWS,
];
