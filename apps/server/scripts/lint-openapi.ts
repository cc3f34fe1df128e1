// Lints the OpenAPI document with Redocly CLI (redocly.yaml: the recommended rules, 0 errors
// allowed), offline: telemetry and the update check are switched off, the document is a local
// file and has no remote $ref, so the lint makes no network call (docs/toolchain.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi.ts';
import { mkdir, writeFile } from 'node:fs/promises';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = `${root}generated/openapi.json`;
await mkdir(`${root}generated`, { recursive: true });
await writeFile(file, await openApiDocument());

const result = spawnSync(
  `${root}node_modules/.bin/redocly`,
  ['lint', file, '--config', `${root}redocly.yaml`, '--format', 'stylish'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      DO_NOT_TRACK: '1',
    },
  },
);
process.exit(result.status ?? 1);
