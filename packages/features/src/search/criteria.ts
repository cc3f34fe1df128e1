// The criteria of the first search on opening the page: the path's parts (§2 search path
// variants), what the path leaves out from the session (§3 "Storage"), the §9 defaults.
import { DEFAULT_DAYTIME_MASK } from '@terminservice/domain/daytime';
import {
  DEFAULT_RADIUS_KM,
  clampRadius,
  type ParsedSearchPath,
} from '@terminservice/domain/search';
import { readSession, writeSession } from '../app-context/index.ts';
import type { SearchCriteria } from './store.ts';

/** The session's radius (a number, or the text a page stored), else the §9 default. */
export function sessionRadius(): number {
  const stored = readSession<number | string>('radius');
  const km = typeof stored === 'string' ? Number(stored) : stored;
  return typeof km === 'number' && Number.isFinite(km) ? clampRadius(km) : DEFAULT_RADIUS_KM;
}

/** The session's qualifications, as a list (a comma list is split). */
export function sessionQualifikationen(): string[] {
  const stored = readSession<string | string[]>('qualifications');
  if (Array.isArray(stored)) return stored;
  return typeof stored === 'string' ? stored.split(',').filter((key) => key !== '') : [];
}

/** The appointment types the login offered (§2: VIDEOSPRECHSTUNDE turns on the type filter). */
export function sessionTermintypen(): string[] {
  const stored = readSession<string[]>('appointmentTypes');
  return Array.isArray(stored) ? stored : [];
}

/** A search path that names criteria (a bare `/suche/` names none). */
export type SearchablePath = Exclude<ParsedSearchPath, { readonly variant: 'bare' }>;

export function criteriaFromPath(
  parsed: SearchablePath,
  daytime = DEFAULT_DAYTIME_MASK,
): SearchCriteria {
  if (parsed.variant === 'smed') {
    return {
      code: parsed.code,
      plz: readSession<string>('postcode') ?? '',
      qualifikationen: sessionQualifikationen(),
      radius: sessionRadius(),
      daytime,
      smedPseudonym: parsed.smedPseudonym,
    };
  }
  return {
    code: parsed.code,
    plz: parsed.plz,
    qualifikationen: parsed.qualifikationen,
    radius: parsed.radius ?? sessionRadius(),
    daytime,
    // §2: the TSS path carries the urgency; §9: '' on the first search.
    ...(parsed.urgency ? { urgency: parsed.urgency } : {}),
  };
}

/** Whether the path names other criteria than those searched (a link or back navigation). */
export function pathDiffers(parsed: SearchablePath, criteria: SearchCriteria): boolean {
  if (parsed.variant === 'smed') {
    return parsed.code !== criteria.code || parsed.smedPseudonym !== criteria.smedPseudonym;
  }
  return (
    parsed.code !== criteria.code ||
    parsed.plz !== criteria.plz ||
    parsed.qualifikationen.join(',') !== criteria.qualifikationen.join(',') ||
    (parsed.radius !== undefined && parsed.radius !== criteria.radius) ||
    (parsed.urgency !== undefined && parsed.urgency !== criteria.urgency)
  );
}

/** §3 "Storage": the search's code, postcode, qualifications and radius, for the pages after it. */
export function storeCriteria(criteria: SearchCriteria): void {
  writeSession('code', criteria.code);
  if (criteria.plz) writeSession('postcode', criteria.plz);
  if (criteria.qualifikationen.length > 0) writeSession('qualifications', criteria.qualifikationen);
  writeSession('radius', criteria.radius);
  if (criteria.smedPseudonym) writeSession('smedPseudonym', criteria.smedPseudonym);
}
