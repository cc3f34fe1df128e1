// Issue #6 "PostgreSQL stopped immediately and restarted": on a private cluster (never the machine's
// 5432), the server runs; the cluster is stopped with `-m immediate`; while it is down every API
// answer must be 503 with Retry-After in the spec's error shape, never 500, and the process stays
// up; after the cluster is started again the API answers 2xx by itself, without a server restart.
// Readiness (/readyz, README "Health and metrics") follows: 200 while up, 503 "database
// unreachable" while down (the load balancer takes the process out), 200 again after the start.
import { get, isSpecErrorBody, type Answer } from '../api.ts';
import {
  clusterUnavailableReason,
  clusterUrl,
  dropCluster,
  freshDatabase,
  restartCluster,
  startCluster,
  stopClusterImmediately,
  type Cluster,
} from '../database.ts';
import { log, ms, Recorder, sleep, type CheckResult } from '../report.ts';
import { startServer, type Server } from '../server.ts';

export interface PostgresRestartOptions {
  readonly cluster: Cluster;
  readonly basePort: number;
  /** How long the database stays down while the API is probed. */
  readonly downSeconds: number;
  readonly recoveryLimitSeconds: number;
  /** Keep the cluster afterwards (debugging); default: drop it. */
  readonly keepCluster: boolean;
}

/** DB-backed calls that need no code (spec §7 "place name by postcode", "feature toggles"). */
const PROBES = ['/ortsname/abrufen?plz=10115', '/featuretoggles/abrufen'];

/** One probe call: its answer, or null when none came. */
type Probe = (path: string) => Promise<Answer | null>;

interface DownAnswer {
  readonly status: number | 'none';
  readonly retryAfter: string | null;
  readonly shape: boolean;
  readonly ms: number;
}

/** Every probe, over and over, for the time the database is down. */
async function probeWhileDown(probe: Probe, downSeconds: number): Promise<DownAnswer[]> {
  const downAnswers: DownAnswer[] = [];
  const downUntil = Date.now() + downSeconds * 1_000;
  while (Date.now() < downUntil) {
    for (const path of PROBES) {
      const started = performance.now();
      const answer = await probe(path);
      downAnswers.push({
        status: answer?.status ?? 'none',
        retryAfter: answer?.retryAfter ?? null,
        shape: answer ? isSpecErrorBody(answer.body) : false,
        ms: performance.now() - started,
      });
    }
    await sleep(100);
  }
  return downAnswers;
}

/** /readyz while the database is down, every 250 ms: status, the database check and when. */
interface ReadyAnswer {
  readonly status: number | 'none';
  readonly database: string | undefined;
  readonly afterMs: number;
}

/** The database probe is cached 1 s and times out after 2 s: readiness fails within 3 s. */
const READINESS_NOTICES_WITHIN_MS = 3_000;

async function readinessWhileDown(origin: string, downSeconds: number): Promise<ReadyAnswer[]> {
  const answers: ReadyAnswer[] = [];
  const started = Date.now();
  while (Date.now() < started + downSeconds * 1_000) {
    const answer = await get(`${origin}/readyz`, {}, 5_000).catch(() => null);
    let database: string | undefined;
    try {
      database = (JSON.parse(answer?.body ?? '') as { checks?: { database?: string } }).checks
        ?.database;
    } catch {
      database = undefined;
    }
    answers.push({ status: answer?.status ?? 'none', database, afterMs: Date.now() - started });
    await sleep(250);
  }
  return answers;
}

function assertNotReady(rec: Recorder, answers: readonly ReadyAnswer[]): void {
  const settled = answers.filter((a) => a.afterMs >= READINESS_NOTICES_WITHIN_MS);
  const firstFailing = answers.find((a) => a.status === 503);
  rec.figure('readiness failed after', firstFailing ? ms(firstFailing.afterMs) : 'never');
  rec.assert(
    `while down: /readyz 503 "database unreachable" within ${READINESS_NOTICES_WITHIN_MS / 1000} s and after`,
    settled.length > 0 && settled.every((a) => a.status === 503 && a.database === 'unreachable'),
    settled.map((a) => `${a.status}/${a.database ?? '-'}`).join(',') || 'no probe',
  );
}

function assertDown(rec: Recorder, downAnswers: readonly DownAnswer[], server: Server): void {
  const statuses = new Map<string, number>();
  for (const a of downAnswers)
    statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
  rec.figure('answers while down', [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(', '));
  rec.figure('slowest answer while down', ms(Math.max(...downAnswers.map((a) => a.ms))));
  const not503 = downAnswers.filter((a) => a.status !== 503);
  rec.assert(
    'while down: every answer is 503',
    not503.length === 0 && downAnswers.length > 0,
    `${not503.length} of ${downAnswers.length} not 503`,
  );
  rec.assert(
    'while down: never 500',
    !downAnswers.some((a) => a.status === 500),
    `${statuses.get('500') ?? 0}×500`,
  );
  rec.assert(
    'while down: every 503 has Retry-After',
    downAnswers.filter((a) => a.status === 503).every((a) => a.retryAfter !== null),
    'checked',
  );
  rec.assert(
    'while down: spec error shape',
    downAnswers.filter((a) => a.status === 503).every((a) => a.shape),
    '{ errors: [{ code, text }], referenceId }',
  );
  rec.assert(
    'while down: the process stays up',
    server.alive(),
    server.alive() ? 'running' : server.exitInfo(),
  );
}

/** After the cluster's start: 200 by itself within the limit, in the same process. */
async function assertRecovery(
  rec: Recorder,
  probe: Probe,
  server: Server,
  recoveryLimitSeconds: number,
): Promise<void> {
  const restarted = performance.now();
  const limit = restarted + recoveryLimitSeconds * 1_000;
  let recovered: number | null = null;
  while (performance.now() < limit) {
    const answers = await Promise.all(PROBES.map(probe));
    if (answers.every((a) => a?.status === 200)) {
      recovered = performance.now() - restarted;
      break;
    }
    await sleep(200);
  }
  rec.figure(
    'recovered after the restart in',
    recovered === null ? 'not recovered' : ms(recovered),
  );
  rec.assert(
    `recovers by itself within ${recoveryLimitSeconds} s`,
    recovered !== null,
    recovered === null ? 'still failing' : ms(recovered),
  );
  const afterwards = await Promise.all(
    Array.from({ length: 20 }, (_, i) => probe(PROBES[i % PROBES.length]!)),
  );
  rec.assert(
    'then 20 requests all 200',
    afterwards.every((a) => a?.status === 200),
    afterwards.map((a) => a?.status ?? 'none').join(','),
  );
  rec.assert('the same process (no restart)', server.alive(), `pid ${server.child.pid}`);
}

export async function postgresRestartCheck(options: PostgresRestartOptions): Promise<CheckResult> {
  const rec = new Recorder('PostgreSQL stop -m immediate / start');
  const reason = await clusterUnavailableReason(options.cluster);
  if (reason) {
    log(`  SKIPPED: ${reason}`);
    return { ...rec.result(), skipped: reason };
  }
  const { cluster } = options;
  let server: Server | undefined;
  try {
    await startCluster(cluster);
    const url = await freshDatabase(clusterUrl(cluster, 'postgres'), 'terminservice_resilience');
    // Without demo data: migrations and reference data are enough for the probes, and start fast.
    const started = await startServer({
      databaseUrl: url,
      basePort: options.basePort,
      demo: false,
    });
    server = started;
    const probe: Probe = async (path) => get(`${started.api}${path}`, {}, 10_000).catch(() => null);

    const up = await Promise.all(PROBES.map(probe));
    const readyUp = await get(`${started.origin}/readyz`).catch(() => null);
    if (
      !rec.assert(
        'answers 200 with the database up, /readyz too',
        up.every((a) => a?.status === 200) && readyUp?.status === 200,
        [...up, readyUp].map((a) => a?.status ?? 'none').join(','),
      )
    ) {
      return rec.result();
    }
    await stopClusterImmediately(cluster);
    const [downAnswers, readyAnswers] = await Promise.all([
      probeWhileDown(probe, options.downSeconds),
      readinessWhileDown(started.origin, options.downSeconds),
    ]);
    assertDown(rec, downAnswers, started);
    assertNotReady(rec, readyAnswers);
    await restartCluster(cluster);
    await assertRecovery(rec, probe, started, options.recoveryLimitSeconds);
    const readyAgain = await get(`${started.origin}/readyz`).catch(() => null);
    rec.assert(
      'then /readyz 200 again',
      readyAgain?.status === 200,
      `${readyAgain?.status ?? 'none'}`,
    );
    return rec.result();
  } finally {
    await server?.stop();
    if (!options.keepCluster)
      await dropCluster(cluster).catch((error: unknown) =>
        log(`  (could not drop the cluster: ${String(error)})`),
      );
  }
}
