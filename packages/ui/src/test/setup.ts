// Every test starts from an unmounted tree; jest-dom adds the accessibility matchers
// (toHaveAccessibleName, toHaveAccessibleDescription, toHaveFocus, …).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
