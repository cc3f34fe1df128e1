// A server error's text in another language (issue #23 part 1, ADR 39). The server answers in
// German (§3 "Server error": its `text` is the spec's contract), and German shows that text (§8
// "server text"). Another language cannot translate a text it does not know, so it shows the
// catalogue's message for the error code. The German messages here are the source for the
// translations only: German screens keep the server's own text.
import type { Msg } from '../i18n/index.ts';

/** Codes whose meaning §8 or our server gives; any other code gets SERVER_CODE_OTHER. */
export const SERVER_CODE_MESSAGES: Readonly<Record<string, Msg>> = {
  WP001: /*i18n*/ {
    id: 'server.code.WP001',
    message: 'Im Terminservice ist ein interner Fehler aufgetreten.',
  },
  WP030: /*i18n*/ { id: 'server.code.WP030', message: 'Die Postleitzahl ist unbekannt.' },
};

export const SERVER_CODE_OTHER: Msg = /*i18n*/ {
  id: 'server.code.other',
  message: 'Der Terminservice konnte Ihre Anfrage nicht ausführen (Fehlercode {code}).',
};

/** A server error without a code (a network failure) in another language. */
export const SERVER_NO_CODE: Msg = /*i18n*/ {
  id: 'server.code.none',
  message: 'Der Terminservice konnte Ihre Anfrage nicht ausführen.',
};
