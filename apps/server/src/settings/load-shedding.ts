// Load shedding's limits and their defaults (docs/architecture.md "Load", plugins/load-shedding.ts;
// README "Configuration"): the defaults are measured for production (harness/resilience); an operator can
// tune them per machine, and the e2e harness loosens them, because a slow test machine running
// browsers beside the server would otherwise refuse the journeys' own clicks (a 503 is the right
// answer there, but not what a journey tests). Read by config.ts, the one place that reads the
// environment.
import { wholeNumberSetting as whole, type Env } from './whole-number.ts';

/** The three signals' limits (plugins/load-shedding.ts sheds by them). */
export interface LoadSheddingLimits {
  /** Requests handled at once by this instance; the next one gets 503. */
  readonly maxInFlight: number;
  /** Worst event-loop delay (ms) in the last second above which new requests get 503; 0 = off. */
  readonly maxEventLoopDelayMs: number;
  /**
   * The oldest request in flight has waited longer than this (ms) while at least
   * QUEUE_AGE_MIN_IN_FLIGHT (plugins/load-shedding.ts) are in flight: new requests get 503. Absent
   * or 0 = off.
   *
   * Why: a fixed in-flight limit only bounds latency if it matches the capacity (Little's law:
   * latency ≈ in flight / throughput). 256 searches in flight at ~110 searches/s on a busy 2-core
   * machine is ≈ 2.3 s per admitted request; the age of the oldest request measures that wait
   * directly, whatever the machine and the request mix (issue #6: admitted requests keep
   * p99 ≤ 1 s at 10× capacity; harness/resilience measures it). 250 ms by default: with 500 ms the
   * admitted p99 was 1.4 s, as a request admitted at the limit still waits for those before it.
   */
  readonly maxQueueAgeMs?: number;
  readonly retryAfterSeconds: number;
}

/** Measured for production (harness/resilience, docs/performance.md). */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingLimits = {
  maxInFlight: 256,
  maxEventLoopDelayMs: 1_000,
  maxQueueAgeMs: 250,
  retryAfterSeconds: 5,
};

/**
 * LOAD_SHED_MAX_IN_FLIGHT (requests at once, default 256), LOAD_SHED_QUEUE_AGE_MS (the oldest
 * request's wait, default 250; 0 off) and LOAD_SHED_EVENT_LOOP_MS (the event loop's worst delay in
 * the last second, default 1000; 0 off).
 */
export function loadLoadShedding(env: Env): LoadSheddingLimits {
  const defaults = DEFAULT_LOAD_SHEDDING;
  return {
    ...defaults,
    maxInFlight: whole(env, 'LOAD_SHED_MAX_IN_FLIGHT', defaults.maxInFlight, 1, 100_000),
    maxQueueAgeMs: whole(env, 'LOAD_SHED_QUEUE_AGE_MS', defaults.maxQueueAgeMs ?? 0, 0, 60_000),
    maxEventLoopDelayMs: whole(
      env,
      'LOAD_SHED_EVENT_LOOP_MS',
      defaults.maxEventLoopDelayMs,
      0,
      60_000,
    ),
  };
}
