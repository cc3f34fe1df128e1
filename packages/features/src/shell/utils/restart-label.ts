// §2 "App shell": the header's restart link leads back to base; its label depends on the page.
import { ROUTES } from '@terminservice/domain/search';

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

function isAt(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function restartLabelFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === ROUTES.base) return RESTART_LABELS.login;
  if (isAt(path, ROUTES.details) || isAt(path, ROUTES.tssDetails)) return RESTART_LABELS.details;
  if (isAt(path, ROUTES.search)) return RESTART_LABELS.search;
  if (isAt(path, ROUTES.emailVerification)) return RESTART_LABELS.emailVerification;
  return RESTART_LABELS.default;
}
