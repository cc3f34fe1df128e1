// The map markers of §2 "Map toggle": one per office with coordinates.
import { markerIconFor, type MapIconSet, type MapMarker } from '../map/index.ts';
import type { SearchResponse } from '@terminservice/domain/api';

/**
 * The icon of an office's marker (§2: icon sets per specialty code 01, 09, 03, 06, default and
 * multi): from the service features of the office's appointment profiles in this result, else
 * from the searched ones (the map feature's markerIconFor decides the set).
 */
export function markerIcon(officeId: string, response: SearchResponse): MapIconSet {
  const codes = new Set<string>();
  for (const byDate of Object.values(response.slots)) {
    for (const byOffice of Object.values(byDate ?? {})) {
      for (const profileId of Object.keys(byOffice[officeId] ?? {})) {
        for (const feature of response.terminprofile[profileId]?.leistungsmerkmale ?? []) {
          codes.add(feature.code);
        }
      }
    }
  }
  return markerIconFor(codes.size > 0 ? codes : response.requestInfo.gesuchteLeistungsmerkmale);
}

/** One marker per office of `officeIds` that has latitude and longitude. */
export function toMapMarkers(
  response: SearchResponse,
  officeIds: readonly string[],
  highlightedId: string | null,
): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const id of officeIds) {
    const office = response.praxen[id];
    if (!office || office.lat === undefined || office.lon === undefined) continue;
    markers.push({
      id,
      latitude: office.lat,
      longitude: office.lon,
      closed: false,
      highlighted: id === highlightedId,
      icon: markerIcon(id, response),
      label: `${office.label}, ${office.street}, ${office.plz} ${office.city}`,
    });
  }
  return markers;
}
