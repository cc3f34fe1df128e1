import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { forbiddenImports } from './layers.js';

/**
 * The shared lint config. `layer` names the package's place in the import direction
 * (see layers.js); the boundary rule is generated from it.
 * @param {{ layer: string, browser?: boolean, ignores?: string[] }} options
 */
export function config({ layer, browser = false, ignores = [] }) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'storybook-static/**', '.turbo/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: browser ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        'no-restricted-imports': ['error', { patterns: forbiddenImports(layer) }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        eqeqeq: ['error', 'always'],
        'no-console': 'error',
      },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'test/**'],
      rules: { 'no-console': 'off' },
    },
  );
}
