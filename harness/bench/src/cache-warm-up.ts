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
}

/** Asks every postcode × (specialty, urgency) of the fixtures once, `parallel` at a time. */
export async function askEveryCriterion(
  origin: string,
  fixtures: SearchFixtures,
  parallel = 50,
): Promise<{ requests: number; seconds: number; failed: number }> {
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
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < jobs.length) {
        const i = next++;
        const job = jobs[i]!;
        const answer = await fetch(`${origin}/web/api/v4/search?plz=${job.plz}`, {
          headers: { authorization: basicAuth(job.code), 'x-forwarded-for': clientAddress(i) },
        }).catch(() => null);
        if (answer?.status !== 200) failed += 1;
        await answer?.arrayBuffer();
      }
    }),
  );
  return { requests: jobs.length, seconds: (performance.now() - start) / 1000, failed };
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
  };
  return Number.isNaN(counts.hits) ? null : counts;
}

/** "N hits, M misses, J joined (hit rate x %)" between two readings. */
export function describeCounts(before: AnswerCounts | null, after: AnswerCounts | null): string {
  if (!before || !after) return 'shared answers: no counts (metrics not readable)';
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const joined = after.joined - before.joined;
  const all = Math.max(1, hits + misses + joined);
  const checks = after.checks - before.checks;
  const reads = after.checkReads - before.checkReads;
  const batched =
    reads > 0
      ? `; code checks: ${checks} searches in ${reads} statements (${(checks / reads).toFixed(1)} per statement)`
      : '';
  return `shared answers during the run: ${hits} hits, ${misses} misses, ${joined} waited for another request's search (hit rate ${((100 * (hits + joined)) / all).toFixed(1)} %)${batched}`;
}
