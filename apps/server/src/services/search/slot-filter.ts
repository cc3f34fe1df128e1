// What a search may look for (§1, §3 buchungsbefugnisse, §6): the code's specialties, the booking
// authority of the caller's type, and the split of qualification keys into doctor groups and
// extras. Shared by the three searches and the slot alert's filters.
import type { Buchungsbefugnis } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { flagsOf } from '@terminservice/domain/application-type';
import { splitQualifikationen } from '@terminservice/domain/search';
import { OPEN_LEISTUNGSMERKMAL } from '../codes/issue.ts';

/**
 * The Leistungsmerkmale a code may search; null for an open code (issued by urgency without a
 * specialty, codes/issue.ts): it searches what the client chose in the qualification picker.
 */
export function codeSpecialties(leistungsmerkmal: string): string[] | null {
  if (leistungsmerkmal.trim() === OPEN_LEISTUNGSMERKMAL) return null;
  return splitQualifikationen(leistungsmerkmal);
}

/** Booking authority (§3 buchungsbefugnisse): TSS and DISPO also see slots only TSS may book. */
export function authoritiesFor(type: ApplicationType): Buchungsbefugnis[] {
  return flagsOf(type).has('TSS') ? ['PATIENT', 'TSS'] : ['PATIENT'];
}

/** Splits qualification keys into doctor groups and extras (z, g) by the catalogue. */
export function classify(
  keys: readonly string[],
  arten: Record<string, string> | null,
): { specialties: string[]; extras: string[] } {
  const specialties: string[] = [];
  const extras: string[] = [];
  for (const key of new Set(keys)) {
    const art = arten?.[key];
    if (art === 'z' || art === 'g') extras.push(key);
    else specialties.push(key);
  }
  return { specialties, extras };
}
