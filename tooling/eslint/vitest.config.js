import { defineConfig } from 'vitest/config';

// The first lint loads typescript-eslint (seconds on a busy 2-core machine).
export default defineConfig({ test: { include: ['test/**/*.test.js'], testTimeout: 30_000 } });
