// Running a search ring by ring (rings.ts) and sharing its answer (shared-answers.ts, issue #17,
// ADR 21): what the search by postcode and the SMED search have in common, with their input.
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { Queryable } from '../../db/client.ts';
import type { JsonAnswer } from '../../http/json-answer.ts';
import { LEISTUNGSMERKMAL_NAMEN } from '../../reference/index.ts';
import { ANY_MERKMAL, boxKeys, practiceKeys } from './changes.ts';
import { boundingBox } from './geo.ts';
import { toSearchResponse } from './response.ts';
import { SEARCH_LIMITS, searchRings } from './rings.ts';
import type { SharedAnswers } from './shared-answers.ts';
import {
  drivingMerkmale,
  readPracticeRows,
  searchSql,
  type FoundPractice,
  type PracticeSource,
  type RawPracticeRow,
  type SlotFilter,
} from './sql.ts';

export interface SearchInput {
  /** The normalised Vermittlungscode from basic auth. */
  readonly code: string;
  /** The hashed client address, for the failed-login counter. */
  readonly clientKey: string;
  /** The verified application type of the request. */
  readonly type: ApplicationType;
  /** The query as Fastify parsed it (a repeated key is a list). */
  readonly query: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly now: Date;
}

/** One value of a query key (a repeated key is a list: then none). */
export function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

interface Found {
  readonly rows: FoundPractice[];
  /** The change keys of what was read (changes.ts): the last ring's box, or the practice. */
  readonly keys: readonly string[];
}

async function runSearch(
  db: Queryable,
  source: PracticeSource,
  filter: SlotFilter,
): Promise<Found> {
  if (source.kind === 'praxis') {
    const { text, values } = searchSql(source, filter, SEARCH_LIMITS);
    const raw = await db.query<RawPracticeRow>(text, values);
    return {
      rows: readPracticeRows(raw, LEISTUNGSMERKMAL_NAMEN),
      keys: practiceKeys(source.praxisId),
    };
  }
  let rows: RawPracticeRow[] = [];
  let ring = source.radiusKm;
  for (const radiusKm of searchRings(source.radiusKm)) {
    // The nearest `practices` within a ring are the nearest of all: everything beyond is farther.
    const { text, values } = searchSql({ ...source, radiusKm }, filter, SEARCH_LIMITS);
    rows = await db.query<RawPracticeRow>(text, values);
    ring = radiusKm;
    if (rows.length >= SEARCH_LIMITS.practices) break;
  }
  // A change beyond the last ring cannot alter the answer: the rings before it lie inside it.
  const [driving] = drivingMerkmale(filter);
  return {
    rows: readPracticeRows(rows, LEISTUNGSMERKMAL_NAMEN),
    keys: boxKeys(boundingBox(source.centre, ring), driving.length > 0 ? driving : [ANY_MERKMAL]),
  };
}

/** When the earliest slot of the answer begins (ms), or null: a shared answer ends then. */
function firstStart(rows: readonly FoundPractice[]): number | null {
  let first: number | null = null;
  for (const row of rows) {
    if (row.erster === null) continue;
    const start = new Date(row.erster).getTime();
    if (first === null || start < first) first = start;
  }
  return first;
}

/**
 * The answers that found nothing (issue #24 part 2: the statistics count such searches). Marked
 * when built; a shared answer is the same object, so a reuse is recognised without reading it.
 */
const emptyAnswers = new WeakSet<JsonAnswer>();

export function foundNothing(answer: JsonAnswer): boolean {
  return emptyAnswers.has(answer);
}

/** A search's answer from what it asks (everything the answer depends on, not the code). */
export async function sharedSearch(
  db: Queryable,
  answers: SharedAnswers,
  source: PracticeSource,
  filter: SlotFilter,
  info: Parameters<typeof toSearchResponse>[1],
  options: Parameters<typeof toSearchResponse>[2],
): Promise<JsonAnswer> {
  const key = JSON.stringify([source, filter, info, options]);
  let empty = false;
  const answer = await answers.answer(key, async () => {
    const found = await runSearch(db, source, filter);
    empty = found.rows.length === 0;
    return {
      value: toSearchResponse(found.rows, info, options),
      keys: found.keys,
      firstStart: firstStart(found.rows),
    };
  });
  if (empty) emptyAnswers.add(answer);
  return answer;
}
