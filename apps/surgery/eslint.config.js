import { config } from '@terminservice/eslint-config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default [
  ...config({ layer: 'app', browser: true }),
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  { files: ['vite.config.ts'], languageOptions: { globals: { ...globals.node } } },
];
