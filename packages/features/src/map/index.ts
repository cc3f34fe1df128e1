// map feature (issue #4): consent layer, results map, static map; Leaflet loaded lazily.
export { ResultsMap } from './ResultsMap.tsx';
export { StaticMap } from './StaticMap.tsx';
export { RegionMap } from './RegionMap.tsx';
export {
  MapConsentLayer,
  type MapConsentLayerProps,
  type MapFrameSize,
} from './MapConsentLayer.tsx';
export { useMapConsent } from './consent.ts';
export { MAP_TEXTS } from './texts.ts';
export { markerIconFor } from './contract.ts';
export type {
  MapCircle,
  MapIconSet,
  MapMarker,
  RegionMapProps,
  ResultsMapProps,
  StaticMapProps,
} from './contract.ts';
