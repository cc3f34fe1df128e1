import { describe, expect, it } from 'vitest';
import { ApiError } from './classes.ts';
import {
  isTooManyAttempts,
  tooManyAttemptsIn,
  tooManyAttemptsMessage,
  waitPhrase,
} from './refusal.ts';

const body = (code: string) => ({
  errorCodes: [code],
  errorText: 'Zu viele Versuche.',
  referenceId: 'r',
});

describe('waitPhrase', () => {
  it.each([
    [0, 'in einer Sekunde'],
    [1_000, 'in einer Sekunde'],
    [1_500, 'in 2 Sekunden'],
    [30_000, 'in 30 Sekunden'],
    [59_000, 'in 59 Sekunden'],
    [60_000, 'in einer Minute'],
    [61_000, 'in 2 Minuten'],
    [15 * 60_000, 'in 15 Minuten'],
    [3_600_000, 'in 60 Minuten'],
    [3 * 3_600_000, 'in 3 Stunden'],
  ])('%i ms → %j (rounded up)', (ms, phrase) => {
    expect(waitPhrase(ms)).toBe(phrase);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says how long to wait, from Retry-After', () => {
    expect(tooManyAttemptsMessage(900_000)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
  });

  it('is one of the shapes per unit and count (the catalogues translate these)', () => {
    expect(tooManyAttemptsMessage(900_000)).toBe(tooManyAttemptsIn('minutes', 15));
    expect(tooManyAttemptsMessage(60_000)).toBe(tooManyAttemptsIn('minutes', 1));
    expect(tooManyAttemptsIn('hours', 1)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in einer Stunde erneut.',
    );
  });

  it("says 'später' without a Retry-After", () => {
    expect(tooManyAttemptsMessage(null)).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    );
  });
});

describe('isTooManyAttempts', () => {
  it('is a 429 RATE_LIMIT only', () => {
    expect(isTooManyAttempts(new ApiError(429, body('RATE_LIMIT'), 2_000))).toBe(true);
    // WP063 (too many PINs for a receiver) has its own catalogue text.
    expect(isTooManyAttempts(new ApiError(429, body('WP063')))).toBe(false);
    expect(isTooManyAttempts(new ApiError(503, body('RATE_LIMIT')))).toBe(false);
    expect(isTooManyAttempts(new Error('429'))).toBe(false);
  });
});
