import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One PGlite per test file takes ~3 s to start (docs/toolchain.md).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
