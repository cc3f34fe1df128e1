import { describe, expect, it } from 'vitest';
import {
  IDENTITY_PIN_LENGTH,
  IDENTITY_PIN_VALIDITY_MS,
  MAX_IDENTITY_PIN_ATTEMPTS,
  MAX_IDENTITY_PIN_REQUESTS_PER_HOUR,
  PIN_RESEND_COOLDOWN_MS,
} from './index.ts';

describe('identity check limits', () => {
  it('a PIN is valid for 10 minutes, longer than the 60 s resend cooldown (§9)', () => {
    expect(IDENTITY_PIN_VALIDITY_MS).toBe(600_000);
    expect(IDENTITY_PIN_VALIDITY_MS).toBeGreaterThan(PIN_RESEND_COOLDOWN_MS);
  });

  it('5 wrong entries spend a check; 3 PINs per receiver and hour', () => {
    expect(MAX_IDENTITY_PIN_ATTEMPTS).toBe(5);
    expect(MAX_IDENTITY_PIN_REQUESTS_PER_HOUR).toBe(3);
  });

  it('keeps the guessing chance per receiver and hour below 1 in 50 000', () => {
    const perCheck = MAX_IDENTITY_PIN_ATTEMPTS / 10 ** IDENTITY_PIN_LENGTH;
    expect(perCheck * MAX_IDENTITY_PIN_REQUESTS_PER_HOUR).toBeLessThan(1 / 50_000);
  });

  it('at most one request per cooldown fits into the hourly allowance', () => {
    expect(MAX_IDENTITY_PIN_REQUESTS_PER_HOUR).toBeLessThanOrEqual(
      3_600_000 / PIN_RESEND_COOLDOWN_MS,
    );
  });
});
