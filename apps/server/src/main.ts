// `pnpm start`: open the database, apply migrations, seed demo data (demo mode), then serve the
// four apps, each on its own port with its API same-origin under /web/api/v4.
import { buildApp } from './app.ts';
import { APP_KINDS, loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReferenceData } from './reference/index.ts';
import { seedDemoData, topUpDemoData } from './seed/demo.ts';
import { seedDemoStatistics } from './seed/demo-statistik.ts';
import { startDelivery } from './services/messages/delivery.ts';
import { runJobOnce, startJobs } from './services/kernel/jobs.ts';
import { serverJobs } from './services/timers/server-jobs.ts';
import { statisticsJob } from './services/statistics/index.ts';
import { appAddress, startupBanner } from './startup-banner.ts';
import { createOpsRuntime } from './ops/runtime.ts';
import { shutDownGracefully } from './ops/shutdown.ts';
import { SharedAnswers } from './services/search/shared-answers.ts';
import { TokenLimits } from './routes/fhir/token-limits.ts';

const config = configOrExit();
const jwtSecret = resolveJwtSecret(config);
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
await seedReferenceData(db);
if (config.demo) {
  // The first start seeds four months of slots; every start plans the days since then, so a
  // database kept in data/pglite stays four months ahead.
  const now = new Date();
  await seedDemoData(db, { now });
  await topUpDemoData(db, { now });
  // Twelve weeks of history for the operators' statistics (issue #24 part 2), once.
  await seedDemoStatistics(db, { now });
}

// One metrics registry and one readiness state for the four listeners (ops/), and one set of
// shared search answers (issue #17, ADR 21).
const searchAnswers = new SharedAnswers(config.searchCache);
const ops = createOpsRuntime(db, searchAnswers);
// One FHIR rate per token across the four ports (issue #22, finding 3.2).
const fhirTokenLimits = new TokenLimits();
const apps = await Promise.all(
  APP_KINDS.map((kind) =>
    buildApp({
      config,
      db,
      jwtSecret,
      kind,
      ops,
      searchAnswers,
      fhirTokenLimits,
      logger: { level: config.logLevel },
    }),
  ),
);
for (const [i, kind] of APP_KINDS.entries()) {
  await apps[i]!.listen({ host: config.host, port: config.ports[kind] });
}
// Demo mode (a developer's start): a plain banner for the human. Otherwise (production) the
// addresses are one JSON log line like every other line the operators collect.
if (config.demo) process.stdout.write(startupBanner(config));
else {
  const addresses = Object.fromEntries(APP_KINDS.map((kind) => [kind, appAddress(config, kind)]));
  apps[0]!.log.info({ apps: addresses }, 'listening');
}
// Outbox delivery (SMTP, SMS gateway; in demo mode the dev API shows the messages). Failures are
// logged by message id, channel and error class only.
const delivery = startDelivery(db, config, {
  onFailure: (failure) => {
    ops.metrics.deliveryFailures.inc({
      channel: failure.channel ?? 'none',
      error_class: failure.errorClass,
    });
    apps[0]!.log.warn(failure, 'message delivery failed');
  },
});
// Every other timer is a job under an advisory lock (services/timers/server-jobs.ts, services/kernel/jobs.ts):
// one process runs each at a time.
// The statistics (issue #24 part 2) are computed once now, so the view has figures at once.
await runJobOnce(db, statisticsJob(config.statistics));
const jobs = startJobs(db, serverJobs(config), {
  onDone: (job, counts) => {
    const level = Object.values(counts).some((n) => n > 0) ? 'info' : 'debug';
    apps[0]!.log[level]({ job, counts }, 'job done');
  },
  onFailure: (job, error) => apps[0]!.log.warn({ job, err: error }, 'job failed'),
});

// SIGTERM: readiness fails for SHUTDOWN_DRAIN_MS, then the listeners close after answering what
// is in flight (ops/shutdown.ts); after SHUTDOWN_TIMEOUT_MS more the process exits anyway.
// Ctrl+C (SIGINT) is a person at a terminal, not a load balancer: no drain.
async function shutdown(drainMs: number): Promise<void> {
  apps[0]!.log.info({ drainMs }, 'shutting down');
  setTimeout(() => process.exit(1), drainMs + config.ops.shutdownTimeoutMs).unref();
  await shutDownGracefully({
    readiness: ops.readiness,
    drainMs,
    stopWork: () => {
      jobs.stop();
    },
    closeListeners: () => Promise.all(apps.map((app) => app.close())),
    release: async () => {
      await delivery.stop();
      await db.close();
    },
  });
  process.exit(0);
}
process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(config.ops.shutdownDrainMs));

/**
 * The settings, or exit 1 with the reason as one line: a refused setting (a weak JWT_SECRET, demo
 * mode in production) is the operator's to fix, not a crash with a stack trace.
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`Terminservice does not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
