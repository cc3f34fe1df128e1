// The kinds of app page whose prerendered shell differs (ADR 11): the header's restart link is
// labelled per page (§2 "App shell": 'Termin suchen' on login, 'Termin auswählen' on search
// results, 'Termin gebucht' on details pages, 'Neu starten' elsewhere; 'zur Startseite' on the
// e-mail verification page, §2 "Other pages"). The server picks the prerendered page by this kind,
// the app labels its link by it, so the two always agree.
import { ROUTES } from '../search/index.ts';

export const SHELL_PAGE_KINDS = [
  'start',
  'search',
  'details',
  'emailVerification',
  'other',
] as const;
export type ShellPageKind = (typeof SHELL_PAGE_KINDS)[number];

function isAt(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The kind of the page at `pathname` (path only: no query, no hash). */
export function shellPageKind(pathname: string): ShellPageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === ROUTES.base) return 'start';
  if (isAt(path, ROUTES.details) || isAt(path, ROUTES.tssDetails)) return 'details';
  if (isAt(path, ROUTES.search)) return 'search';
  if (isAt(path, ROUTES.emailVerification)) return 'emailVerification';
  return 'other';
}

/** A path of each kind, at which the build renders that kind's shell. */
export const SHELL_PAGE_PATHS: Readonly<Record<ShellPageKind, string>> = {
  start: ROUTES.base,
  search: ROUTES.search,
  details: ROUTES.details,
  emailVerification: ROUTES.emailVerification,
  other: ROUTES.contact,
};
