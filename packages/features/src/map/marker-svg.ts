// The marker drawings per icon set (§2 "icon sets per specialty code 01, 09, 03, 06, default and
// multi"): one pin shape, a colour per set (map.css) and a white glyph of its own shape, so that
// the sets differ without colour too. Plain SVG markup with classes only: the CSP forbids inline
// style attributes.
import type { MapIconSet } from './contract.ts';

const PIN = 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z';

const GLYPHS: Record<MapIconSet, string> = {
  '01': '<circle class="map-marker__glyph" cx="16" cy="15.5" r="6.5"/>',
  '03': '<rect class="map-marker__glyph" x="10" y="9.5" width="12" height="12"/>',
  '06': '<path class="map-marker__glyph" d="M16 7.5 24 15.5 16 23.5 8 15.5z"/>',
  '09': '<path class="map-marker__glyph" d="M16 8 23.5 22h-15z"/>',
  default: '<circle class="map-marker__glyph" cx="16" cy="15.5" r="3.5"/>',
  multi: '<path class="map-marker__glyph" d="M13.5 8h5v5h5v5h-5v5h-5v-5h-5v-5h5z"/>',
};

/** The inner SVG of a marker icon (32 × 42 drawing, scaled by the icon size). */
export function markerSvg(icon: MapIconSet): string {
  return (
    '<svg class="map-marker__svg" viewBox="0 0 32 42" aria-hidden="true" focusable="false">' +
    `<path class="map-marker__halo" d="${PIN}"/>` +
    `<path class="map-marker__pin" d="${PIN}"/>` +
    GLYPHS[icon] +
    '</svg>'
  );
}

export function markerClassName(marker: {
  readonly icon: MapIconSet;
  readonly highlighted: boolean;
  readonly closed: boolean;
}): string {
  return [
    'map-marker',
    `map-marker--${marker.icon}`,
    marker.highlighted ? 'map-marker--highlighted' : '',
    marker.closed ? 'map-marker--closed' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Pixel sizes: a highlighted marker is larger (and drawn on top). */
export const MARKER_SIZE = { normal: [32, 42], highlighted: [42, 55] } as const;
