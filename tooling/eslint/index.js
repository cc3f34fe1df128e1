import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { forbiddenImports } from './layers.js';

/** Tests and their helpers: no size limits (a describe block is as long as its cases). */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'test/**', 'tests/**'];

/**
 * The server's demo seed (apps/server/src/seed): mostly rows of data (specialties, names, the
 * demo cases), so its files may run past 400 lines; its functions keep the 80-line limit.
 */
const SEED_FILES = ['src/seed/**'];

/** Written by a build, not by hand. */
const GENERATED_FILES = ['generated/**'];

/**
 * The size of the house (issue 13): no file over 400 lines, no function over 80, every line
 * counted (blank lines and comments too: they are read as well).
 */
const SIZE_LIMITS = [
  {
    ignores: [...TEST_FILES, ...GENERATED_FILES],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    ignores: [...TEST_FILES, ...GENERATED_FILES, ...SEED_FILES],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
];

/**
 * Browser code links to routes with features' RouterLink: react-router's own <Link> and <NavLink>
 * carry the framework mode's prefetching, which one use anywhere puts into every app's initial
 * JavaScript (issue #25 part 5, features/src/common/RouterLink.tsx).
 */
const ROUTER_LINKS = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink'],
    message:
      "Use RouterLink from features' common (issue #25 part 5): react-router's Link brings its prefetching into every app's start chunk.",
  },
];

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
        'no-restricted-imports': [
          'error',
          { patterns: forbiddenImports(layer), ...(browser ? { paths: ROUTER_LINKS } : {}) },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        eqeqeq: ['error', 'always'],
        'no-console': 'error',
      },
    },
    ...SIZE_LIMITS,
    { files: TEST_FILES, rules: { 'no-console': 'off' } },
  );
}
