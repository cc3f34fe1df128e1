// The shared search answers' limits (issue #17, ADR 21; README "Configuration"): read by
// config.ts, the one place that reads the environment.
import { DEFAULT_SHARED_ANSWER_LIMITS, type SharedAnswerLimits } from './shared-answers.ts';

type Env = Readonly<Record<string, string | undefined>>;

const MAX_ENTRIES = 1_000_000;
const MAX_MB = 65_536;

function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

/** SEARCH_CACHE_ENTRIES (answers kept, 0: none shared) and SEARCH_CACHE_MB (their JSON). */
export function loadSharedAnswerLimits(env: Env): SharedAnswerLimits {
  const defaultMb = DEFAULT_SHARED_ANSWER_LIMITS.bytes / (1024 * 1024);
  return {
    entries: wholeNumber(
      env,
      'SEARCH_CACHE_ENTRIES',
      DEFAULT_SHARED_ANSWER_LIMITS.entries,
      MAX_ENTRIES,
    ),
    bytes: wholeNumber(env, 'SEARCH_CACHE_MB', defaultMb, MAX_MB) * 1024 * 1024,
  };
}
