import { config } from '@terminservice/eslint-config';

export default config({ layer: 'harness', ignores: ['test-results/**', 'playwright-report/**'] });
