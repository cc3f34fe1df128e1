import { ApiError } from '@terminservice/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@terminservice/api-client';
import { writeSession } from '../app-context/index.ts';
import { createSearchStore } from './store.ts';
import { searchResponse } from '../../test/search/fixtures.ts';

const CRITERIA = {
  code: 'ABCDFGHJKLMN',
  plz: '10115',
  qualifikationen: ['W030'],
  radius: 5,
  daytime: '00000000000000',
};

describe('the search store', () => {
  it('holds the answer of the newest search only, and clears it', async () => {
    // As after the code login: the appointment types are known, no login call comes first.
    writeSession('appointmentTypes', ['PRAESENZTERMIN']);
    let resolveFirst: (value: unknown) => void = () => undefined;
    const search = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(searchResponse());
    const store = createSearchStore(async () => ({ search }) as unknown as ApiClient);
    const first = store.getState().search(CRITERIA);
    const second = store.getState().search({ ...CRITERIA, radius: 10 });
    await second;
    resolveFirst(searchResponse({ praxen: {} }));
    await first;
    expect(store.getState().status).toBe('done');
    expect(store.getState().criteria?.radius).toBe(10);
    expect(Object.keys(store.getState().response?.praxen ?? {})).toEqual(['near', 'far']);
    expect(search.mock.calls[0]?.[1].signal.aborted).toBe(true);
    store.getState().clear();
    expect(store.getState().response).toBeNull();
  });

  it('resolves a failure against the §8 search rows', async () => {
    const search = vi
      .fn()
      .mockRejectedValue(
        new ApiError(409, { errorCodes: ['WP009'], errorText: '', referenceId: null }),
      );
    const store = createSearchStore(async () => ({ search }) as unknown as ApiClient);
    await store.getState().search(CRITERIA);
    expect(store.getState().status).toBe('failed');
    expect(store.getState().error?.next).toEqual({
      kind: 'navigate',
      to: 'details',
      notify: false,
    });
  });
});
