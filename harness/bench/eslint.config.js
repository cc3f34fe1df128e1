import { config } from '@terminservice/eslint-config';

export default [
  ...config({ layer: 'harness' }),
  // src/server.ts re-exports the server's own modules: the bench measures exactly that code.
  { files: ['src/server.ts'], rules: { 'no-restricted-imports': 'off' } },
];
