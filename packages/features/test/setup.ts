// Component tests start from empty storage and an unmounted tree (each test starts from a fresh
// store: docs/architecture.md "Apps and features"). jsdom has no scrolling; the shell scrolls to
// the top on route changes.
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
