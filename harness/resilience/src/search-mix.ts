// The searches the overload check sends (issue #17 "With the cache, measure capacity for both
// cached and uncached searches"). The server shares search answers between requests with the same
// criteria, so the same search repeated measures the cache, and only criteria that never repeat
// measure the database:
//  - cached: the same few criteria again and again (the seed's three busiest postcodes, no
//    daytime filter), as most real searches repeat;
//  - uncached: a fresh criterion for every request — a random daytime mask (spec §7 `daytime`:
//    14 digits 0/1, Mo..So each morning then afternoon) on one of the busiest postcodes, drawn
//    without repetition. The honest worst case: it must also find slots. Masks with few 1s or
//    postcodes with one practice mostly find nothing (measured at scale 1: 400 postcodes and any
//    mask, 960 bytes an answer on average, most of them empty, at 1,693 answers/s — more than the
//    cached mix's 637/s with 11.9 kB answers; of the 50 busiest postcodes only 16 found slots of
//    the code's specialty within its radius), so the masks keep at least MIN_DAYTIME_ONES
//    half-days and the postcodes are those of the busiest whose plain search finds slots:
//    6,476 masks × up to UNCACHED_POSTCODES postcodes.
import { DAYTIME_MASK_LENGTH } from '@terminservice/domain/daytime';
import pg from 'pg';

export type MixName = 'cached' | 'uncached';

export interface SearchMix {
  readonly name: MixName;
  readonly paths: readonly string[];
  /** How many of the paths differ (criteria the cache cannot share). */
  readonly distinct: number;
  /** The postcodes it draws from (busiest first): more of the mix can be drawn from them. */
  readonly postcodes: readonly string[];
}

const CACHED_POSTCODES = 3;
const UNCACHED_POSTCODES = 50;
/** Postcodes tried (busiest first) to find UNCACHED_POSTCODES whose search finds slots. */
const CANDIDATE_POSTCODES = 400;
const MIN_DAYTIME_ONES = 8;

/** The postcodes with the most practices (the seed's cities), busiest first. */
async function busiestPostcodes(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ plz: string }>(
      `SELECT plz FROM praxen WHERE NOT entfernt GROUP BY plz ORDER BY count(*) DESC, plz LIMIT $1`,
      [count],
    );
    return rows.map((row) => row.plz);
  } finally {
    await client.end();
  }
}

/** A small seeded generator (mulberry32): the same mix on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const searchPath = (plz: string, daytime?: string) =>
  `/web/api/v4/search?plz=${plz}${daytime ? `&daytime=${daytime}` : ''}`;

export function cachedMix(postcodes: readonly string[]): SearchMix {
  const paths = postcodes.slice(0, CACHED_POSTCODES).map((plz) => searchPath(plz));
  return { name: 'cached', paths, distinct: paths.length, postcodes };
}

/** The daytime masks with at least MIN_DAYTIME_ONES half-days (6,476 of 16,383). */
function wideMasks(): number[] {
  const masks: number[] = [];
  for (let mask = 1; mask < 2 ** DAYTIME_MASK_LENGTH; mask++) {
    let ones = 0;
    for (let bits = mask; bits > 0; bits >>= 1) ones += bits & 1;
    if (ones >= MIN_DAYTIME_ONES) masks.push(mask);
  }
  return masks;
}

/** `count` searches with pairwise different criteria (fewer only if the pairs run out). */
export function uncachedMix(postcodes: readonly string[], count: number, seed = 17): SearchMix {
  const next = random(seed);
  const masks = wideMasks();
  const wanted = Math.min(count, masks.length * postcodes.length);
  const seen = new Set<number>();
  const paths: string[] = [];
  while (paths.length < wanted) {
    const plzIndex = Math.floor(next() * postcodes.length);
    const mask = masks[Math.floor(next() * masks.length)]!;
    const key = plzIndex * 2 ** DAYTIME_MASK_LENGTH + mask;
    if (seen.has(key)) continue;
    seen.add(key);
    const daytime = mask.toString(2).padStart(DAYTIME_MASK_LENGTH, '0');
    paths.push(searchPath(postcodes[plzIndex]!, daytime));
  }
  return { name: 'uncached', paths, distinct: paths.length, postcodes };
}

/** The postcodes (in the given order) whose plain search, as the code, finds slots. */
async function postcodesWithSlots(
  origin: string,
  headers: Record<string, string>,
  candidates: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  // A few at a time: this is set-up, not load.
  for (let i = 0; i < candidates.length && found.length < UNCACHED_POSTCODES; i += 8) {
    const batch = candidates.slice(i, i + 8);
    const answers = await Promise.all(
      batch.map(async (plz) => {
        const res = await fetch(`${origin}${searchPath(plz)}`, { headers });
        const body = (await res.json()) as { praxen?: Record<string, unknown> };
        return res.ok && Object.keys(body.praxen ?? {}).length > 0;
      }),
    );
    found.push(...batch.filter((_, j) => answers[j]));
  }
  return found.slice(0, UNCACHED_POSTCODES);
}

/** Both mixes; the uncached one with at least `requests` different searches. */
export async function searchMixes(
  databaseUrl: string,
  origin: string,
  headers: Record<string, string>,
  requests: number,
): Promise<Record<MixName, SearchMix>> {
  const candidates = await busiestPostcodes(databaseUrl, CANDIDATE_POSTCODES);
  const postcodes = await postcodesWithSlots(origin, headers, candidates);
  if (postcodes.length === 0) throw new Error('No search finds slots in the database.');
  return { cached: cachedMix(postcodes), uncached: uncachedMix(postcodes, requests) };
}
