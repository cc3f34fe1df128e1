import { describe, expect, it } from 'vitest';
import { basicAuthorization, newIdempotencyKey, requestHeaders } from './headers.ts';

function decode(header: string): string {
  const bytes = Uint8Array.from(atob(header.slice('Basic '.length)), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

describe('basicAuthorization (§6: empty user name, the code as password)', () => {
  it('puts the code after an empty user name', () => {
    expect(basicAuthorization('ABCD-FGHJ-KLMN')).toBe(`Basic ${btoa(':ABCD-FGHJ-KLMN')}`);
    expect(decode(basicAuthorization('ABCDFGHJKLMN'))).toBe(':ABCDFGHJKLMN');
  });

  it('sends an empty password when there is no code', () => {
    for (const none of [null, undefined, '']) expect(decode(basicAuthorization(none))).toBe(':');
  });

  it('encodes any input as UTF-8 instead of throwing like btoa', () => {
    expect(decode(basicAuthorization('ÄBCD-ß€'))).toBe(':ÄBCD-ß€');
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('Accept-Language (issue #23 part 1: the messages in the language the app shows)', () => {
  const session = { code: null, token: null, applicationType: null };

  it('carries the language the app shows', () => {
    expect(requestHeaders('version', { ...session, locale: 'tr' }).get('Accept-Language')).toBe(
      'tr',
    );
  });

  it('is not set without one (the staff apps)', () => {
    expect(requestHeaders('version', session).get('Accept-Language')).toBeNull();
    expect(
      requestHeaders('version', { ...session, locale: null }).get('Accept-Language'),
    ).toBeNull();
  });
});
