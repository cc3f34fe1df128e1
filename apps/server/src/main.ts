// `pnpm start`: open the database, apply migrations, seed demo data (demo mode), then serve the
// four apps, each on its own port with its API same-origin under /web/api/v4.
import { buildApp } from './app.ts';
import { APP_KINDS, loadConfig, resolveJwtSecret } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';

const config = loadConfig();
const jwtSecret = resolveJwtSecret(config);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);

const apps = await Promise.all(
  APP_KINDS.map((kind) =>
    buildApp({ config, db, jwtSecret, kind, logger: { level: config.logLevel } }),
  ),
);
for (const [i, kind] of APP_KINDS.entries()) {
  const app = apps[i]!;
  await app.listen({ host: config.host, port: config.ports[kind] });
  app.log.warn(`${kind}: http://localhost:${config.ports[kind]}/terminservice`);
}

async function shutdown(): Promise<void> {
  await Promise.all(apps.map((app) => app.close()));
  await db.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
