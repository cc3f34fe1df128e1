// `pnpm start`: open the database, apply migrations, seed demo data (demo mode), then serve the
// four apps, each on its own port with its API same-origin under /web/api/v4. With WORKERS > 1
// (issue #25 part 4) this process prepares the database, then supervises that many worker
// processes, each serving all four ports (cluster/supervisor.ts); otherwise it serves itself.
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { reportListening } from './cluster/worker.ts';
import { superviseWorkers } from './cluster/supervisor.ts';
import { APP_KINDS, loadConfig, resolveJwtSecret, type Config } from './config.ts';
import { openDb, type Db } from './db/client.ts';
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
import { limitsPerWorker, TokenLimits } from './routes/fhir/token-limits.ts';
import type { FastifyInstance } from 'fastify';

const config = configOrExit();
if (cluster.isPrimary) {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(db);
  if (config.workers > 1) {
    await db.close();
    supervise();
  } else {
    await serve(db, resolveJwtSecret(config));
  }
} else {
  // A worker: the supervisor prepared the database and hands the token secret down.
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await serve(db, resolveJwtSecret(config));
  reportListening();
}

/** Migrations, reference data and, in demo mode, the demo data: once, before anything serves. */
async function prepareDatabase(db: Db): Promise<void> {
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
  // The statistics (issue #24 part 2) are computed once now, so the view has figures at once.
  await runJobOnce(db, statisticsJob(config.statistics));
}

function supervise(): void {
  // Demo mode without JWT_SECRET makes one up; every worker must check tokens with the same one.
  const env: Record<string, string> = config.jwtSecret
    ? {}
    : { JWT_SECRET: resolveJwtSecret(config) };
  superviseWorkers({
    workers: config.workers,
    env,
    stopTimeoutMs: config.ops.shutdownDrainMs + config.ops.shutdownTimeoutMs + 1_000,
    log: (level, fields, message) =>
      process.stdout.write(`${JSON.stringify({ level, ...fields, msg: message })}\n`),
    onListening: () => announce(),
  });
}

/** Demo mode: a plain banner for the human; production: one JSON line with the addresses. */
function announce(log?: FastifyInstance['log']): void {
  if (config.demo) {
    process.stdout.write(startupBanner(config));
    return;
  }
  const addresses = Object.fromEntries(APP_KINDS.map((kind) => [kind, appAddress(config, kind)]));
  const fields = { apps: addresses, workers: config.workers };
  if (log) log.info(fields, 'listening');
  else process.stdout.write(`${JSON.stringify({ level: 'info', ...fields, msg: 'listening' })}\n`);
}

/** The four apps of one process, its outbox delivery and its jobs, and its graceful shutdown. */
async function serve(db: Db, jwtSecret: string): Promise<void> {
  // One metrics registry and one readiness state for the four listeners (ops/), and one set of
  // shared search answers (issue #17, ADR 21).
  const searchAnswers = new SharedAnswers(config.searchCache);
  const ops = createOpsRuntime(db, searchAnswers);
  // One FHIR rate per token across the four ports (issue #22, finding 3.2), shared by the workers.
  const fhirTokenLimits = new TokenLimits(limitsPerWorker(config.workers));
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
  const log = apps[0]!.log;
  if (cluster.isPrimary) announce(log);
  // Outbox delivery (SMTP, SMS gateway; in demo mode the dev API shows the messages). Failures
  // are logged by message id, channel and error class only. Several processes claim batches with
  // SKIP LOCKED.
  const delivery = startDelivery(db, config, {
    onFailure: (failure) => {
      ops.metrics.deliveryFailures.inc({
        channel: failure.channel ?? 'none',
        error_class: failure.errorClass,
      });
      log.warn(failure, 'message delivery failed');
    },
  });
  // Every other timer is a job under an advisory lock (services/timers/server-jobs.ts,
  // services/kernel/jobs.ts): one process runs each at a time, however many workers there are.
  const jobs = startJobs(db, serverJobs(config), {
    onDone: (job, counts) => {
      const level = Object.values(counts).some((n) => n > 0) ? 'info' : 'debug';
      log[level]({ job, counts }, 'job done');
    },
    onFailure: (job, error) => log.warn({ job, err: error }, 'job failed'),
  });

  // SIGTERM: readiness fails for SHUTDOWN_DRAIN_MS, then the listeners close after answering what
  // is in flight (ops/shutdown.ts); after SHUTDOWN_TIMEOUT_MS more the process exits anyway.
  // Ctrl+C (SIGINT) is a person at a terminal, not a load balancer: no drain. A worker may get
  // both its own signal and the supervisor's: the first one counts.
  let stopping = false;
  const shutdown = async (drainMs: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ drainMs }, 'shutting down');
    setTimeout(() => process.exit(1), drainMs + config.ops.shutdownTimeoutMs).unref();
    await shutDownGracefully({
      readiness: ops.readiness,
      drainMs,
      stopWork: () => jobs.stop(),
      closeListeners: () => Promise.all(apps.map((app) => app.close())),
      release: async () => {
        await delivery.stop();
        await db.close();
      },
    });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(config.ops.shutdownDrainMs));
}

/**
 * The settings, or exit 1 with the reason as one line: a refused setting (a weak JWT_SECRET, demo
 * mode in production, WORKERS with PGlite) is the operator's to fix, not a crash with a stack trace.
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`Terminservice does not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
