// How much one search reads and returns, and the radius rings it widens through
// (docs/performance.md "Search"). Below the SQL (sql.ts takes the limits) and the searches that
// run it ring by ring (run.ts).
import { DEFAULT_RADIUS_KM } from '@terminservice/domain/limits';

export interface SearchLimits {
  /** The nearest practices with a matching slot that are returned. */
  readonly practices: number;
  /**
   * Slots per practice, result section and appointment type, earliest first: the later sections
   * ('Spätere Termine anzeigen') and the video consultations are not crowded out by the rest.
   */
  readonly slotsPerGroup: number;
}

/**
 * How much one search returns. The UI shows 3 slots per date and practice and reveals the rest of
 * the day with '{n} weitere anzeigen' (§2, §9), so whole days are returned; what is capped is the
 * number of practices (the nearest 50 that have a matching slot) and the slots per practice, result
 * section and appointment type (the earliest 30, cut back to complete days): several days of a busy
 * practice, weeks of a quiet one. That keeps every answer small — it is read on phones — and every
 * search bounded in work, whatever the radius (docs/performance.md "Search").
 */
export const SEARCH_LIMITS: SearchLimits = { practices: 50, slotsPerGroup: 30 };

/**
 * The radii a search tries, smallest first: from the default radius doubling up to the one asked
 * for. In a dense area the nearest practices with slots lie in the first ring, so a wide radius
 * does not cost the work of sorting every practice within it; where the first ring has too few,
 * the next one is searched.
 */
export function searchRings(radiusKm: number): number[] {
  const rings: number[] = [];
  for (let ring = DEFAULT_RADIUS_KM; ring < radiusKm; ring *= 2) rings.push(ring);
  rings.push(radiusKm);
  return rings;
}
