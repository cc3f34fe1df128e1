import { describe, expect, it } from 'vitest';
import {
  BOOKING_PIN_LENGTH,
  EMAIL_CHANGE_PIN_VALIDITY_MS,
  MAX_BOOKING_PIN_ATTEMPTS,
  MAX_EMAIL_CHANGE_PINS_PER_HOUR,
  MAX_RESCHEDULES_PER_DAY,
  PIN_RESEND_COOLDOWN_MS,
} from './index.ts';

describe('limits on changing a booking (issue #26)', () => {
  it('the PIN for a new address lasts 30 minutes, longer than the resend cooldown (§9)', () => {
    expect(EMAIL_CHANGE_PIN_VALIDITY_MS).toBe(30 * 60_000);
    expect(EMAIL_CHANGE_PIN_VALIDITY_MS).toBeGreaterThan(PIN_RESEND_COOLDOWN_MS);
  });

  it('keeps the guessing chance per code and hour below 1 in 50 000', () => {
    const perPin = MAX_BOOKING_PIN_ATTEMPTS / 10 ** BOOKING_PIN_LENGTH;
    expect(perPin * MAX_EMAIL_CHANGE_PINS_PER_HOUR).toBeLessThan(1 / 50_000);
  });

  it('a booking moves at most 5 times a day', () => {
    expect(MAX_RESCHEDULES_PER_DAY).toBe(5);
  });
});
