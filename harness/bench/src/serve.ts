// The API server under test, run as a child process of the bench so that the load generator does
// not share its event loop: one WEB port, built with buildApp exactly as `pnpm start` builds it
// (production defaults: load shedding, request logging at the configured level), configured by
// the environment the bench passes (DATABASE_URL or DATA_DIR, PORT_WEB, TRUST_PROXY=1, …). With
// WORKERS > 1 (PostgreSQL) it supervises that many workers on the port, as `pnpm start` does.
import cluster from 'node:cluster';
import {
  buildApp,
  loadConfig,
  openDb,
  reportListening,
  resolveJwtSecret,
  superviseWorkers,
} from './server.ts';

const config = loadConfig();
if (cluster.isPrimary && config.workers > 1) {
  superviseWorkers({
    workers: config.workers,
    env: {},
    stopTimeoutMs: 10_000,
    log: (level, fields, message) =>
      process.stderr.write(`${JSON.stringify({ level, ...fields, msg: message })}\n`),
    onListening: () => undefined,
  });
} else {
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
  reportListening();

  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
