import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CPU_SLOWDOWN,
  TARGET_BENCHMARK_INDEX,
  cpuSlowdownFor,
  medianIndex,
} from '../src/calibrate.ts';

describe('the CPU slowdown calibrated to the machine (issue #25)', () => {
  it('slows every machine down to the same phone: Lighthouse’s 4× on a 1,750 desktop', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(3870)).toBe(8.8);
    expect(cpuSlowdownFor(1100)).toBe(2.5);
    for (const index of [900, 1750, 3000]) {
      const simulated = index / cpuSlowdownFor(index);
      expect(Math.abs(simulated / TARGET_BENCHMARK_INDEX - 1)).toBeLessThan(0.03);
    }
  });

  it('never speeds a slow machine up, and keeps the default for an unknown index', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(cpuSlowdownFor(100_000)).toBe(20);
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('takes the median of the calibration runs', () => {
    expect(medianIndex([1300, 1050, 1750])).toBe(1300);
    expect(medianIndex([1000, 2000])).toBe(1500);
    expect(medianIndex([Number.NaN, 1200])).toBe(1200);
    expect(medianIndex([])).toBeNaN();
  });
});
