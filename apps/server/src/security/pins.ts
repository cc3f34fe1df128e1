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

/** Who is counted: the request's address, and its verified token's claims when it carried one. */
export interface CountedClient {
  readonly ip: string;
  readonly tokenClaims?: { readonly applicationType: string; readonly subject: string } | null;
}

/**
 * The rate-limit key of the calling client, hashed: one derivation for every limit. A request with
 * a verified staff or practice token counts against its token's subject, never its address: a TSS
 * call centre's agents share one address (ADR 15). Everyone else counts against the address.
 */
export function clientKeyOf(pepper: string, request: CountedClient): string {
  const claims = request.tokenClaims;
  if (claims) return hashIdentifier(pepper, `sub:${claims.applicationType}:${claims.subject}`);
  return hashIdentifier(pepper, `ip:${request.ip}`);
}
