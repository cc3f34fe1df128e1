// From summed aggregate rows to the `werte` of an answer (docs/statistics.md "Suppression"):
// counts under 5 become "< 5", the booking times' median and 90th percentile come from the
// histogram of tenths of hours, the share within the deadline from its two internal counts.
import {
  derivedOrNull,
  suppressCount,
  ZAEHL_KEYS,
  type StatistikWerte,
} from '@terminservice/domain/statistics';

/** Summed counts of one cell (a period, a region, or the whole range) by figure key. */
export type Counts = Map<string, number>;
/** Booking times of one cell: tenths of an hour → how many codes. */
export type Histogram = Map<number, number>;

/** The nearest-rank percentile of a histogram, in hours with one decimal. */
export function percentileHours(histogram: Histogram, quantile: number): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(quantile * total));
  let seen = 0;
  for (const tenths of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(tenths)!;
    if (seen >= rank) return tenths / 10;
  }
  return null;
}

export function werteOf(
  counts: Counts | undefined,
  histogram: Histogram | undefined,
): StatistikWerte {
  const count = (key: string) => counts?.get(key) ?? 0;
  const booked = count('codesGebucht');
  const withDeadline = count('codesMitFrist');
  const times = histogram ?? new Map<number, number>();
  const share =
    withDeadline > 0 ? Math.round((count('codesInFrist') / withDeadline) * 1000) / 1000 : null;
  const werte: Record<string, number | string | null> = {};
  for (const key of ZAEHL_KEYS) werte[key] = suppressCount(count(key));
  werte.buchungszeitMedianStunden = derivedOrNull(booked, percentileHours(times, 0.5));
  werte.buchungszeitP90Stunden = derivedOrNull(booked, percentileHours(times, 0.9));
  werte.anteilInFrist = derivedOrNull(withDeadline, share);
  return werte as StatistikWerte;
}
