// The lazily loaded part of the map (load-leaflet.ts): Leaflet, react-leaflet, their CSS and the two
// maps. Nothing outside this module and leaflet-layers.tsx imports Leaflet, so it stays out of the
// initial JS.
import { MAP_ZOOM } from '@terminservice/domain/limits';
import type { LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CircleMarker, MapContainer, useMap, ZoomControl } from 'react-leaflet';
import type {
  MapCanvasElement,
  MapCircle,
  MapMarker,
  ResultsMapProps,
  StaticMapProps,
} from './contract.ts';
import {
  CanvasAttributes,
  OfficeMarker,
  PictureMarker,
  Tiles,
  useRefitOnResize,
} from './leaflet-layers.tsx';
import { useT } from '../i18n/index.ts';
import { MAP_MESSAGES } from './texts.ts';
import { readMapTiles } from './tiles.ts';
import './leaflet-map.css';

/** Germany, for a results map without markers. */
const GERMANY: LatLngTuple = [51.16, 10.45];
const GERMANY_ZOOM = 6;

/**
 * Fits the map to the markers when the set of places changes, not when only a state (highlighted,
 * closed) changes: selecting an office must not move the map under the user.
 */
/** The zoom buttons, titled in the language in use (Leaflet reads the titles once: keyed by it). */
function Zoom() {
  const { t, locale } = useT();
  return (
    <ZoomControl
      key={locale}
      zoomInTitle={t(MAP_MESSAGES.zoomIn)}
      zoomOutTitle={t(MAP_MESSAGES.zoomOut)}
    />
  );
}

function FitToMarkers({ markers }: { readonly markers: readonly MapMarker[] }) {
  const map = useMap();
  const latest = useRef(markers);
  useEffect(() => {
    latest.current = markers;
  });
  const fit = useCallback(() => {
    const placed = latest.current;
    if (placed.length === 0) {
      map.setView(GERMANY, GERMANY_ZOOM);
    } else if (placed.length === 1) {
      map.setView([placed[0]!.latitude, placed[0]!.longitude], MAP_ZOOM);
    } else {
      const bounds = placed.map((m): LatLngTuple => [m.latitude, m.longitude]);
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAP_ZOOM });
    }
  }, [map]);
  const places = markers.map((m) => `${m.id}@${m.latitude},${m.longitude}`).join('|');
  useEffect(() => fit(), [fit, places]);
  useRefitOnResize(fit);
  return null;
}

export interface LeafletMapProps {
  /** The canvas the map is drawn on (class, role, name), as MapCanvas shows it while loading. */
  readonly canvas: MapCanvasElement;
}

/** §2 "Map toggle": the results map; a marker (click, Enter or Space) selects its office. */
export function ResultsLeafletMap({
  markers,
  onSelect,
  canvas,
}: ResultsMapProps & LeafletMapProps) {
  const [tiles] = useState(readMapTiles);
  // The markers keep their listeners; they call the latest onSelect.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);
  const choose = useCallback((officeId: string) => select.current(officeId), []);
  return (
    <MapContainer
      className={canvas.className}
      center={GERMANY}
      zoom={GERMANY_ZOOM}
      zoomControl={false}
      attributionControl={false}
    >
      <CanvasAttributes attributes={canvas.attributes} />
      <Zoom />
      <Tiles tiles={tiles} />
      {markers.map((marker) => (
        <OfficeMarker key={marker.id} marker={marker} onSelect={choose} />
      ))}
      <FitToMarkers markers={markers} />
    </MapContainer>
  );
}

function KeepCentred({ center }: { readonly center: LatLngTuple }) {
  const map = useMap();
  useRefitOnResize(useCallback(() => map.setView(center, MAP_ZOOM), [map, center]));
  return null;
}

/**
 * The details page's static map (§2 details, §9 "Map zoom 16, static map without controls"): zoom
 * 16, no controls, no dragging or zooming, one marker that is only a picture. A new position draws
 * a new map.
 */
export function StaticLeafletMap({
  latitude,
  longitude,
  canvas,
}: Omit<StaticMapProps, 'label'> & LeafletMapProps) {
  const [tiles] = useState(readMapTiles);
  const center = useMemo((): LatLngTuple => [latitude, longitude], [latitude, longitude]);
  return (
    <MapContainer
      key={center.join(',')}
      className={canvas.className}
      center={center}
      zoom={MAP_ZOOM}
      zoomControl={false}
      attributionControl={false}
      dragging={false}
      touchZoom={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
    >
      <CanvasAttributes attributes={canvas.attributes} />
      <Tiles tiles={tiles} />
      <PictureMarker position={center} />
      <KeepCentred center={center} />
    </MapContainer>
  );
}

/** The circles' look: a blue of 4.5:1 on white, its fill light enough to show the ground beneath. */
const CIRCLE_STYLE = { color: '#0b5cad', weight: 2, fillColor: '#0b5cad', fillOpacity: 0.35 };

function FitToCircles({ circles }: { readonly circles: readonly MapCircle[] }) {
  const map = useMap();
  const places = circles.map((c) => `${c.latitude},${c.longitude}`).join('|');
  const fit = useCallback(() => {
    if (circles.length === 0) map.setView(GERMANY, GERMANY_ZOOM);
    else
      map.fitBounds(
        circles.map((c): LatLngTuple => [c.latitude, c.longitude]),
        { padding: [40, 40], maxZoom: 9 },
      );
    // The places stand for the circles: a new figure (radius) does not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, places]);
  useEffect(() => fit(), [fit]);
  useRefitOnResize(fit);
  return null;
}

/**
 * The statistics view's map of postcode areas (issue #24 part 2): a circle per area, sized by the
 * chosen figure. A picture, not operable (the table beside it holds the figures); the map itself
 * pans and zooms by keyboard like the results map.
 */
export function RegionsLeafletMap({
  circles,
  canvas,
}: { readonly circles: readonly MapCircle[] } & LeafletMapProps) {
  const [tiles] = useState(readMapTiles);
  return (
    <MapContainer
      className={canvas.className}
      center={GERMANY}
      zoom={GERMANY_ZOOM}
      zoomControl={false}
      attributionControl={false}
    >
      <CanvasAttributes attributes={canvas.attributes} />
      <Zoom />
      <Tiles tiles={tiles} />
      {circles.map((circle) => (
        <CircleMarker
          key={circle.id}
          center={[circle.latitude, circle.longitude]}
          radius={circle.radius}
          pathOptions={CIRCLE_STYLE}
          interactive={false}
        />
      ))}
      <FitToCircles circles={circles} />
    </MapContainer>
  );
}
