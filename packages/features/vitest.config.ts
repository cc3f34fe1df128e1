import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Component tests run under jsdom: DOMPurify does not sanitise under happy-dom (docs/toolchain.md).
// The Lingui plugin compiles the .po catalogues a test imports (src/i18n-catalogues, ADR 39).
export default defineConfig({
  plugins: [lingui()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
  },
});
