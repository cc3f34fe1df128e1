/** §2 "Other pages": "'Inhalt wird geladen' while loading" — for every page that loads. */
export const LOADING_TEXT = 'Inhalt wird geladen';

/**
 * Issue #6: while a call waits out the server's Retry-After after a 503 (overload or the database
 * briefly away). The spec gives no wording; calm, and saying that nothing needs doing.
 */
export const SERVER_WAIT_TEXTS = {
  title: 'Einen Moment bitte',
  message:
    'Der Terminservice ist gerade stark ausgelastet. Wir versuchen es gleich automatisch erneut …',
} as const;
