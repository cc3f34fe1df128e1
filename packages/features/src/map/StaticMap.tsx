// §2 details page "static map (only after map consent, zoom 16, no controls)": consent layer first,
// then a Leaflet map that cannot be moved, with one marker.
import { useEffect, useRef } from 'react';
import type { StaticMapProps } from './contract.ts';
import { useLeafletMap } from './load-leaflet.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { MAP_TEXTS } from './texts.ts';
import { readMapTiles } from './tiles.ts';

function StaticMapView({ latitude, longitude, label }: StaticMapProps) {
  const { load, retry } = useLeafletMap();
  const canvas = useRef<HTMLDivElement>(null);
  const module = load.status === 'ready' ? load.module : null;
  useEffect(() => {
    if (!module || !canvas.current) return undefined;
    const map = module.createStaticMap(canvas.current, { latitude, longitude }, readMapTiles());
    return () => map.destroy();
  }, [module, latitude, longitude]);

  return (
    <MapCanvas
      size="static"
      load={load}
      retry={retry}
      canvasRef={canvas}
      description={<p className="kern-sr-only">{`${MAP_TEXTS.staticMapLabel} ${label}`}</p>}
    />
  );
}

export function StaticMap(props: StaticMapProps) {
  return (
    <MapConsentLayer size="static">
      <StaticMapView {...props} />
    </MapConsentLayer>
  );
}
