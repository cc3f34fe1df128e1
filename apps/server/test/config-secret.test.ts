// The token secret outside demo mode (issue 16): production refused to start only without a
// JWT_SECRET, and started with `secret`. Now it needs 32 random bytes' worth (secret-strength.ts).
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
