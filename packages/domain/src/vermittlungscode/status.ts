// The state of a Vermittlungscode before the patient acts (issue #15 "Code status"): until when it
// books, the cancellations used of §9's two, its urgency with the appointment window that urgency
// allows (§9 "longest date range"), and what the next cancellation will mean. One pure function
// that the server runs and answers (vermittlungscode/status/abrufen); the apps only show it.
// Dates are German calendar days, 'YYYY-MM-DD': the caller passes today in Europe/Berlin.
import type { ApplicationType } from '../application-type/types.ts';
import { MAX_CANCELLATIONS_PER_CODE } from '../limits/index.ts';
import { MAX_SEARCH_DAYS, maxSearchDays, type Urgency } from '../search/urgency.ts';

/** A German calendar day, 'YYYY-MM-DD'. Compares correctly as a string. */
export type CalendarDay = string;

/**
 * Days a code books after the day it was issued, per urgency (ADR 20): the §9 search range of its
 * urgency, counted from the issue day instead of today — a code does not outlive the horizon its
 * urgency promises. The SURGERY figure (35 days for DRINGEND) is a view of the practice's search,
 * not of the code, so it does not shorten the code.
 */
export const CODE_VALIDITY_DAYS: Readonly<Record<Urgency, number>> = {
  AKUT: MAX_SEARCH_DAYS.AKUT,
  PT_AKUTBEHANDLUNG: MAX_SEARCH_DAYS.OTHER,
  DRINGEND: MAX_SEARCH_DAYS.DRINGEND,
  NICHT_DRINGEND: MAX_SEARCH_DAYS.OTHER,
};

/** What the next cancellation of a booking made with the code leads to. */
export const NEXT_CANCELLATION = [
  /** The code books once more (until its last valid day). */
  'NEUE_BUCHUNG_MOEGLICH',
  /** It is the second: the code is used up (§9). */
  'CODE_VERBRAUCHT',
  /** The code has expired: the cancellation frees the slot, but the code books nothing more. */
  'KEINE_NEUE_BUCHUNG',
] as const;
export type NextCancellation = (typeof NEXT_CANCELLATION)[number];

/** The answer of vermittlungscode/status/abrufen. Wire names in German, as the rest of §3. */
export interface CodeStatus {
  /** The last day the code books (searches, books, reserves); it still shows its booking after. */
  readonly gueltigBis: CalendarDay;
  /** Today is after gueltigBis. */
  readonly abgelaufen: boolean;
  /** Cancellations made with the code (a practice's cancellation does not count). */
  readonly stornierungen: number;
  /** §9: the code is used up after this many. */
  readonly maxStornierungen: number;
  /** stornierungen reached maxStornierungen. */
  readonly verbraucht: boolean;
  readonly dringlichkeit: Urgency;
  /** The days a search with the code covers today (§9); null when the code books nothing more. */
  readonly termine: { readonly von: CalendarDay; readonly bis: CalendarDay } | null;
  readonly naechsteAbsage: NextCancellation;
}

export interface CodeStatusFacts {
  /** The German calendar day the code was issued. */
  readonly issuedOn: CalendarDay;
  readonly urgency: Urgency;
  readonly cancellations: number;
  /** Today, German calendar day. */
  readonly today: CalendarDay;
  /** Who looks: the search range of DRINGEND is shorter for SURGERY (§9). */
  readonly applicationType: ApplicationType;
}

const CALENDAR_DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** The calendar day `days` after `day` (UTC arithmetic on a date without a time: no DST). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** The last day a code issued on `issuedOn` with `urgency` books (ADR 20). */
export function codeValidUntil(issuedOn: CalendarDay, urgency: Urgency): CalendarDay {
  return addCalendarDays(issuedOn, CODE_VALIDITY_DAYS[urgency]);
}

/** Whether the code has expired: today is after its last valid day. */
export function isCodeExpired(
  issuedOn: CalendarDay,
  urgency: Urgency,
  today: CalendarDay,
): boolean {
  return today > codeValidUntil(issuedOn, urgency);
}

/** The code's state (issue #15 "Code status"). */
export function codeStatus(facts: CodeStatusFacts): CodeStatus {
  const gueltigBis = codeValidUntil(facts.issuedOn, facts.urgency);
  const abgelaufen = facts.today > gueltigBis;
  const verbraucht = facts.cancellations >= MAX_CANCELLATIONS_PER_CODE;
  const naechsteAbsage: NextCancellation =
    facts.cancellations + 1 >= MAX_CANCELLATIONS_PER_CODE
      ? 'CODE_VERBRAUCHT'
      : abgelaufen
        ? 'KEINE_NEUE_BUCHUNG'
        : 'NEUE_BUCHUNG_MOEGLICH';
  const books = !abgelaufen && !verbraucht;
  return {
    gueltigBis,
    abgelaufen,
    stornierungen: facts.cancellations,
    maxStornierungen: MAX_CANCELLATIONS_PER_CODE,
    verbraucht,
    dringlichkeit: facts.urgency,
    termine: books
      ? {
          von: facts.today,
          bis: addCalendarDays(facts.today, maxSearchDays(facts.urgency, facts.applicationType)),
        }
      : null,
    naechsteAbsage,
  };
}
