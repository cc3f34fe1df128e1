import { buildSearchPath } from '@terminservice/domain/search';
import { readSession, useApplicationType } from '../../app-context/index.ts';

/** §2 "Back to search goes to search with code plus pseudonym (SMED) or plus zip, qualifications, radius from session." */
export function useSearchPathFromSession(code: string | null): string {
  const type = useApplicationType();
  const qualifikationen = readSession<string | string[]>('qualifications');
  const radius = readSession<number | string>('radius');
  const smedPseudonym = readSession<string>('smedPseudonym');
  const plz = readSession<string>('postcode');
  return buildSearchPath(type, {
    ...(code ? { code } : {}),
    ...(plz ? { plz } : {}),
    ...(qualifikationen ? { qualifikationen: [qualifikationen].flat() } : {}),
    ...(radius !== null && !Number.isNaN(Number(radius)) ? { radius: Number(radius) } : {}),
    ...(smedPseudonym ? { smedPseudonym } : {}),
  });
}
