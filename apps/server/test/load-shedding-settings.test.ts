// Load shedding's limits from the environment (settings/load-shedding.ts, README "Configuration").
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_SHEDDING } from '../src/plugins/load-shedding.ts';
import { loadLoadShedding } from '../src/settings/load-shedding.ts';

describe('LOAD_SHED_*', () => {
  it('keeps the measured defaults when unset', () => {
    expect(loadLoadShedding({})).toEqual(DEFAULT_LOAD_SHEDDING);
  });

  it('takes whole numbers in range, 0 turning a signal off', () => {
    expect(
      loadLoadShedding({
        LOAD_SHED_MAX_IN_FLIGHT: '64',
        LOAD_SHED_QUEUE_AGE_MS: '2000',
        LOAD_SHED_EVENT_LOOP_MS: '0',
      }),
    ).toMatchObject({ maxInFlight: 64, maxQueueAgeMs: 2000, maxEventLoopDelayMs: 0 });
  });

  it.each([
    ['LOAD_SHED_MAX_IN_FLIGHT', '0'],
    ['LOAD_SHED_QUEUE_AGE_MS', '-1'],
    ['LOAD_SHED_EVENT_LOOP_MS', '1.5'],
    ['LOAD_SHED_QUEUE_AGE_MS', 'viel'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadLoadShedding({ [name]: value })).toThrow(name);
  });
});
