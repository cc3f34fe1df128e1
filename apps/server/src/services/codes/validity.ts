// How long a Vermittlungscode books (issue #15 "Code status", ADR 20): its validity counts from the
// German calendar day it was issued, by its urgency (domain vermittlungscode/status.ts). An expired
// code logs in, searches, books and reserves nothing new; its booking can still be read, changed
// and cancelled.
import { DEFAULT_URGENCY, isUrgency, type Urgency } from '@terminservice/domain/search';
import { isCodeExpired } from '@terminservice/domain/vermittlungscode';
import { berlinDateKey } from '../kernel/berlin-time.ts';

/** The code's urgency as stored; an unknown value counts as the default DRINGEND (§9). */
export function codeUrgency(value: string): Urgency {
  return isUrgency(value) ? value : DEFAULT_URGENCY;
}

/**
 * What the validity needs of a code row: its urgency and its issue day (kernel/code-lock.ts
 * issuedOnSql).
 */
export interface CodeValidityFacts {
  readonly dringlichkeit: string;
  readonly ausgestellt_am_tag: string;
}

/** Whether the code is past its last valid day, today being German `now`. */
export function isExpired(row: CodeValidityFacts, now: Date): boolean {
  return isCodeExpired(row.ausgestellt_am_tag, codeUrgency(row.dringlichkeit), berlinDateKey(now));
}
