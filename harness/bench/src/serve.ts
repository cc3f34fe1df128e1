// The API server under test, run as a child process of the bench so that the load generator does
// not share its event loop: one WEB port, built with buildApp exactly as `pnpm start` builds it
// (production defaults: load shedding, request logging at the configured level), configured by
// the environment the bench passes (DATABASE_URL or DATA_DIR, PORT_WEB, TRUST_PROXY=1, …).
import { buildApp, loadConfig, openDb, resolveJwtSecret } from './server.ts';

const config = loadConfig();
const jwtSecret = resolveJwtSecret(config);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  config,
  db,
  jwtSecret,
  kind: 'web',
  logger: { level: config.logLevel },
});
await app.listen({ host: config.host, port: config.ports.web });

async function shutdown(): Promise<void> {
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
