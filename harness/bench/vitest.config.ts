import { defineConfig } from 'vitest/config';

// The open-loop tests run for seconds by design (half-load.test.ts: 2 s of arrivals); on a CI
// machine busy with every other package's tests their set-up alone can pass vitest's 5 s default.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 30_000 } });
