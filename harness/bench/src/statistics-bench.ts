// `pnpm bench:statistics`: the operators' statistics view (issue #24 part 2 "Bench figure": the
// view's heaviest call at the bench's scale 67, p99 ≤ 100 ms) on PostgreSQL. The view reads only
// the daily aggregates, so the bench writes aggregates of the size a scale-67 service would keep —
// every postcode area (95) with its KV, --merkmale Leistungsmerkmale, every slot figure per
// Leistungsmerkmal and day, the code, booking and alert figures for two urgencies each, for --days
// days — and times the server's own read (readStatistics) for the calls the view makes: the
// KBV's default year per month (the heaviest: every area, every figure), per week, a longer
// range, one KV, filtered by Leistungsmerkmal or urgency (read from the period sums that keep
// them), and one filtered range that starts mid-week (read from the daily rows).
import { freshDatabase } from './admin-database.ts';
import { section, type Section } from './report.ts';
import {
  migrate,
  openDb,
  readStatistics,
  recomputePeriods,
  seedReferenceData,
  type Db,
} from './server.ts';
import {
  parseSideBenchArgs,
  positiveInteger,
  runSideBench,
  type SideBenchOptions,
} from './side-bench.ts';
import { percentile } from './stats.ts';

const TARGET_P99_MS = 100;

const USAGE = `pnpm bench:statistics [options]
  --quick              100 days, 200 calls per kind
  --days <n>           days of aggregates (default 400, the longest range a call reads)
  --merkmale <n>       Leistungsmerkmale per area and day (default 10)
  --calls <n>          timed calls per kind (default 500)
  --database-url <url> PostgreSQL database, dropped and created (default BENCH_STATISTICS_DATABASE_URL
                       or postgres://postgres@127.0.0.1:5432/terminservice_bench_statistics)
  --markdown           also print the results as a markdown table
  --check              exit 1 when a figure misses its target
  --help`;

interface Options extends SideBenchOptions {
  readonly days: number;
  readonly merkmale: number;
  readonly calls: number;
}

function parseOptions(argv: readonly string[]): Options | null {
  const parsed = parseSideBenchArgs(
    argv,
    ['days', 'merkmale', 'calls'],
    'BENCH_STATISTICS_DATABASE_URL',
    'terminservice_bench_statistics',
  );
  if (!parsed) return null;
  const { shared, sizes } = parsed;
  return {
    ...shared,
    days: positiveInteger(sizes.days, shared.quick ? 100 : 400, 'days'),
    merkmale: positiveInteger(sizes.merkmale, 10, 'merkmale'),
    calls: positiveInteger(sizes.calls, shared.quick ? 200 : 500, 'calls'),
  };
}

const SLOT_FIGURES = [
  'slotsAngeboten',
  'slotsGebucht',
  'slotsZurueckgezogen',
  'slotsFreigegebenAnPraxis',
  'slotsAbgelaufenUngebucht',
];
const CODE_FIGURES = [
  'codesAusgestellt',
  'codesGebucht',
  'codesMitFrist',
  'codesInFrist',
  'codesAbgelaufenUngebucht',
  'codesVerbrauchtDurchStornierung',
  'stornierungenPatient',
  'stornierungenPraxis',
  'verschiebungen',
  'erinnerungenBestaetigt',
  'erinnerungenFreigegeben',
  'nichtErschienen',
  'suchenOhneErgebnis',
  'alarmeEingerichtet',
  'alarmeAusgeloest',
  'alarmeMitBuchung',
];

/** The aggregates, day by day (one statement per day keeps each transaction small). */
async function writeAggregates(db: Db, o: Options): Promise<number> {
  const merkmale = Array.from(
    { length: o.merkmale },
    (_, i) => `W${String(i * 10).padStart(3, '0')}`,
  );
  const figures = [
    ...SLOT_FIGURES.map((k) => [k, '']),
    ...CODE_FIGURES.flatMap((k) => [
      [k, 'DRINGEND'],
      [k, 'NICHT_DRINGEND'],
    ]),
  ];
  for (let day = 0; day < o.days; day++) {
    await db.query(
      `WITH regionen AS (
         SELECT DISTINCT ON (substr(plz, 1, 2)) substr(plz, 1, 2) AS region, kv_id
           FROM postleitzahlen ORDER BY substr(plz, 1, 2), plz)
       INSERT INTO statistik_werte (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)
       SELECT current_date - $1::int, r.kv_id, r.region, m, f.dr, f.k,
              1 + abs(hashtext(r.region || m || f.k || f.dr || $1::text)) % 60
         FROM regionen r CROSS JOIN unnest($2::text[]) AS m
         CROSS JOIN unnest($3::text[], $4::text[]) AS f (k, dr)`,
      [day, merkmale, figures.map((f) => f[0]), figures.map((f) => f[1])],
    );
    await db.query(
      `INSERT INTO statistik_buchungszeiten
         (tag, kv_id, region, leistungsmerkmal, dringlichkeit, zehntelstunden, anzahl)
       SELECT tag, kv_id, region, leistungsmerkmal, dringlichkeit, z, 1 + anzahl % 7
         FROM statistik_werte CROSS JOIN (VALUES (30), (240), (1200)) AS h (z)
        WHERE tag = current_date - $1::int AND kennzahl = 'codesGebucht'`,
      [day],
    );
  }
  // The week and month sums, as the job writes them (here for every day at once).
  const first = new Date(Date.now() - o.days * 86_400_000).toISOString().slice(0, 10);
  await db.transaction((tx) => recomputePeriods(tx, first));
  // As autovacuum would after the inserts: the period sums' pages all-visible, so the calls
  // read their covering keys alone (index-only scans).
  for (const table of [
    'statistik_werte',
    'statistik_buchungszeiten',
    'statistik_perioden',
    'statistik_perioden_zeiten',
    'statistik_perioden_merkmale',
    'statistik_perioden_merkmale_zeiten',
    'statistik_perioden_dringlichkeit',
    'statistik_perioden_dringlichkeit_zeiten',
  ]) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM statistik_werte');
  return row!.n;
}

interface Call {
  readonly name: string;
  readonly kv: string;
  readonly query: Record<string, string>;
  /** Timed calls: the filtered ones read the daily rows and are timed fewer times. */
  readonly share: number;
  readonly heaviest?: boolean;
}

/** The first of the month `months` before this one. */
function monthStart(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The Tuesday of the ISO week `weeks` before this one: a range no period sum answers. */
function tuesday(weeks: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) - 7 * weeks + 1);
  return date.toISOString().slice(0, 10);
}

function calls(o: Options): Call[] {
  const months = Math.min(13, Math.floor(o.days / 31));
  return [
    {
      name: 'KBV, 12 months per month (default)',
      kv: '*',
      query: { zeitraum: 'monat' },
      share: 1,
      heaviest: true,
    },
    { name: 'KBV, 12 weeks per week (default)', kv: '*', query: { zeitraum: 'woche' }, share: 1 },
    {
      name: `KBV, ${months + 1} months per month`,
      kv: '*',
      query: { zeitraum: 'monat', von: monthStart(months) },
      share: 1,
    },
    { name: 'one KV, 12 months per month', kv: '71', query: { zeitraum: 'monat' }, share: 1 },
    {
      name: 'one KV, 12 weeks, Leistungsmerkmal filter (period sums)',
      kv: '71',
      query: { zeitraum: 'woche', leistungsmerkmal: 'W000' },
      share: 1,
    },
    {
      name: 'KBV, 12 months, urgency filter (period sums)',
      kv: '*',
      query: { zeitraum: 'monat', dringlichkeit: 'DRINGEND' },
      share: 1,
    },
    {
      name: 'KBV, 12 months, Leistungsmerkmal filter (period sums)',
      kv: '*',
      query: { zeitraum: 'monat', leistungsmerkmal: 'W000' },
      share: 1,
    },
    {
      name: 'one KV, 12 weeks from a Tuesday, Leistungsmerkmal filter (daily rows)',
      kv: '71',
      query: { zeitraum: 'woche', von: tuesday(11), leistungsmerkmal: 'W000' },
      share: 0.2,
    },
  ];
}

async function timeCall(db: Db, call: Call, count: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await readStatistics(
      db,
      { kv: call.kv },
      { zeitraum: 'woche', ...call.query } as Parameters<typeof readStatistics>[2],
      new Date(),
    );
    ms.push(performance.now() - started);
  }
  return ms.toSorted((a, b) => a - b);
}

async function measure(options: Options): Promise<Section> {
  const s = section(
    `Operator statistics — PostgreSQL, ${options.days} days × 95 areas × ${options.merkmale} Leistungsmerkmale`,
  );
  await freshDatabase(options.databaseUrl);
  const db = await openDb({ databaseUrl: options.databaseUrl });
  try {
    await migrate(db);
    await seedReferenceData(db);
    const setup = performance.now();
    const rows = await writeAggregates(db, options);
    s.notes.push(
      `${rows.toLocaleString('en-US')} aggregate rows written in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
    );
    for (const call of calls(options)) {
      await timeCall(db, call, 5);
      const ms = await timeCall(db, call, Math.max(10, Math.round(options.calls * call.share)));
      s.rows.push(
        { metric: `${call.name}, p50`, value: percentile(ms, 50), unit: 'ms' },
        {
          metric: `${call.name}, p99`,
          value: percentile(ms, 99),
          unit: 'ms',
          ...(call.heaviest ? { target: { op: '<=' as const, value: TARGET_P99_MS } } : {}),
        },
      );
    }
    return s;
  } finally {
    await db.close();
  }
}

process.exitCode = await runSideBench(
  'bench:statistics',
  USAGE,
  parseOptions(process.argv.slice(2)),
  () => '',
  measure,
);
