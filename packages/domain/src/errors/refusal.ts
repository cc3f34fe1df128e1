// An expected refusal: the server turned the request away for now (429, ADR 15 "too many
// attempts") and said how long to wait in Retry-After. The apps say so in plain German instead of
// an 'Unerwarteter Fehler'.
import { ApiError } from './classes.ts';

/** The code of the server's rate-limit refusals (429 with Retry-After). */
export const RATE_LIMIT_CODE = 'RATE_LIMIT';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

function count(value: number, one: string, many: string): string {
  return value === 1 ? one : `${String(value)} ${many}`;
}

/** The units a wait is said in, with the words for one and for more. */
export type WaitUnit = 'seconds' | 'minutes' | 'hours';

const UNIT_WORDS: Readonly<Record<WaitUnit, readonly [one: string, many: string]>> = {
  seconds: ['einer Sekunde', 'Sekunden'],
  minutes: ['einer Minute', 'Minuten'],
  hours: ['einer Stunde', 'Stunden'],
};

/** 'in einer Minute', 'in 15 Minuten': a wait of whole units. */
export function waitPhraseIn(unit: WaitUnit, value: number): string {
  const [one, many] = UNIT_WORDS[unit];
  return `in ${count(value, one, many)}`;
}

/** 'in 30 Sekunden', 'in einer Minute', 'in 15 Minuten', 'in 2 Stunden': rounded up. */
export function waitPhrase(waitMs: number): string {
  const ms = Math.max(SECOND_MS, waitMs);
  if (ms < MINUTE_MS) return waitPhraseIn('seconds', Math.ceil(ms / SECOND_MS));
  if (ms <= 2 * HOUR_MS) return waitPhraseIn('minutes', Math.ceil(ms / MINUTE_MS));
  return waitPhraseIn('hours', Math.ceil(ms / HOUR_MS));
}

function tooManyAttempts(when: string): string {
  return `Zu viele Versuche. Bitte versuchen Sie es ${when} erneut.`;
}

/** 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.' ('später' without a wait). */
export function tooManyAttemptsMessage(retryAfterMs: number | null): string {
  return tooManyAttempts(retryAfterMs === null ? 'später' : waitPhrase(retryAfterMs));
}

/**
 * The same message for a wait of whole units: the shapes tooManyAttemptsMessage makes, one per unit
 * and count, which the patient app's catalogues translate (issue #23 part 1).
 */
export function tooManyAttemptsIn(unit: WaitUnit, value: number): string {
  return tooManyAttempts(waitPhraseIn(unit, value));
}

/** A 429 RATE_LIMIT: an expected refusal with a wait, not a failure. */
export function isTooManyAttempts(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 429 &&
    error.serverError.errorCodes.includes(RATE_LIMIT_CODE)
  );
}
