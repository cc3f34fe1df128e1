// The parts of the lazily loaded maps (leaflet-map.tsx) that react-leaflet does not have as they
// are: the tiles with their sanitised attribution, the keyboard-operable office markers, the
// picture marker of the static map, the canvas's attributes and the re-measuring on resize.
import type { MapTileSettings } from '@terminservice/domain/map';
import DOMPurify from 'dompurify';
import {
  divIcon,
  type DivIcon,
  type LatLngTuple,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { AttributionControl, Marker, TileLayer, useMap } from 'react-leaflet';
import type { MapMarker } from './contract.ts';
import { MARKER_SIZE, markerClassName, markerSvg } from './marker-svg.ts';

type MarkerLook = Pick<MapMarker, 'icon' | 'highlighted' | 'closed'>;

function markerIcon(look: MarkerLook): DivIcon {
  const [width, height] = look.highlighted ? MARKER_SIZE.highlighted : MARKER_SIZE.normal;
  return divIcon({
    className: markerClassName(look),
    html: markerSvg(look.icon),
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

export function Tiles({ tiles }: { readonly tiles: MapTileSettings | null }) {
  const attribution = useMemo(
    () =>
      DOMPurify.sanitize(tiles?.attribution ?? '', { ALLOWED_TAGS: ['a'], ALLOWED_ATTR: ['href'] }),
    [tiles],
  );
  // §2 / issue #4: without a tile server the map still works, markers on a plain background and no
  // attribution.
  if (!tiles) return null;
  return (
    <>
      <TileLayer url={tiles.url} maxZoom={19} attribution={attribution} />
      {/* No "Leaflet" prefix: the corner names only the map data, as the tile server asks. */}
      <AttributionControl prefix={false} />
    </>
  );
}

/** MapContainer takes only a class name: the canvas's other attributes go onto Leaflet's container. */
export function CanvasAttributes({
  attributes,
}: {
  readonly attributes: Readonly<Record<string, string>>;
}) {
  const map = useMap();
  useLayoutEffect(() => {
    const container = map.getContainer();
    for (const [name, value] of Object.entries(attributes)) container.setAttribute(name, value);
  }, [map, attributes]);
  return null;
}

/**
 * Leaflet measures its container once; a map created while hidden (e.g. list ↔ map toggle) or
 * resized (phone rotation) is measured again, and `refit` runs when it first gets a size.
 */
function watchSize(container: HTMLElement, map: LeafletMap, refit: () => void): () => void {
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

export function useRefitOnResize(refit: () => void): void {
  const map = useMap();
  const latest = useRef(refit);
  useEffect(() => {
    latest.current = refit;
  }, [refit]);
  useEffect(() => watchSize(map.getContainer(), map, () => latest.current()), [map]);
}

/**
 * One office: Leaflet makes the icon a focusable role=button (`keyboard`); it gets the office's
 * name and Enter/Space beside the click. Highlighted markers are larger and drawn on top.
 */
export function OfficeMarker({
  marker,
  onSelect,
}: {
  readonly marker: MapMarker;
  readonly onSelect: (officeId: string) => void;
}) {
  const { id, latitude, longitude, label, highlighted, closed, icon: iconSet } = marker;
  const position = useMemo((): LatLngTuple => [latitude, longitude], [latitude, longitude]);
  const icon = useMemo(
    () => markerIcon({ icon: iconSet, highlighted, closed }),
    [iconSet, highlighted, closed],
  );
  const eventHandlers = useMemo(() => ({ click: () => onSelect(id) }), [id, onSelect]);
  const ref = useRef<LeafletMarker>(null);
  useEffect(() => {
    // A new icon keeps its element (DivIcon reuses it): the name and state are set again after it,
    // and a changed label reaches the title, which Leaflet reads only when it draws the icon.
    const element = ref.current?.getElement();
    if (!element) return undefined;
    element.title = label;
    element.setAttribute('aria-label', label);
    if (highlighted) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(id);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [icon, id, label, highlighted, onSelect]);
  return (
    <Marker
      ref={ref}
      position={position}
      icon={icon}
      title={label}
      keyboard
      riseOnHover
      zIndexOffset={highlighted ? 1000 : 0}
      eventHandlers={eventHandlers}
    />
  );
}

/** The static map's marker: only a picture (its text is said before the map). */
export function PictureMarker({ position }: { readonly position: LatLngTuple }) {
  const icon = useMemo(() => markerIcon({ icon: 'default', highlighted: true, closed: false }), []);
  const ref = useRef<LeafletMarker>(null);
  useEffect(() => {
    ref.current?.getElement()?.setAttribute('aria-hidden', 'true');
  }, [icon]);
  return <Marker ref={ref} position={position} icon={icon} interactive={false} keyboard={false} />;
}
