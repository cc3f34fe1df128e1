// §2 "App shell": the header's restart link leads back to base; its label depends on the page. The
// page kinds are the domain's (shellPageKind), which also pick the prerendered shell (ADR 11).
import { shellPageKind, type ShellPageKind } from '@terminservice/domain/shell';

export const RESTART_LABELS = {
  /** §2 default. */
  default: 'Neu starten',
  /** §2 "on details pages". */
  details: 'Termin gebucht',
  /** §2 "on search results". */
  search: 'Termin auswählen',
  /** §2 "on login". */
  login: 'Termin suchen',
  /** §2 e-mail verification result page: "Header link 'zur Startseite'". */
  emailVerification: 'zur Startseite',
} as const;

const LABEL_BY_KIND: Readonly<Record<ShellPageKind, string>> = {
  start: RESTART_LABELS.login,
  search: RESTART_LABELS.search,
  details: RESTART_LABELS.details,
  emailVerification: RESTART_LABELS.emailVerification,
  other: RESTART_LABELS.default,
};

export function restartLabelFor(pathname: string): string {
  return LABEL_BY_KIND[shellPageKind(pathname)];
}
