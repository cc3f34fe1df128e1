// §2 "Management page 'Termin verwalten'": title, heading and buttons verbatim; the hint is ours.
import { germanTexts, type Msg } from '../i18n/index.ts';

/** The management page's texts as messages (issue #23 part 1). */
export const MANAGEMENT_MESSAGES = {
  title: /*i18n*/ { id: 'management.title', message: 'Termin verwalten' },
  heading: /*i18n*/ {
    id: 'management.heading',
    message: 'Bitte geben Sie den Vermittlungscode der Buchung an',
  },
  codeLabel: /*i18n*/ { id: 'management.codeLabel', message: 'Vermittlungscode' },
  codeHint: /*i18n*/ {
    id: 'management.codeHint',
    message: 'Sie finden den Vermittlungscode in Ihrer Buchungsbestätigung.',
  },
  submit: /*i18n*/ { id: 'management.submit', message: 'Buchung verwalten' },
  cancel: /*i18n*/ { id: 'management.cancel', message: 'Abbrechen' },
  /** When a failure brings no text of its own and §8 has none (e.g. no connection). */
  failed: /*i18n*/ {
    id: 'management.failed',
    message: 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
} as const satisfies Record<string, Msg>;

/** The German texts, for the store and the staff apps' code that reads them as strings. */
export const MANAGEMENT_TEXTS = germanTexts(MANAGEMENT_MESSAGES);
