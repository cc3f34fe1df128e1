import { SMED_PSEUDONYM_HEADER } from '@terminservice/domain/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, removeSession, writeSession } from './storage.ts';
import {
  asSmedVersion,
  isValidSmedPseudonym,
  smedEffectiveType,
  takeSmedPseudonymFromAddress,
  withSmedPseudonym,
} from './smed-pseudonym.ts';

afterEach(() => {
  removeSession('smedPseudonym');
  window.history.replaceState(null, '', '/');
});

describe('takeSmedPseudonymFromAddress (§2 suche/{code}/{smedPseudonym})', () => {
  it('stores the pseudonym of the SMED search path', () => {
    window.history.replaceState(null, '', '/terminservice/suche/ABCDFGHJKLMN/SMED-0001');
    expect(takeSmedPseudonymFromAddress()).toBe('SMED-0001');
    expect(readSession('smedPseudonym')).toBe('SMED-0001');
    // The address stays: the search page reads it.
    expect(window.location.pathname).toBe('/terminservice/suche/ABCDFGHJKLMN/SMED-0001');
  });

  it('leaves the session as it is on other paths', () => {
    writeSession('smedPseudonym', 'EARLIER');
    for (const path of [
      '/terminservice',
      '/terminservice/suche',
      '/terminservice/termin/details',
    ]) {
      window.history.replaceState(null, '', path);
      expect(takeSmedPseudonymFromAddress()).toBeNull();
    }
    window.history.replaceState(null, '', '/terminservice/suche/ABCDFGHJKLMN/12345/W030');
    expect(takeSmedPseudonymFromAddress()).toBeNull();
    expect(readSession('smedPseudonym')).toBe('EARLIER');
  });

  it('refuses what a header cannot carry or the server would not look up', () => {
    window.history.replaceState(null, '', `/terminservice/suche/ABCDFGHJKLMN/${'x'.repeat(65)}`);
    expect(takeSmedPseudonymFromAddress()).toBeNull();
    window.history.replaceState(null, '', '/terminservice/suche/ABCDFGHJKLMN/%C3%A4rger');
    expect(takeSmedPseudonymFromAddress()).toBeNull();
    expect(readSession('smedPseudonym')).toBeNull();
    expect(isValidSmedPseudonym('SMED 1')).toBe(false);
    expect(isValidSmedPseudonym('x'.repeat(64))).toBe(true);
  });
});

describe('withSmedPseudonym', () => {
  it('adds the session pseudonym header to every request', async () => {
    const base = vi.fn<typeof fetch>(async () => new Response('ok'));
    writeSession('smedPseudonym', 'SMED-0001');
    await withSmedPseudonym(base)('http://localhost/web/api/v4/version', {
      headers: { Accept: 'text/plain' },
    });
    const request = base.mock.calls[0]?.[0] as Request;
    expect(request.headers.get(SMED_PSEUDONYM_HEADER)).toBe('SMED-0001');
    expect(request.headers.get('accept')).toBe('text/plain');
  });

  it('sends the request unchanged without a pseudonym', async () => {
    const base = vi.fn<typeof fetch>(async () => new Response('ok'));
    await withSmedPseudonym(base)('http://localhost/x');
    expect(base).toHaveBeenCalledWith('http://localhost/x', undefined);
  });
});

describe('the SMED app type (§4 effective priority)', () => {
  it('is SMED unless the server verified a higher type', () => {
    expect(smedEffectiveType('WEB')).toBe('SMED');
    expect(smedEffectiveType('SMED')).toBe('SMED');
    expect(smedEffectiveType('TSS')).toBe('TSS');
    expect(smedEffectiveType('SURGERY')).toBe('SURGERY');
    expect(
      asSmedVersion({ version: '4.0.0', applicationType: 'WEB', applicationTypeHeader: null }),
    ).toEqual({ version: '4.0.0', applicationType: 'SMED', applicationTypeHeader: null });
  });
});
