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

/** 'in 30 Sekunden', 'in einer Minute', 'in 15 Minuten', 'in 2 Stunden': rounded up. */
export function waitPhrase(waitMs: number): string {
  const ms = Math.max(SECOND_MS, waitMs);
  if (ms < MINUTE_MS) return `in ${count(Math.ceil(ms / SECOND_MS), 'einer Sekunde', 'Sekunden')}`;
  if (ms <= 2 * HOUR_MS) return `in ${count(Math.ceil(ms / MINUTE_MS), 'einer Minute', 'Minuten')}`;
  return `in ${count(Math.ceil(ms / HOUR_MS), 'einer Stunde', 'Stunden')}`;
}

/** 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.' ('später' without a wait). */
export function tooManyAttemptsMessage(retryAfterMs: number | null): string {
  const when = retryAfterMs === null ? 'später' : waitPhrase(retryAfterMs);
  return `Zu viele Versuche. Bitte versuchen Sie es ${when} erneut.`;
}

/** A 429 RATE_LIMIT: an expected refusal with a wait, not a failure. */
export function isTooManyAttempts(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 429 &&
    error.serverError.errorCodes.includes(RATE_LIMIT_CODE)
  );
}
