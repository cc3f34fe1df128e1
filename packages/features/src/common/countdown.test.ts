import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useCountdown } from './countdown.ts';

describe('secondsUntil', () => {
  it('rounds a part second up and never goes below 0', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 100)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down once a second until the moment, then stays at 0', () => {
    vi.useFakeTimers();
    const moment = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(moment));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('starts again from a new moment', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ moment }) => useCountdown(moment), {
      initialProps: { moment: Date.now() },
    });
    expect(result.current).toBe(0);
    rerender({ moment: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
