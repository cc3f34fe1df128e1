// §8 cases before a search: any, code fetch, login, management, availability.
import { TEXT, SESSION, err, show, fatal, type Case } from './kit.ts';

/** §8 row by row, written from the spec (not from the table under test). */
export const LOGIN_CASES: readonly Case[] = [
  // any
  {
    context: 'login',
    error: err(['WP001'], 'Interner Fehler'),
    message: 'Interner Fehler',
    next: fatal,
  },
  { context: 'login', error: err(['WP005'], 'JWT expired'), message: SESSION, next: show },

  // code fetch
  { context: 'codeFetch', error: err(['WP005']), message: TEXT, next: show },
  {
    context: 'codeFetch',
    error: err(['WP021']),
    message: 'Code konnte nicht abgerufen werden.',
    next: show,
  },
  {
    context: 'codeFetch',
    error: err([], ''),
    message: 'Code konnte nicht abgerufen werden.',
    next: show,
  },

  // login
  { context: 'login', error: err(['WP012']), message: TEXT, next: show },
  { context: 'login', error: err(['WP008']), message: 'Anspruch abgelaufen', next: show },
  {
    context: 'login',
    error: err(['WP009']),
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'login', error: err(['WP042']), message: 'Ungültiger Vermittlungscode', next: show },
  { context: 'login', error: err(['WP030']), message: TEXT, next: show },
  { context: 'login', error: err(['WP021']), message: `Unerwarteter Fehler: ${TEXT}`, next: show },
  {
    context: 'login',
    error: err(['WP005'], 'abgelaufen'),
    message: 'Unerwarteter Fehler: abgelaufen',
    next: show,
  },

  // management
  { context: 'management', error: err(['WP069']), message: 'Buchung nicht vorhanden', next: show },
  {
    context: 'management',
    error: err(['WP042'], 'Ungültiger Vermittlungscode'),
    message: 'Ungültiger Vermittlungscode',
    next: show,
  },
  // Issue #23 part 4: a code used up by two cancellations is the login's WP008, not "unknown".
  {
    context: 'management',
    error: err(['WP008'], 'Anspruch abgelaufen. Mit diesem Vermittlungscode …'),
    message: 'Anspruch abgelaufen',
    next: show,
  },
  {
    context: 'management',
    error: err(['WP021']),
    message: 'Ein unbekannter Fehler ist aufgetreten',
    next: show,
  },
  {
    context: 'managementReservationCheck',
    error: err(['WP069']),
    message: 'Keine Buchung gefunden',
    next: show,
  },
  {
    context: 'managementReservationCheck',
    error: err([], ''),
    message: 'Es ist ein unerwarteter Fehler aufgetreten',
    next: show,
  },

  // availability
  {
    context: 'availability',
    error: err(['AVAILIBILITY_CHECK']),
    message:
      'Derzeit stehen leider keine Termine für die gewünschte Fachrichtung zur Verfügung. Bitte versuchen Sie es zu einem späteren Zeitpunkt.',
    next: show,
  },
  { context: 'availability', error: err(['WP030']), message: 'Postleitzahl unbekannt', next: show },
  { context: 'availability', error: err(['WP067']), message: 'Fachrichtung unbekannt', next: show },
  {
    context: 'availability',
    error: err(['TimeoutError'], ''),
    message: null,
    next: { kind: 'continue' },
    logged: true,
  },
  {
    context: 'availability',
    error: err([], ''),
    message: null,
    next: { kind: 'continue' },
    logged: true,
  },
];
