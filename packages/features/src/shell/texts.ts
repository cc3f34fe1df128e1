// The shell's texts as messages (issue #23 part 1): what WEB's frame shows around every page. The
// header's and footer's own are next to them (Header.tsx, Footer.tsx). The German constants below
// stay for the code and tests that read them as plain strings.
import { germanTexts, type Msg } from '../i18n/index.ts';

export const SHELL_MESSAGES = {
  /** §2 "Other pages": "'Inhalt wird geladen' while loading" — for every page that loads. */
  loading: /*i18n*/ { id: 'shell.loading', message: 'Inhalt wird geladen' },
  /** §2 the status banner's title over the server's status message. */
  statusTitle: /*i18n*/ { id: 'shell.status.title', message: 'Hinweis' },
} as const satisfies Record<string, Msg>;

/** §2 "Other pages": "'Inhalt wird geladen' while loading" — for every page that loads. */
export const LOADING_TEXT = SHELL_MESSAGES.loading.message;

/**
 * Issue #6: while a call waits out the server's Retry-After after a 503 (overload or the database
 * briefly away). The spec gives no wording; calm, and saying that nothing needs doing.
 */
export const SERVER_WAIT_MESSAGES = {
  title: /*i18n*/ { id: 'shell.serverWait.title', message: 'Einen Moment bitte' },
  message: /*i18n*/ {
    id: 'shell.serverWait.message',
    message:
      'Der Terminservice ist gerade stark ausgelastet. Wir versuchen es gleich automatisch erneut …',
  },
} as const satisfies Record<string, Msg>;

export const SERVER_WAIT_TEXTS = germanTexts(SERVER_WAIT_MESSAGES);

/** §2 "Cookie notice 'Cookie Hinweis'": the title and the buttons quoted; the rest is ours. */
export const COOKIE_MESSAGES = {
  title: /*i18n*/ { id: 'shell.cookie.title', message: 'Cookie Hinweis' },
  intro: /*i18n*/ {
    id: 'shell.cookie.intro',
    message:
      'Diese Anwendung speichert nur, was für die Terminsuche und -buchung nötig ist (essentiell). Statistische Auswertungen finden nur mit Ihrer Zustimmung statt. Sie können Ihre Auswahl jederzeit in der Datenschutzerklärung zurücksetzen.',
  },
  legend: /*i18n*/ { id: 'shell.cookie.legend', message: 'Ihre Auswahl' },
  essential: /*i18n*/ { id: 'shell.cookie.essential', message: 'Essentiell' },
  statistics: /*i18n*/ { id: 'shell.cookie.statistics', message: 'Statistik' },
  confirm: /*i18n*/ { id: 'shell.cookie.confirm', message: 'Auswahl bestätigen' },
  acceptAll: /*i18n*/ { id: 'shell.cookie.acceptAll', message: 'Alle auswählen' },
  collapse: /*i18n*/ { id: 'shell.cookie.collapse', message: 'einklappen' },
  expand: /*i18n*/ { id: 'shell.cookie.expand', message: 'ausklappen' },
} as const satisfies Record<string, Msg>;

/** Our texts: the spec only describes the smart banner's parts (§2). The app's name stays. */
export const SMART_BANNER_MESSAGES = {
  prompt: /*i18n*/ {
    id: 'shell.smartBanner.prompt',
    message: 'Termine noch schneller finden – mit der kostenlosen App.',
  },
  android: /*i18n*/ { id: 'shell.smartBanner.android', message: 'Bei Google Play laden' },
  ios: /*i18n*/ { id: 'shell.smartBanner.ios', message: 'Im App Store laden' },
  close: /*i18n*/ { id: 'shell.smartBanner.close', message: 'Hinweis auf die App schließen' },
} as const satisfies Record<string, Msg>;

/** §2 "Fatal error helper": 'Fehlerbericht senden' quoted; the labels of code and id are ours. */
export const FATAL_ERROR_MESSAGES = {
  sendReport: /*i18n*/ { id: 'shell.fatal.sendReport', message: 'Fehlerbericht senden' },
  /** {code}: the error code. */
  errorCode: /*i18n*/ { id: 'shell.fatal.errorCode', message: 'Fehlercode: {code}' },
  /** {id}: the reference id. */
  referenceId: /*i18n*/ { id: 'shell.fatal.referenceId', message: 'Referenz-ID: {id}' },
} as const satisfies Record<string, Msg>;
