// `pnpm start`: open the database, apply migrations, seed demo data (demo mode), then serve the
// four apps, each on its own port with its API same-origin under /web/api/v4.
import { buildApp } from './app.ts';
import { APP_KINDS, loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReferenceData } from './reference/index.ts';
import { seedDemoData, topUpDemoData } from './seed/demo.ts';
import { startDelivery } from './services/delivery.ts';
import { startJobs } from './services/jobs.ts';
import { releaseJob } from './services/practice/index.ts';
import { changeLogCleanupJob, changeStampJob } from './services/practice/changes.ts';
import { appAddress, startupBanner } from './startup-banner.ts';
import { createOpsRuntime } from './ops/runtime.ts';
import { shutDownGracefully } from './ops/shutdown.ts';
import { reminderJob } from './services/reminders/index.ts';
import { retentionJob } from './services/retention/index.ts';
import { alertMatcherJob } from './services/alerts/index.ts';
import { EXPIRY_INTERVAL_MS, expireReservations } from './services/reservation/index.ts';
import { changeRecordsCleanupJob } from './services/search/changes-cleanup.ts';
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
// --- Video reservations: release the slots of reservations past their 30 minutes (booking part).
const reservationExpiry = setInterval(() => {
  expireReservations(db).catch((error: unknown) =>
    apps[0]!.log.warn({ err: { name: (error as Error).name } }, 'reservation expiry failed'),
  );
}, EXPIRY_INTERVAL_MS);
reservationExpiry.unref();
// --- end video reservations
// Periodic jobs under advisory locks (services/jobs.ts): one process runs each at a time.
// The retention job (services/retention/) logs what it erased, as counts only.
// The reminder job (services/reminders/, issue #15) mails reminders with links to the WEB app. The
// slot alert's matcher (services/alerts/, issue #15) runs every second, so a freed slot's first
// messages are queued within seconds. The change feed's jobs (services/practice/change-stamps.ts,
// ADR 25) stamp committed changes every 5 s and remove those past 30 days.
const reminders = reminderJob(config.reminders, config.publicUrl);
const alertMatcher = alertMatcherJob({ publicUrl: config.publicUrl });
const jobs = startJobs(
  db,
  [
    releaseJob,
    retentionJob(config.retention),
    reminders,
    alertMatcher,
    changeRecordsCleanupJob,
    changeStampJob,
    changeLogCleanupJob,
  ],
  {
    onDone: (job, counts) => {
      const level = Object.values(counts).some((n) => n > 0) ? 'info' : 'debug';
      apps[0]!.log[level]({ job, counts }, 'job done');
    },
    onFailure: (job, error) => apps[0]!.log.warn({ job, err: error }, 'job failed'),
  },
);

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
      clearInterval(reservationExpiry);
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
