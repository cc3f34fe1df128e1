import { config } from '@terminservice/eslint-config';

export default config({ layer: 'harness' });
