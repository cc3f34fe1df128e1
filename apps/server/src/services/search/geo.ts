// Distances for the radius search (§9 "Default search radius 5 km; radius choices 1 … 150 km";
// §3 praxen "distance" in km) in SQL: the great-circle distance (haversine, the domain's
// distanceKm with its Earth radius) between the postcode centroid and a practice, and the bounding
// box that lets the database use the praxen (lat, lon) index before any distance is computed.
import { EARTH_RADIUS_KM, radians, type Point } from '@terminservice/domain/geo';

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;

export interface BoundingBox {
  readonly latMin: number;
  readonly latMax: number;
  readonly lonMin: number;
  readonly lonMax: number;
}

/**
 * The haversine distance in SQL between a row's (lat, lon) columns and a centre given as two
 * parameters: the formula and Earth radius of the domain's distanceKm. least(1, …) keeps rounding
 * noise out of asin's domain.
 */
export function distanceSql(
  latColumn: string,
  lonColumn: string,
  lat: string,
  lon: string,
): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${latColumn} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lonColumn} - ${lon}) / 2), 2)))))`;
}

/**
 * A box that contains every point within `radiusKm` of `centre` (with a small margin). The
 * longitude span uses the latitude farthest from the equator inside the box, where a degree of
 * longitude is shortest, so no point of the circle falls outside.
 */
export function boundingBox(centre: Point, radiusKm: number): BoundingBox {
  const margin = 1.01;
  const dLat = (radiusKm / KM_PER_DEGREE) * margin;
  const farthestLat = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLon = Math.min(180, dLat / Math.cos(radians(farthestLat)));
  return {
    latMin: centre.lat - dLat,
    latMax: centre.lat + dLat,
    lonMin: centre.lon - dLon,
    lonMax: centre.lon + dLon,
  };
}
