import { CALLS, type CallKey } from '@terminservice/domain/api';
import { GET_RETRIES } from '@terminservice/domain/limits';
import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryOptions } from './retry.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2025-03-04T10:00:00Z');

  it('reads delay seconds', () => {
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date, never negative', () => {
    expect(retryAfterMs('Tue, 04 Mar 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 04 Mar 2025 09:00:00 GMT', now)).toBe(0);
  });

  it('is null when absent or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('bald', now)).toBeNull();
  });
});

describe('retryOptions', () => {
  it.each(Object.keys(CALLS) as CallKey[])('%s: GET up to GET_RETRIES, others never', (key) => {
    const options = retryOptions(key, 30_000);
    expect(options.limit).toBe(CALLS[key].method === 'GET' ? GET_RETRIES : 0);
    expect(options.methods).toEqual([CALLS[key].method.toLowerCase()]);
  });
});
