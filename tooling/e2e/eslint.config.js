import { config } from '@terminservice/eslint-config';

export default config({ layer: 'tooling', ignores: ['test-results/**', 'playwright-report/**'] });
