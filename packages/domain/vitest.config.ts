import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run hundreds of cases; a busy 2-core machine needs more than the default 5 s.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
