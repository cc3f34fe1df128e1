// The shared search answers' limits (issue #17, ADR 21; README "Configuration"): read by
// config.ts, the one place that reads the environment.
import { wholeNumberSetting, type Env } from './whole-number.ts';

export interface SharedAnswerLimits {
  /** Answers kept at most (SEARCH_CACHE_ENTRIES); 0: no answer is shared. */
  readonly entries: number;
  /** Bytes of JSON kept at most (SEARCH_CACHE_MB); the compressed forms add about an eighth. */
  readonly bytes: number;
  /**
   * The least time between two reads of the searches' code checks and change records
   * (SEARCH_CHECK_INTERVAL_MS, issue #25 part 2, ADR 36); 0: the next read starts when one ends.
   */
  readonly checkIntervalMs: number;
}

/**
 * Sized for a working set the size of the bench's (issue #25 part 2, docs/performance.md): 10,800
 * criteria whose answers took 307 MB of JSON (28 kB each) on 2026-11-28. With 10,000 answers and
 * 256 MB about one search in ten missed, and the misses made p99 at half load.
 */
export const DEFAULT_SHARED_ANSWER_LIMITS: SharedAnswerLimits = {
  entries: 20_000,
  bytes: 512 * 1024 * 1024,
  checkIntervalMs: 2,
};

const MAX_ENTRIES = 1_000_000;
const MAX_MB = 65_536;
/** A search waits at most this plus one read: more would be felt. */
const MAX_CHECK_INTERVAL_MS = 50;

/**
 * SEARCH_CACHE_ENTRIES (answers kept, 0: none shared), SEARCH_CACHE_MB (their JSON) and
 * SEARCH_CHECK_INTERVAL_MS (the least time between two batched code checks).
 */
export function loadSharedAnswerLimits(env: Env): SharedAnswerLimits {
  const defaultMb = DEFAULT_SHARED_ANSWER_LIMITS.bytes / (1024 * 1024);
  return {
    entries: wholeNumberSetting(
      env,
      'SEARCH_CACHE_ENTRIES',
      DEFAULT_SHARED_ANSWER_LIMITS.entries,
      0,
      MAX_ENTRIES,
    ),
    bytes: wholeNumberSetting(env, 'SEARCH_CACHE_MB', defaultMb, 0, MAX_MB) * 1024 * 1024,
    checkIntervalMs: wholeNumberSetting(
      env,
      'SEARCH_CHECK_INTERVAL_MS',
      DEFAULT_SHARED_ANSWER_LIMITS.checkIntervalMs,
      0,
      MAX_CHECK_INTERVAL_MS,
    ),
  };
}
