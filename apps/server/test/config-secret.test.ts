// The token secret outside demo mode (issue 16): production refused to start only without a
// JWT_SECRET, and started with `secret`; then it took the alphabet in order (issue #26 finding 4.4). Now it
// needs 32 random bytes' worth that look random (secret-strength.ts).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveJwtSecret } from '../src/config.ts';
import { secretStrength } from '../src/security/secret-strength.ts';

const PRODUCTION = { NODE_ENV: 'production' };

describe('the strength of JWT_SECRET', () => {
  it.each([
    ['openssl rand -base64 32', randomBytes(32).toString('base64')],
    ['openssl rand -hex 32', randomBytes(32).toString('hex')],
    ['32 bytes base64url', randomBytes(32).toString('base64url')],
    ['48 bytes base64', randomBytes(48).toString('base64')],
    ['mixed printable text', 'Kx9#mQ2$vL7!pR4&zT8*wN3^bH6(cJ5)yF1~dG0'],
  ])('accepts %s', (_name, secret) => {
    expect(secretStrength(secret).strong).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: secret })).not.toThrow();
  });

  it.each([
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    [
      'node crypto, 32 bytes base64url (the demo secret)',
      () => randomBytes(32).toString('base64url'),
    ],
    ['32 bytes in upper-case hex', () => randomBytes(32).toString('hex').toUpperCase()],
  ])('accepts every one of 10,000 secrets made as %s', (_name, generate) => {
    const refused: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const secret = generate();
      if (!secretStrength(secret).strong) refused.push(secret);
    }
    expect(refused).toEqual([]);
  });

  it.each([
    // Issue #26 finding 4.4: long enough, but the alphabet in order.
    ['the alphabet in order', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS'],
    ['the alphabet backwards', 'SRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfedcba'],
    ['digits in order', '0123456789'.repeat(8)],
    ['hex digits in order', '0123456789abcdef'.repeat(4)],
    ['a repeated chunk', 'Xk7Qp2Lm'.repeat(6)],
    ['a random half, repeated', randomBytes(16).toString('base64url').repeat(2)],
    // As long as 43 base64 characters, but lower-case letters only: 45 × log2(26) = 211 bits.
    ['one kind of character', 'mqzvtbxkrlwjhgdnpcfyseuoaimbzqxtvkrwlhjgdpncf'],
    ['runs joined by dashes', 'abcd-1234-efgh-5678-ijkl-9876-mnop-5432-qrst-wxyz'],
  ])('refuses %s, however long', (_name, secret) => {
    const strength = secretStrength(secret);
    expect(strength.lengthBits).toBeGreaterThanOrEqual(256);
    expect(strength.strong).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: secret })).toThrow(
      /JWT_SECRET is too weak/,
    );
  });

  it.each([
    ['secret', 'secret'],
    ['a repeated word', 'secret'.repeat(10)],
    ['one character', 'a'.repeat(100)],
    ['16 random bytes in hex', randomBytes(16).toString('hex')],
    ['24 random bytes in base64', randomBytes(24).toString('base64')],
    ['a long number', '1234567890'.repeat(5)],
    ['a short passphrase', 'correct horse battery staple'],
  ])('refuses %s in production', (_name, secret) => {
    expect(secretStrength(secret).strong).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: secret })).toThrow(
      /JWT_SECRET is too weak/,
    );
  });

  it('never repeats the secret in its refusal', () => {
    const weak = 'my-weak-company-secret';
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: weak })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(weak) }),
    );
  });

  it('production needs a secret at all; outside demo mode a weak one is refused too', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ DEMO: '0', JWT_SECRET: 'secret' })).toThrow(/too weak/);
  });

  it('demo mode keeps working without any setting (a random secret per process)', () => {
    const config = loadConfig({});
    expect(config.demo).toBe(true);
    const secret = resolveJwtSecret(config);
    expect(secretStrength(secret).strong).toBe(true);
    expect(resolveJwtSecret(config)).not.toBe(secret);
  });
});
