// Search radius of §9 and the radius filter of §2 "Search results page".
import {
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  RADIUS_CHOICES_KM,
  type RadiusKm,
} from '../limits/index.ts';

export { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MIN_RADIUS_KM, RADIUS_CHOICES_KM, type RadiusKm };

/** §2 "Radius tooltip". */
export const RADIUS_TOOLTIP_TEXT = 'Erhöhen Sie den Suchradius, um mehr Termine zu finden.';

/** One of the bubbles of the radius filter. */
export function isRadiusChoice(value: unknown): value is RadiusKm {
  return (RADIUS_CHOICES_KM as readonly unknown[]).includes(value);
}

/**
 * A radius within the offered range. The availability check may answer any radius (§3
 * suchRadius), so values between the choices are kept; only the ends are clamped.
 */
export function clampRadius(km: number): number {
  if (!Number.isFinite(km)) return DEFAULT_RADIUS_KM;
  return Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, Math.round(km)));
}

/** A radius from route or query text: a positive whole number, clamped; null otherwise. */
export function parseRadius(text: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(text) ? clampRadius(Number(text)) : null;
}
