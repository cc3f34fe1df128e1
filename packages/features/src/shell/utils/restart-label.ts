// §2 "App shell": the header's restart link leads back to base; its label depends on the page. The
// page kinds are the domain's (shellPageKind), which also pick the prerendered shell (ADR 11).
import { shellPageKind, type ShellPageKind } from '@terminservice/domain/shell';
import { germanTexts, type Msg } from '../../i18n/index.ts';

export const RESTART_MESSAGES = {
  /** §2 default. */
  default: /*i18n*/ { id: 'shell.restart.default', message: 'Neu starten' },
  /** §2 "on details pages". */
  details: /*i18n*/ { id: 'shell.restart.details', message: 'Termin gebucht' },
  /** §2 "on search results". */
  search: /*i18n*/ { id: 'shell.restart.search', message: 'Termin auswählen' },
  /** §2 "on login". */
  login: /*i18n*/ { id: 'shell.restart.login', message: 'Termin suchen' },
  /** §2 e-mail verification result page: "Header link 'zur Startseite'". */
  emailVerification: /*i18n*/ { id: 'shell.restart.emailVerification', message: 'zur Startseite' },
} as const satisfies Record<string, Msg>;

export const RESTART_LABELS = germanTexts(RESTART_MESSAGES);

const MESSAGE_BY_KIND: Readonly<Record<ShellPageKind, Msg>> = {
  start: RESTART_MESSAGES.login,
  search: RESTART_MESSAGES.search,
  details: RESTART_MESSAGES.details,
  emailVerification: RESTART_MESSAGES.emailVerification,
  other: RESTART_MESSAGES.default,
};

/** The restart link's message on a page (translated by the header). */
export function restartMessageFor(pathname: string): Msg {
  return MESSAGE_BY_KIND[shellPageKind(pathname)];
}

/** Its German label. */
export function restartLabelFor(pathname: string): string {
  return restartMessageFor(pathname).message;
}
