// Component tests start from empty storage and an unmounted tree (EXAMPLES item 5: tests start
// from a fresh store). jsdom has no scrolling; the shell scrolls to the top on route changes.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor wait up to 5 s instead of 1 s: on a busy 2-core CI machine a lazy chunk or a
// store update can take longer than a second, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useRealTimers();
});
