import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The contract tests start the real server on an in-memory PGlite (~3 s per file).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
