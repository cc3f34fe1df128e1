// Writes the API's OpenAPI document (what /web/api/v4/openapi.json serves) to a file, or to
// stdout: for partners, and for the lint of the document (scripts/lint-openapi.ts).
//   pnpm --filter @terminservice/server openapi [-- <file>]
// The app is built on an in-memory PGlite with a throwaway secret; nothing is started or stored.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** The document as the server serves it. */
export async function openApiDocument(): Promise<string> {
  const db = await openPglite();
  try {
    await migrate(db);
    const secret = randomBytes(32).toString('base64url');
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: secret }),
      db,
      jwtSecret: secret,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/web/api/v4/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
      return `${JSON.stringify(res.json(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const text = await openApiDocument();
  if (args[0]) {
    await mkdir(dirname(args[0]), { recursive: true });
    await writeFile(args[0], text);
  } else {
    process.stdout.write(text);
  }
}
