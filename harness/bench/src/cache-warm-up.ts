// The shared search answers' steady state (issue #17, ADR 21) and what the server says of them.
// A server that has answered for a few minutes has been asked every common criterion: 5 minutes at
// 1,500 searches/s are 450,000 searches over the bench's ≈ 10,800 criteria (specialty × urgency ×
// postcode). So before the measured cached run every criterion is asked once; the run then
// measures what repeated searches cost, and the uncached run (SEARCH_CACHE_ENTRIES=0) what the
// others cost. The server's own counts (/metrics, `terminservice_search_answers`) give the run's
// hit rate, and how many statements read the searches' code checks (ADR 36: batched).
import type { SearchFixtures } from './fixtures.ts';
import { basicAuth, clientAddress } from './search-bench.ts';

export interface AnswerCounts {
  readonly hits: number;
  readonly misses: number;
  readonly joined: number;
  /** Searches whose code was checked, and the statements that read them (ADR 36). */
  readonly checks: number;
  readonly checkReads: number;
  /** Answers kept at the reading, and the bytes of their JSON (SEARCH_CACHE_ENTRIES, _MB). */
  readonly kept: number;
  readonly keptBytes: number;
}

/** Attempts per criterion: a search the server shed (503, its load shedding) is asked again. */
const ATTEMPTS = 5;

/**
 * Asks every postcode × (specialty, urgency) of the fixtures once, `parallel` at a time. A search
 * shed with 503 is asked again after a pause that grows by 250 ms per attempt (shorter than the
 * Retry-After a patient's app waits: the warm-up only has to get through), so that on a slow
 * machine the criteria are asked, not only sent: a shed criterion would stay unknown to the cache.
 */
export async function askEveryCriterion(
  origin: string,
  fixtures: SearchFixtures,
  parallel = 50,
): Promise<{ requests: number; seconds: number; failed: number; shed: number }> {
  const byCriterion = new Map<string, string>();
  for (const code of fixtures.codes) {
    byCriterion.set(`${code.leistungsmerkmal}/${code.dringlichkeit}`, code.code);
  }
  const jobs: { code: string; plz: string }[] = [];
  for (const code of byCriterion.values()) {
    for (const postcode of fixtures.postcodes) jobs.push({ code, plz: postcode.plz });
  }
  const start = performance.now();
  let next = 0;
  let failed = 0;
  let shed = 0;
  const ask = async (job: { code: string; plz: string }, i: number): Promise<number> => {
    const answer = await fetch(`${origin}/web/api/v4/search?plz=${job.plz}`, {
      headers: { authorization: basicAuth(job.code), 'x-forwarded-for': clientAddress(i) },
    }).catch(() => null);
    await answer?.arrayBuffer();
    return answer?.status ?? 0;
  };
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < jobs.length) {
        const i = next++;
        let status = 0;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
          status = await ask(jobs[i]!, i);
          if (status !== 503) break;
          shed += 1;
          await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        }
        if (status !== 200) failed += 1;
      }
    }),
  );
  return { requests: jobs.length, seconds: (performance.now() - start) / 1000, failed, shed };
}

/** The server process's shared-answer counts so far (its /metrics, allowed from 127.0.0.1). */
export async function answerCounts(origin: string): Promise<AnswerCounts | null> {
  const text = await fetch(`${origin}/metrics`)
    .then((answer) => (answer.ok ? answer.text() : ''))
    .catch(() => '');
  const count = (state: string) => {
    const match = new RegExp(
      `^terminservice_search_answers\\{state="${state}"\\} (\\S+)`,
      'm',
    ).exec(text);
    return match ? Number(match[1]) : Number.NaN;
  };
  const counts = {
    hits: count('hits'),
    misses: count('misses'),
    joined: count('joined'),
    checks: count('checks'),
    checkReads: count('check_reads'),
    kept: count('kept'),
    keptBytes: count('kept_bytes'),
  };
  return Number.isNaN(counts.hits) ? null : counts;
}

/**
 * With several worker processes (WORKERS), each keeps its own answers and node:cluster hands the
 * connections to them in turn, so one ask per criterion warms each worker with about half of them.
 * Asks every criterion again until a round hits almost always (by the workers' summed /metrics),
 * `maxRounds` at most: the steady state every worker of a server that has answered for a few
 * minutes is in.
 */
export async function warmEveryWorker(
  origin: string,
  fixtures: SearchFixtures,
  maxRounds: number,
): Promise<string> {
  const rounds: string[] = [];
  for (let round = 1; round <= maxRounds; round += 1) {
    const before = await answerCounts(origin);
    const warm = await askEveryCriterion(origin, fixtures);
    const after = await answerCounts(origin);
    const rate = before && after ? hitRate(before, after) : null;
    rounds.push(`${rate === null ? '?' : rate.toFixed(1)} %`);
    if (rate === null || rate >= 97) {
      return `before the run every criterion was asked ${round}× (${warm.requests} searches a round; hit rate per round ${rounds.join(', ')})`;
    }
  }
  return `before the run every criterion was asked ${maxRounds}× (hit rate per round ${rounds.join(', ')})`;
}

function hitRate(before: AnswerCounts, after: AnswerCounts): number {
  const hits = after.hits - before.hits + (after.joined - before.joined);
  const all = Math.max(1, hits + after.misses - before.misses);
  return (100 * hits) / all;
}

/** "N hits, M misses, J joined (hit rate x %)" between two readings. */
export function describeCounts(before: AnswerCounts | null, after: AnswerCounts | null): string {
  if (!before || !after) return 'shared answers: no counts (metrics not readable)';
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const joined = after.joined - before.joined;
  const checks = after.checks - before.checks;
  const reads = after.checkReads - before.checkReads;
  const batched =
    reads > 0
      ? `; code checks: ${checks} searches in ${reads} statements (${(checks / reads).toFixed(1)} per statement)`
      : '';
  return `shared answers during the run: ${hits} hits, ${misses} misses, ${joined} waited for another request's search (hit rate ${hitRate(before, after).toFixed(1)} %)${batched}; kept at the end: ${after.kept} answers, ${(after.keptBytes / 1024 / 1024).toFixed(1)} MB of JSON (${(after.keptBytes / Math.max(1, after.kept) / 1024).toFixed(1)} kB each)`;
}
