// Urgencies (Dringlichkeit) of §3 and their search date windows of §9.
import type { ApplicationType } from '../application-type/types.ts';

/** §3 "Urgencies". */
export const URGENCIES = ['AKUT', 'PT_AKUTBEHANDLUNG', 'DRINGEND', 'NICHT_DRINGEND'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** §2 TSS block 1 'Neuen Code anfordern' choices; §3 DRINGEND is 'innerhalb von 35 Tagen'. */
export const URGENCY_LABELS: Readonly<Record<Urgency, string>> = {
  AKUT: 'Akut',
  PT_AKUTBEHANDLUNG: 'PT-Akutbehandlung',
  DRINGEND: 'innerhalb von 35 Tagen',
  NICHT_DRINGEND: 'Nichtdringend',
};

/** §9 "Default urgency DRINGEND"; also the urgency of pre-generated codes (§2 SURGERY, §4). */
export const DEFAULT_URGENCY: Urgency = 'DRINGEND';
/** §9 "(empty string on the first search)": no urgency chosen yet. */
export const FIRST_SEARCH_URGENCY = '';

/** An urgency as the search carries it: chosen, or '' before the first choice. */
export type SearchUrgency = Urgency | typeof FIRST_SEARCH_URGENCY;

export function isUrgency(value: unknown): value is Urgency {
  return typeof value === 'string' && (URGENCIES as readonly string[]).includes(value);
}

/**
 * The urgency a search runs with: the one chosen in the filter; before a choice ('' on the first
 * search, §9) the one the server answered in requestInfo.dringlichkeit — the code's own urgency
 * (an 'Akut' code searches 2 days, issue #16); without either the default DRINGEND.
 */
export function urgencyInEffect(
  chosen: SearchUrgency | undefined,
  answered: string | undefined,
): Urgency {
  if (isUrgency(chosen)) return chosen;
  return isUrgency(answered) ? answered : DEFAULT_URGENCY;
}

/**
 * §9 "Date-range maximum by urgency: AKUT 2 days; DRINGEND 83 days (35 for SURGERY); other 223
 * days." Days after today.
 */
export const MAX_SEARCH_DAYS = {
  AKUT: 2,
  DRINGEND: 83,
  DRINGEND_SURGERY: 35,
  OTHER: 223,
} as const;

/**
 * The longest date range a search may span. No urgency yet ('' or absent) counts as the default
 * DRINGEND (§9), which is also what SURGERY codes carry.
 */
export function maxSearchDays(
  urgency: SearchUrgency | undefined,
  applicationType: ApplicationType,
): number {
  const effective = urgency === undefined || urgency === '' ? DEFAULT_URGENCY : urgency;
  switch (effective) {
    case 'AKUT':
      return MAX_SEARCH_DAYS.AKUT;
    case 'DRINGEND':
      return applicationType === 'SURGERY'
        ? MAX_SEARCH_DAYS.DRINGEND_SURGERY
        : MAX_SEARCH_DAYS.DRINGEND;
    default:
      return MAX_SEARCH_DAYS.OTHER;
  }
}
