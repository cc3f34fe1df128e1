// Search: the API under autocannon next to the same SQL run straight against the database.
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';
import { maxSearchDays } from '@terminservice/domain/search';
import autocannon from 'autocannon';
import type { Postcode, SearchCode, SearchFixtures } from './fixtures.ts';
import {
  authoritiesFor,
  SEARCH_LIMITS,
  searchRings,
  searchSql,
  windowEnd,
  type SlotFilter,
} from './server.ts';
import { pick, summarise, type LatencySummary } from './stats.ts';

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  /** Count per HTTP status. */
  readonly statuses: Record<string, number>;
}

export function basicAuth(code: string): string {
  return `Basic ${Buffer.from(`:${code}`).toString('base64')}`;
}

/** A client address of its own for request `i` (X-Forwarded-For behind the load balancer). */
export function clientAddress(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

export function loadResult(
  result: autocannon.Result,
  seconds: number,
  requests: number,
): LoadResult {
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = (stat as { count: number }).count;
  }
  return {
    requests,
    perSecond: requests / seconds,
    // autocannon reports 0 ms when nothing was answered: no figure then.
    p50: requests > 0 ? result.latency.p50 : Number.NaN,
    p99: requests > 0 ? result.latency.p99 : Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

/** GET /web/api/v4/search?plz=… with the code as basic auth, spread over codes and postcodes. */
export async function apiSearch(
  origin: string,
  fixtures: SearchFixtures,
  options: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  let n = 0;
  const start = performance.now();
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const code = pick(fixtures.codes);
          const postcode = pick(fixtures.postcodes);
          return {
            ...request,
            method: 'GET',
            path: `/web/api/v4/search?plz=${postcode.plz}`,
            headers: {
              authorization: basicAuth(code.code),
              'x-forwarded-for': clientAddress(n++ % 50_000),
            },
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - start) / 1000;
  const answered = loadResult(result, seconds, 0);
  const requests = Object.values(answered.statuses).reduce((sum, count) => sum + count, 0);
  // Searches per second count the searches answered 200; a 503 from the load shedding is no
  // search (its latency is in the percentiles, as autocannon records every answer).
  const searches = answered.statuses['200'] ?? 0;
  return { ...loadResult(result, seconds, requests), perSecond: searches / seconds };
}

/** The filter services/search/by-postcode.ts builds for a WEB search with the code's own specialty. */
function filterFor(code: SearchCode, now: Date): SlotFilter {
  return {
    specialties: [code.leistungsmerkmal],
    extras: [],
    authorities: authoritiesFor('WEB'),
    daytime: EMPTY_DAYTIME_MASK,
    windowEnd: windowEnd(maxSearchDays(code.dringlichkeit, 'WEB'), now),
  };
}

export type RunQuery = (text: string, values: unknown[]) => Promise<unknown[]>;

/**
 * One search as the service runs it (services/search/run.ts runSearch): the ring query of
 * services/search/sql.ts, widened ring by ring while fewer than `SEARCH_LIMITS.practices` practices
 * were found. The default radius is a single ring, as in the API run.
 */
async function rawSearchOnce(query: RunQuery, code: SearchCode, postcode: Postcode): Promise<void> {
  const filter = filterFor(code, new Date());
  for (const radiusKm of searchRings(DEFAULT_RADIUS_KM)) {
    const { text, values } = searchSql(
      { kind: 'radius', centre: { lat: postcode.lat, lon: postcode.lon }, radiusKm },
      filter,
      SEARCH_LIMITS,
    );
    const rows = await query(text, values);
    if (rows.length >= SEARCH_LIMITS.practices) break;
  }
}

/** The same search SQL with `concurrency` workers for the duration; latency per search. */
export async function rawSearch(
  query: RunQuery,
  fixtures: SearchFixtures,
  options: { concurrency: number; durationSeconds: number },
): Promise<LatencySummary & { errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + options.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await rawSearchOnce(query, pick(fixtures.codes), pick(fixtures.postcodes));
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { ...summarise(latencies, (performance.now() - start) / 1000), errors };
}
