// PINs (§9: identity PIN 6 digits, booking PIN 6 digits) come from a CSPRNG and are stored only as
// keyed hashes. A 6-digit PIN has 10^6 values, so hashing alone would not stop an offline guess: the
// HMAC key (pepper) lives outside the database, and attempts are limited online.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export function generatePin(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Keyed hash of a PIN, bound to what it protects (a token or reservation), so hashes never repeat. */
export function hashPin(pepper: string, scope: string, pin: string): string {
  return createHmac('sha256', pepper).update(`${scope}\u0000${pin}`).digest('base64url');
}

export function pinMatches(
  pepper: string,
  scope: string,
  pin: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashPin(pepper, scope, pin));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hash of an identifier (phone, e-mail, client address) for counters: no personal data stored. */
export function hashIdentifier(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(`id\u0000${value}`).digest('base64url');
}

/** The rate-limit key of the calling client (its address, hashed): one derivation for every limit. */
export function clientKeyOf(pepper: string, request: { readonly ip: string }): string {
  return hashIdentifier(pepper, `ip:${request.ip}`);
}
