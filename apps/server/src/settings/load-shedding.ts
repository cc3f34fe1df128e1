// Load shedding's limits (docs/architecture.md "Load", plugins/load-shedding.ts; README
// "Configuration"): the defaults are measured for production (harness/resilience); an operator can
// tune them per machine, and the e2e harness loosens them, because a slow test machine running
// browsers beside the server would otherwise refuse the journeys' own clicks (a 503 is the right
// answer there, but not what a journey tests). Read by config.ts, the one place that reads the
// environment.
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions } from '../plugins/load-shedding.ts';
import { wholeNumberSetting as whole, type Env } from './whole-number.ts';

/**
 * LOAD_SHED_MAX_IN_FLIGHT (requests at once, default 256), LOAD_SHED_QUEUE_AGE_MS (the oldest
 * request's wait, default 250; 0 off) and LOAD_SHED_EVENT_LOOP_MS (the event loop's worst delay in
 * the last second, default 1000; 0 off).
 */
export function loadLoadShedding(env: Env): LoadSheddingOptions {
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
