// `pnpm bench:alerts`: the slot alert's matcher (issue #15 "Bench figure": 100,000 active alerts,
// 10,000 slot changes a minute, p99 from the slot change to the queued message ≤ 10 s) on
// PostgreSQL. A fresh database with the reference data, practices, confirmed alerts and a pool
// of blocked slots (alerts-data.ts); then for --duration seconds slots become free at the given
// rate — half published (INSERT), half unblocked (UPDATE), in small transactions, so the
// triggers of migration 0011 record them — while the server's own matcher (matchFreedSlots,
// through server.ts) runs as the job runner runs it: every MATCH_INTERVAL_MS, again at once while
// a batch was full, one transaction per run. Change → queued is measured per first-wave message:
// from the event's time (the changing transaction's start) to the commit of the run that queued
// it. Fairness limits are checked afterwards (FAIL on a breach).
import {
  parseSideBenchArgs,
  positiveInteger,
  runSideBench,
  type SideBenchOptions,
} from './side-bench.ts';
import { createBenchData } from './alerts-data.ts';
import { freshDatabase } from './admin-database.ts';
import { section, type Section } from './report.ts';
import {
  matchFreedSlots,
  MATCH_BATCH,
  MATCH_INTERVAL_MS,
  migrate,
  openDb,
  seedReferenceData,
  type Db,
} from './server.ts';
import { percentile } from './stats.ts';

const TARGET_P99_MS = 10_000;

const USAGE = `pnpm bench:alerts [options]
  --quick              10,000 alerts, 2,000 changes a minute, 20 s
  --alerts <n>         active alerts (default 100,000)
  --per-minute <n>     slot changes a minute (default 10,000)
  --duration <s>       seconds of changes (default 60)
  --practices <n>      practices (default 2,000)
  --database-url <url> PostgreSQL database, dropped and created (default BENCH_ALERTS_DATABASE_URL
                       or postgres://postgres@127.0.0.1:5432/terminservice_bench_alerts)
  --markdown           also print the results as a markdown table
  --check              exit 1 when a figure misses its target
  --help`;

interface Options extends SideBenchOptions {
  readonly alerts: number;
  readonly perMinute: number;
  readonly duration: number;
  readonly practices: number;
}

function parseOptions(argv: readonly string[]): Options | null {
  const parsed = parseSideBenchArgs(
    argv,
    ['alerts', 'per-minute', 'duration', 'practices'],
    'BENCH_ALERTS_DATABASE_URL',
    'terminservice_bench_alerts',
  );
  if (!parsed) return null;
  const { shared, sizes } = parsed;
  return {
    ...shared,
    alerts: positiveInteger(sizes.alerts, shared.quick ? 10_000 : 100_000, 'alerts'),
    perMinute: positiveInteger(sizes['per-minute'], shared.quick ? 2_000 : 10_000, 'per-minute'),
    duration: positiveInteger(sizes.duration, shared.quick ? 20 : 60, 'duration'),
    practices: positiveInteger(sizes.practices, 2_000, 'practices'),
  };
}

interface MatcherRecord {
  readonly latenciesMs: number[];
  readonly runMs: number[];
  messages: number;
  stopped: boolean;
}

/** The job runner's loop for the matcher: a round every interval, runs again while batches fill. */
async function matcherLoop(db: Db, record: MatcherRecord): Promise<void> {
  while (!record.stopped) {
    const round = performance.now();
    for (;;) {
      const started = performance.now();
      const result = await db.transaction((tx) =>
        matchFreedSlots(tx, { publicUrl: 'https://termine.example.org' }),
      );
      const committed = Date.now();
      record.runMs.push(performance.now() - started);
      record.messages += result.counts.meldungen;
      for (const freed of result.firstWaveFreedAt) {
        record.latenciesMs.push(committed - freed.getTime());
      }
      const full = result.counts.ereignisse >= MATCH_BATCH || result.counts.wellen >= MATCH_BATCH;
      if (!full) break;
    }
    const wait = MATCH_INTERVAL_MS - (performance.now() - round);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Frees slots at the rate for the duration: every 100 ms one INSERT and one UPDATE batch. */
async function changeSlots(db: Db, options: Options): Promise<number> {
  const perTick = options.perMinute / 600;
  const ticks = options.duration * 10;
  let owed = 0;
  let changes = 0;
  const start = performance.now();
  for (let tick = 0; tick < ticks; tick++) {
    owed += perTick;
    const now = Math.floor(owed);
    owed -= now;
    const published = Math.ceil(now / 2);
    const unblocked = now - published;
    await db.query(
      `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse)
       SELECT tp.praxis_id, tp.id, b.beginn, b.beginn + interval '15 minutes', 'PRAESENZTERMIN',
              '{PATIENT,TSS}'
         FROM generate_series(1, $1) AS n
         CROSS JOIN LATERAL (SELECT 'bench-profil-' || (1 + floor(random() * $2))::int AS id
                              WHERE n > 0) r
         JOIN terminprofile tp ON tp.id = r.id
         CROSS JOIN LATERAL (SELECT date_trunc('minute', now()) + make_interval(
                               days => 1 + floor(random() * 60)::int,
                               mins => floor(random() * 600)::int) AS beginn) b`,
      [published, options.practices],
    );
    await db.query(
      `UPDATE slots SET status = 'FREI', geaendert_am = now()
        WHERE id IN (SELECT id FROM slots WHERE status = 'BLOCKIERT' LIMIT $1)`,
      [unblocked],
    );
    changes += now;
    const due = start + (tick + 1) * 100;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return changes;
}

/** Waits until the matcher has taken every event and no wave is due; at most `limitMs`. */
async function drain(db: Db, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const [row] = await db.query<{ offen: number }>(
      `SELECT (SELECT count(*)::int FROM terminalarm_ereignisse)
            + (SELECT count(*)::int FROM terminalarm_wellen w
                WHERE w.faellig_am <= now() AND w.wellen = 0) AS offen`,
    );
    if ((row?.offen ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Fairness limits that must hold whatever the speed (docs/alerts.md). */
async function checkLimits(db: Db, s: Section): Promise<void> {
  const [row] = await db.query<{ je_alarm: number; je_slot: number; am_tag: number }>(
    `SELECT (SELECT coalesce(max(meldungen), 0)::int FROM terminalarme) AS je_alarm,
            (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM terminalarm_meldungen
               GROUP BY slot_id) x) AS je_slot,
            (SELECT coalesce(max(meldungen_am_tag), 0)::int FROM terminalarme) AS am_tag`,
  );
  // A run shorter than the gap (60 min) and the wave interval (15 min): one message per alert,
  // one wave (3) per slot.
  if ((row?.je_alarm ?? 0) > 1) s.failures.push(`an alert was told ${row!.je_alarm} times`);
  if ((row?.je_slot ?? 0) > 3) s.failures.push(`a slot was announced to ${row!.je_slot} alerts`);
  s.notes.push(
    `limits held: at most ${row?.je_alarm ?? 0} message per alert, ${row?.je_slot ?? 0} alerts per slot`,
  );
}

function addRows(s: Section, o: Options, changes: number, record: MatcherRecord, seconds: number) {
  const latencies = record.latenciesMs.toSorted((a, b) => a - b);
  const runs = record.runMs.toSorted((a, b) => a - b);
  s.rows.push(
    {
      metric: 'slot changes a minute',
      value: (changes / seconds) * 60,
      unit: '/min',
      target: { op: '>=', value: o.perMinute * 0.95 },
    },
    { metric: 'change → queued, p50', value: percentile(latencies, 50), unit: 'ms' },
    {
      metric: 'change → queued, p99',
      value: percentile(latencies, 99),
      unit: 'ms',
      target: { op: '<=', value: TARGET_P99_MS },
    },
    { metric: 'change → queued, max', value: latencies.at(-1) ?? Number.NaN, unit: 'ms' },
    { metric: 'alerts told (messages queued) /s', value: record.messages / seconds, unit: '/s' },
    { metric: 'matcher run, p50', value: percentile(runs, 50), unit: 'ms' },
    { metric: 'matcher run, p99', value: percentile(runs, 99), unit: 'ms' },
  );
}

async function measure(options: Options): Promise<Section> {
  const s = section(
    `Slot alerts — PostgreSQL, ${options.alerts.toLocaleString('en-US')} alerts, ${options.perMinute.toLocaleString('en-US')} changes/min, ${options.duration} s`,
  );
  await freshDatabase(options.databaseUrl);
  const generator = await openDb({ databaseUrl: options.databaseUrl });
  const matcher = await openDb({ databaseUrl: options.databaseUrl });
  try {
    await migrate(generator);
    await seedReferenceData(generator);
    const pool = Math.ceil((options.perMinute * options.duration) / 60 / 2) + 100;
    const setup = performance.now();
    const data = await createBenchData(generator, {
      practices: options.practices,
      alerts: options.alerts,
      pool,
    });
    s.notes.push(
      `data: ${data.practices} practices, ${data.alerts} alerts in the index, ${data.pool} blocked slots (${((performance.now() - setup) / 1000).toFixed(1)} s)`,
    );
    const record: MatcherRecord = { latenciesMs: [], runMs: [], messages: 0, stopped: false };
    const loop = matcherLoop(matcher, record);
    const start = performance.now();
    const changes = await changeSlots(generator, options);
    const seconds = (performance.now() - start) / 1000;
    await drain(generator, 30_000);
    record.stopped = true;
    await loop;
    addRows(s, options, changes, record, seconds);
    s.notes.push(
      `${changes} slot changes, ${record.messages} messages queued, ${record.runMs.length} matcher runs, ${record.latenciesMs.length} first-wave messages timed`,
    );
    await checkLimits(generator, s);
    return s;
  } finally {
    await generator.close();
    await matcher.close();
  }
}

process.exitCode = await runSideBench(
  'bench:alerts',
  USAGE,
  parseOptions(process.argv.slice(2)),
  () => '',
  measure,
);
