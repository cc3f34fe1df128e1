// Component tests start from empty storage and an unmounted tree (EXAMPLES item 5: tests start
// from a fresh store). jsdom has no scrolling; the shell scrolls to the top on route changes.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useRealTimers();
});
