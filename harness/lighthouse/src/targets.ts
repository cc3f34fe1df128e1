// The frontend targets of issue #6: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s,
// CLS ≤ 0.05, TBT ≤ 150 ms, and the initial JavaScript within the app's budget of harness/budget
// (100 kB gzip since issue #25 part 5).
import { DEFAULT_BUDGET_BYTES, KB } from '@terminservice/budget/budget.ts';

export interface Measured {
  /** Lighthouse category scores as it shows them, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly initialJsGzipBytes: number;
}

export interface Check {
  readonly metric: string;
  readonly value: string;
  readonly target: string;
  readonly pass: boolean;
}

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2_000,
  cls: 0.05,
  tbtMs: 150,
  initialJsGzipBytes: DEFAULT_BUDGET_BYTES,
} as const;

/** `jsBudgetBytes`: the budget harness/budget measured the app against (its report's budgetBytes). */
export function checks(m: Measured, jsBudgetBytes: number = TARGETS.initialJsGzipBytes): Check[] {
  return [
    {
      metric: 'performance',
      value: String(m.performance),
      target: `≥ ${TARGETS.performance}`,
      pass: m.performance >= TARGETS.performance,
    },
    {
      metric: 'accessibility',
      value: String(m.accessibility),
      target: `= ${TARGETS.accessibility}`,
      pass: m.accessibility >= TARGETS.accessibility,
    },
    {
      metric: 'LCP',
      value: `${(m.lcpMs / 1000).toFixed(2)} s`,
      target: `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
      pass: m.lcpMs <= TARGETS.lcpMs,
    },
    {
      metric: 'CLS',
      value: m.cls.toFixed(3),
      target: `≤ ${TARGETS.cls}`,
      pass: m.cls <= TARGETS.cls,
    },
    {
      metric: 'TBT',
      value: `${Math.round(m.tbtMs)} ms`,
      target: `≤ ${TARGETS.tbtMs} ms`,
      pass: m.tbtMs <= TARGETS.tbtMs,
    },
    {
      metric: 'JS gzip',
      value: `${(m.initialJsGzipBytes / KB).toFixed(1)} kB`,
      target: `≤ ${jsBudgetBytes / KB} kB`,
      pass: m.initialJsGzipBytes <= jsBudgetBytes,
    },
  ];
}
