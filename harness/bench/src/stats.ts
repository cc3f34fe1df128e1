// Percentiles of recorded latencies (nearest-rank), for the raw-SQL runs that autocannon does not
// measure.

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  readonly count: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
}

export function summarise(latenciesMs: number[], seconds: number): LatencySummary {
  const sorted = latenciesMs.toSorted((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** A shuffled copy (Fisher–Yates), so load spreads over postcodes, codes and slots. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
