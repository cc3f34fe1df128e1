// §8 catalogue rows before a search: any context, code fetch, login, management login and the
// availability check of §4 "No-code flow".
import { FATAL_REPORT, SERVER_TEXT, SHOW, type CatalogueRow } from './catalogue-types.ts';
import { NO_APPOINTMENTS_FOR_SPECIALTY, SESSION_EXPIRED } from './notices.ts';

export const LOGIN_ROWS: readonly CatalogueRow[] = [
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
  // Nor one for WP008, which the lookup answers for a code used up by two cancellations (§9). It
  // is the login's refusal, so the login row's text of §8 says it; the page adds why and what now.
  { context: 'management', code: 'WP008', message: 'Anspruch abgelaufen', next: SHOW },
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
];
