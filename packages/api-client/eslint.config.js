import { config } from '@terminservice/eslint-config';
import globals from 'globals';

const shared = config({ layer: 'api-client', browser: true });

// The contract tests run the client against the real server in-process (docs/architecture.md "Tests":
// "contract tests against the real server in-process, not mocks"). So test/ — and only test/ — may
// import the server's two entry points for that: '@terminservice/server/app' (buildApp) and
// '@terminservice/server/testing' (the server's test harness: database and app). Every other
// boundary of the layer table stays, and src/ keeps "no package imports an app".
const SERVER = ['@terminservice/server', '@terminservice/server/*'];

function withServerEntries(options) {
  return {
    ...options,
    patterns: options.patterns.flatMap((pattern) =>
      pattern.group.includes(SERVER[1])
        ? [
            { ...pattern, group: pattern.group.filter((name) => !SERVER.includes(name)) },
            {
              regex: '^@terminservice/server(?!/(app|testing)$)',
              message: `${pattern.message} Tests may use only @terminservice/server/app and /testing.`,
            },
          ]
        : [pattern],
    ),
  };
}

const [, layerOptions] = shared.find((block) => block.rules?.['no-restricted-imports']).rules[
  'no-restricted-imports'
];

export default [
  ...shared,
  {
    files: ['test/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', withServerEntries(layerOptions)] },
  },
];
