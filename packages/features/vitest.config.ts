import { defineConfig } from 'vitest/config';

// Component tests run under jsdom: DOMPurify does not sanitise under happy-dom (docs/toolchain.md).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
  },
});
