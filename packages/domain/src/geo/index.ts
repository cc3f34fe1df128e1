// Distances on the Earth (§3 praxen "distance" in km, §9 search radius): the great-circle distance
// (haversine) between two points, and the one decimal it is shown with. The search's SQL computes
// the same formula with the same radius (apps/server services/search/geo.ts distanceSql).

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  readonly lat: number;
  readonly lon: number;
}

export function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Haversine distance in km. min(1, …) keeps rounding noise out of asin's domain. */
export function distanceKm(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance as shown: km with one decimal (§2 "distance in km"). */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
