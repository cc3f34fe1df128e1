import { config } from '@terminservice/eslint-config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

const shared = config({ layer: 'features', browser: true });

const [, layerOptions] = shared.find((block) => block.rules?.['no-restricted-imports']).rules[
  'no-restricted-imports'
];

// docs/architecture.md: "No feature imports another feature's internals". Each folder under src/ is a
// feature; another feature is used only through its index.ts. For a file `depth` folders below
// its feature folder, a relative path that climbs out of the feature (depth + 1 times '../') must
// end at the other feature's index.ts. Climbing out of src/ to test/ (the shared test fixtures and
// helpers, not a feature) is exempt.
const DEPTHS = [0, 1, 2, 3];
const crossFeatureRules = DEPTHS.map((depth) => ({
  files: [`src/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...layerOptions,
        patterns: [
          ...layerOptions.patterns,
          {
            regex: String.raw`^(\.\./){${depth + 1}}(?!\.\./test/)[^/]+/(?!index\.tsx?$)`,
            message:
              'Use another feature only through its index.ts, never its internals (docs/architecture.md).',
          },
        ],
      },
    ],
  },
}));

export default [
  ...shared,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...crossFeatureRules,
];
