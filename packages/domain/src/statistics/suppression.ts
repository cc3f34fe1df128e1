// Privacy of the statistics (issue #24 part 2, docs/statistics.md "Suppression"): every count
// under 5 — 0 included — leaves the server as the marker "< 5", so no small group of patients or
// practices can be singled out; a figure derived from fewer than 5 cases is null.

/** The smallest count shown as a number. */
export const MIN_SHOWN_COUNT = 5;
/** What a suppressed count reads as, in the answer, the tables and the CSV export. */
export const SUPPRESSED = '< 5';
export type Suppressed = typeof SUPPRESSED;

/** A count as it may leave the server: a number ≥ 5 or the marker. */
export type ShownCount = number | Suppressed;

export function suppressCount(count: number): ShownCount {
  return count >= MIN_SHOWN_COUNT ? count : SUPPRESSED;
}

/** A figure computed from `base` cases: null unless the base may be shown. */
export function derivedOrNull(base: number, value: number | null): number | null {
  return base >= MIN_SHOWN_COUNT ? value : null;
}

export function isSuppressed(value: unknown): value is Suppressed {
  return value === SUPPRESSED;
}
