// The contract of the map feature (§2 "Map toggle", "Map consent layer", details "static map"):
// what search and the details pages pass in. The map loads Leaflet lazily and only after consent.

/** §2: icon sets per specialty code 01, 09, 03, 06, default and multi. */
export type MapIconSet = '01' | '09' | '03' | '06' | 'default' | 'multi';

/** §2 "Map marker: latitude, longitude, closed, highlighted, icon". One per office. */
export interface MapMarker {
  /** The office (practice) id. */
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly closed: boolean;
  readonly highlighted: boolean;
  readonly icon: MapIconSet;
  /** Accessible name of the marker: the office label and its address. */
  readonly label: string;
}

export interface ResultsMapProps {
  readonly markers: readonly MapMarker[];
  /** A marker was chosen: search shows that office with its slots grouped by date. */
  readonly onSelect: (officeId: string) => void;
}

export interface StaticMapProps {
  readonly latitude: number;
  readonly longitude: number;
  /** Accessible name: the office label and address. */
  readonly label: string;
}

/**
 * The icon set of an office's marker from the codes of its profiles (Leistungsmerkmale such as
 * W030, or two-digit specialty codes): the rule and our reading of "specialty code" live in the
 * domain (domain/map icon-set.ts).
 */
export { markerIconFor } from '@terminservice/domain/map';

/** The element the lazy Leaflet map draws into: its class and attributes (label, test id). */
export interface MapCanvasElement {
  readonly className: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * A circle of the statistics view's region map (issue #24 part 2): a postcode area at its centre,
 * its radius in screen pixels from the chosen figure. A picture only: the table beside the map
 * carries the figures.
 */
export interface MapCircle {
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly radius: number;
}

export interface RegionMapProps {
  readonly circles: readonly MapCircle[];
  /** Said before the map: what the circles show and where the figures stand as text. */
  readonly description: string;
}
