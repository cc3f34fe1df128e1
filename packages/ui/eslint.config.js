import { config } from '@terminservice/eslint-config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...config({ layer: 'ui', browser: true }),
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
];
