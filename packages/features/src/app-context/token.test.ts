import { afterEach, describe, expect, it } from 'vitest';
import { readSession, removeSession, writeSession } from './storage.ts';
import { takeTokenFromAddress } from './token.ts';

describe('takeTokenFromAddress (ADR 5)', () => {
  afterEach(() => {
    removeSession('identificationToken');
    window.history.replaceState(null, '', '/');
  });

  it('moves ?token= into the session and out of the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/terminservice/suche?token=abc.def.ghi&x=1#isMap');
    expect(takeTokenFromAddress()).toBe('abc.def.ghi');
    expect(readSession('identificationToken')).toBe('abc.def.ghi');
    expect(window.location.pathname).toBe('/terminservice/suche');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#isMap');
  });

  it('leaves the session as it is when the address has no token', () => {
    writeSession('identificationToken', 'earlier');
    window.history.replaceState(null, '', '/terminservice');
    expect(takeTokenFromAddress()).toBeNull();
    expect(readSession('identificationToken')).toBe('earlier');
  });

  it('ignores an empty token', () => {
    window.history.replaceState(null, '', '/terminservice?token=%20');
    expect(takeTokenFromAddress()).toBeNull();
    expect(readSession('identificationToken')).toBeNull();
  });
});
