// The lazily loaded part of the map (load-leaflet.ts): Leaflet, its CSS and the two maps. Nothing
// outside this module imports Leaflet, so it stays out of the initial JS.
import { MAP_ZOOM } from '@terminservice/domain/limits';
import type { MapTileSettings } from '@terminservice/domain/map';
import DOMPurify from 'dompurify';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapMarker } from './contract.ts';
import { MARKER_SIZE, markerClassName, markerSvg } from './marker-svg.ts';
import { MAP_TEXTS } from './texts.ts';
import './leaflet-map.css';

/** Germany, for a results map without markers. */
const GERMANY: L.LatLngTuple = [51.16, 10.45];
const GERMANY_ZOOM = 6;

function addTiles(map: L.Map, tiles: MapTileSettings | null): void {
  // §2 / issue #4: without a tile server the map still works, markers on a plain background and no
  // attribution.
  if (!tiles) return;
  L.tileLayer(tiles.url, { maxZoom: 19 }).addTo(map);
  const attribution = DOMPurify.sanitize(tiles.attribution, {
    ALLOWED_TAGS: ['a'],
    ALLOWED_ATTR: ['href'],
  });
  // No "Leaflet" prefix: the corner names only the map data, as the tile server asks.
  L.control.attribution({ prefix: false }).addAttribution(attribution).addTo(map);
}

function markerIcon(marker: MapMarker): L.DivIcon {
  const [width, height] = marker.highlighted ? MARKER_SIZE.highlighted : MARKER_SIZE.normal;
  return L.divIcon({
    className: markerClassName(marker),
    html: markerSvg(marker.icon),
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

/**
 * Leaflet measures its container once; a map created while hidden (e.g. list ↔ map toggle) or
 * resized (phone rotation) is measured again, and `refit` runs when it first gets a size.
 */
function watchSize(container: HTMLElement, map: L.Map, refit: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let hadSize = container.clientWidth > 0 && container.clientHeight > 0;
  const observer = new ResizeObserver(() => {
    const hasSize = container.clientWidth > 0 && container.clientHeight > 0;
    map.invalidateSize();
    if (hasSize && !hadSize) refit();
    hadSize = hasSize;
  });
  observer.observe(container);
  return () => observer.disconnect();
}

export interface ResultsMapController {
  /** Draws the markers (replacing the previous ones) and fits the map to them. */
  setMarkers(markers: readonly MapMarker[], onSelect: (officeId: string) => void): void;
  destroy(): void;
}

/** §2 "Map toggle": the results map; a marker (click, Enter or Space) selects its office. */
export function createResultsMap(
  container: HTMLElement,
  tiles: MapTileSettings | null,
): ResultsMapController {
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    center: GERMANY,
    zoom: GERMANY_ZOOM,
  });
  L.control.zoom({ zoomInTitle: MAP_TEXTS.zoomIn, zoomOutTitle: MAP_TEXTS.zoomOut }).addTo(map);
  addTiles(map, tiles);
  const layer = L.layerGroup().addTo(map);
  let lastFit = '';
  let placed: readonly MapMarker[] = [];

  function fit(): void {
    if (placed.length === 0) {
      map.setView(GERMANY, GERMANY_ZOOM);
    } else if (placed.length === 1) {
      map.setView([placed[0]!.latitude, placed[0]!.longitude], MAP_ZOOM);
    } else {
      const bounds = L.latLngBounds(placed.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAP_ZOOM });
    }
  }
  const unwatch = watchSize(container, map, fit);

  return {
    setMarkers(markers, onSelect) {
      layer.clearLayers();
      for (const marker of markers) {
        const leafletMarker = L.marker([marker.latitude, marker.longitude], {
          icon: markerIcon(marker),
          title: marker.label,
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: marker.highlighted ? 1000 : 0,
        })
          .on('click', () => onSelect(marker.id))
          .addTo(layer);
        const element = leafletMarker.getElement();
        if (element) {
          // Leaflet makes the icon a focusable role=button; it needs a name and Enter/Space.
          element.setAttribute('aria-label', marker.label);
          if (marker.highlighted) element.setAttribute('aria-current', 'true');
          element.addEventListener('keydown', (event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect(marker.id);
            }
          });
        }
      }
      // Fit to the markers when the set of places changes, not when only a state (highlighted,
      // closed) changes: selecting an office must not move the map under the user.
      const places = markers.map((m) => `${m.id}@${m.latitude},${m.longitude}`).join('|');
      placed = markers;
      if (places === lastFit) return;
      lastFit = places;
      fit();
    },
    destroy() {
      unwatch();
      map.remove();
    },
  };
}

/**
 * The details page's static map (§2 details, §9 "Map zoom 16, static map without controls"): zoom
 * 16, no controls, no dragging or zooming, one marker that is only a picture.
 */
export function createStaticMap(
  container: HTMLElement,
  position: { readonly latitude: number; readonly longitude: number },
  tiles: MapTileSettings | null,
): { destroy(): void } {
  const map = L.map(container, {
    center: [position.latitude, position.longitude],
    zoom: MAP_ZOOM,
    zoomControl: false,
    attributionControl: false,
    dragging: false,
    touchZoom: false,
    scrollWheelZoom: false,
    doubleClickZoom: false,
    boxZoom: false,
    keyboard: false,
  });
  addTiles(map, tiles);
  const marker = L.marker([position.latitude, position.longitude], {
    icon: markerIcon({
      id: 'static',
      latitude: position.latitude,
      longitude: position.longitude,
      closed: false,
      highlighted: true,
      icon: 'default',
      label: '',
    }),
    interactive: false,
    keyboard: false,
  }).addTo(map);
  marker.getElement()?.setAttribute('aria-hidden', 'true');
  const unwatch = watchSize(container, map, () =>
    map.setView([position.latitude, position.longitude], MAP_ZOOM),
  );
  return {
    destroy() {
      unwatch();
      map.remove();
    },
  };
}
