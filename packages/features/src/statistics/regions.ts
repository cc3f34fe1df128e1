// The region map's circles (issue #24 part 2 "regions as a map of postcode areas"): one per area
// with a known centre, its area proportional to the chosen figure. A suppressed or not computed
// value draws no circle: a gap, never a zero.
import type { MapCircle } from '../map/index.ts';
import type { KennzahlKey, StatistikRegion } from '@terminservice/domain/statistics';
import { chartValue } from './format.ts';

export const MIN_RADIUS = 4;
export const MAX_RADIUS = 28;

export function regionCircles(regionen: readonly StatistikRegion[], key: KennzahlKey): MapCircle[] {
  const placed = regionen.flatMap((region) => {
    const value = chartValue(key, region.werte[key]);
    if (value === null || region.lat === null || region.lon === null) return [];
    return [{ region: region.region, lat: region.lat, lon: region.lon, value }];
  });
  const max = Math.max(0, ...placed.map((p) => p.value));
  return placed.map((p) => ({
    id: p.region,
    latitude: p.lat,
    longitude: p.lon,
    // The circle's area, not its radius, grows with the value, so big areas do not look bigger
    // than they are.
    radius:
      max > 0 ? MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(p.value / max) : MIN_RADIUS,
  }));
}
