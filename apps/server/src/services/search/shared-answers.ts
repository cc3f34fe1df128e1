// Shared search answers (issue #17, ADR 21). Most searches repeat — same specialty, nearby
// postcode, same filters — and a search answer depends only on its criteria and the data, not on
// the code that asks (the code is checked per request, services/search/context.ts, in reads
// shared by the searches waiting together, check-batches.ts). So one
// process keeps recent answers, serialised (and compressed, at most once), and reuses one while
// nothing in its region has changed (changes.ts), no slot in it has begun and it is younger than
// MAX_AGE_MS. Concurrent searches for the same criteria wait for one database search.
import { JsonAnswer } from '../../http/json-answer.ts';
import type { ChangeRow } from './changes.ts';
import { SearchChanges } from './changes.ts';
import { CheckBatches } from './check-batches.ts';
import {
  DEFAULT_SHARED_ANSWER_LIMITS,
  type SharedAnswerLimits,
} from '../../settings/search-cache.ts';

/**
 * The oldest answer reused, whatever the records say. Change records are kept for
 * CHANGE_RECORDS_KEPT_MS (the cleanup job), twice as long: a record removed before a process read
 * it concerns only answers past this age (ADR 21).
 */
export const MAX_AGE_MS = 5 * 60_000;
export const CHANGE_RECORDS_KEPT_MS = 2 * MAX_AGE_MS;

/** What one database search produced: the answer and what it depends on. */
export interface BuiltAnswer {
  readonly value: unknown;
  /** The region's change keys (changes.ts boxKeys / practiceKeys). */
  readonly keys: readonly string[];
  /** When its first slot begins (ms since the epoch); null: it has no slot. */
  readonly firstStart: number | null;
}

interface Entry {
  readonly answer: JsonAnswer;
  readonly keys: readonly string[];
  readonly begun: number;
  readonly expiresAt: number;
}

interface Pending {
  readonly begun: number;
  readonly result: Promise<{ answer: JsonAnswer; keys: readonly string[] }>;
}

export interface SharedAnswerStats {
  hits: number;
  misses: number;
  /** Requests that waited for another request's database search. */
  joined: number;
}

export class SharedAnswers {
  readonly changes = new SearchChanges();
  readonly stats: SharedAnswerStats = { hits: 0, misses: 0, joined: 0 };
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Pending>();
  #bytes = 0;

  readonly limits: SharedAnswerLimits;
  /** Issue #25 part 2 (ADR 36): the searches' facts and these change records, read in batches. */
  readonly checks: CheckBatches;

  constructor(limits: Partial<SharedAnswerLimits> = {}) {
    this.limits = { ...DEFAULT_SHARED_ANSWER_LIMITS, ...limits };
    this.checks = new CheckBatches(this, { intervalMs: this.limits.checkIntervalMs });
  }

  get enabled(): boolean {
    return this.limits.entries > 0 && this.limits.bytes > 0;
  }

  /** The low-water mark a search sends with its code check (null: read no records). */
  get changesFrom(): string | null {
    return this.enabled ? this.changes.lowWater : null;
  }

  /** What a batch of code checks read (check-batches.ts), applied before any answer is reused. */
  observe(rows: readonly ChangeRow[] | null | undefined, xmin: string | null | undefined): void {
    if (this.enabled && rows && xmin) this.changes.observe(rows, xmin);
  }

  /** The answer for `key`: reused when current, otherwise built by `build` (and kept). */
  async answer(
    key: string,
    build: () => Promise<BuiltAnswer>,
    now = Date.now(),
  ): Promise<JsonAnswer> {
    if (!this.enabled) return JsonAnswer.of((await build()).value);
    const entry = this.#entries.get(key);
    if (entry && this.#current(entry, now)) {
      this.stats.hits += 1;
      // Most recently used last: the first entries are evicted first.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.answer;
    }
    if (entry) this.#remove(key, entry);
    const pending = this.#pending.get(key);
    if (pending) {
      const joined = await pending.result;
      if (this.changes.unchangedSince(joined.keys, pending.begun)) {
        this.stats.joined += 1;
        return joined.answer;
      }
    }
    this.stats.misses += 1;
    return this.#build(key, build, now);
  }

  async #build(key: string, build: () => Promise<BuiltAnswer>, now: number): Promise<JsonAnswer> {
    const begun = this.changes.counter;
    const result = build().then((built) => ({ built, answer: JsonAnswer.of(built.value) }));
    const shared = result.then(({ built, answer }) => ({ answer, keys: built.keys }));
    // A failed search fails its own request (below) and those waiting for it; with none waiting,
    // its rejection here must not count as unhandled (that would end the process).
    shared.catch(() => undefined);
    const pending: Pending = { begun, result: shared };
    this.#pending.set(key, pending);
    try {
      const { built, answer } = await result;
      const expiresAt = Math.min(built.firstStart ?? Number.POSITIVE_INFINITY, now + MAX_AGE_MS);
      // An answer whose region changed while it was built is correct for this request (its
      // snapshot) but not kept.
      if (expiresAt > Date.now() && this.changes.unchangedSince(built.keys, begun)) {
        this.#keep(key, { answer, keys: built.keys, begun, expiresAt });
      }
      return answer;
    } finally {
      if (this.#pending.get(key) === pending) this.#pending.delete(key);
    }
  }

  #current(entry: Entry, now: number): boolean {
    return entry.expiresAt > now && this.changes.unchangedSince(entry.keys, entry.begun);
  }

  #keep(key: string, entry: Entry): void {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.answer.body.length;
    for (const [oldest, first] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
      this.#remove(oldest, first);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.answer.body.length;
  }

  /** Answers kept now (for tests and the bench). */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of their JSON (SEARCH_CACHE_MB's measure; /metrics). */
  get bytes(): number {
    return this.#bytes;
  }
}
