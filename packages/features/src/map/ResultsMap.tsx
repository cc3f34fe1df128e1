// §2 "Map toggle": the search results on a map — consent layer first, then Leaflet (loaded lazily)
// with one marker per office; a marker (click, Enter, Space) selects the office (onSelect).
import { useEffect, useRef } from 'react';
import type { ResultsMapProps } from './contract.ts';
import type { ResultsMapController } from './leaflet-map.ts';
import { useLeafletMap } from './load-leaflet.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { MAP_TEXTS } from './texts.ts';
import { readMapTiles } from './tiles.ts';

function ResultsMapView({ markers, onSelect }: ResultsMapProps) {
  const { load, retry } = useLeafletMap();
  const canvas = useRef<HTMLDivElement>(null);
  const controller = useRef<ResultsMapController | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  const module = load.status === 'ready' ? load.module : null;
  useEffect(() => {
    if (!module || !canvas.current) return undefined;
    const created = module.createResultsMap(canvas.current, readMapTiles());
    controller.current = created;
    return () => {
      controller.current = null;
      created.destroy();
    };
  }, [module]);

  useEffect(() => {
    controller.current?.setMarkers(markers, (id) => select.current(id));
  }, [module, markers]);

  return (
    <MapCanvas
      size="results"
      load={load}
      retry={retry}
      canvasRef={canvas}
      canvasLabel={MAP_TEXTS.resultsMapLabel}
      description={<p className="kern-sr-only">{MAP_TEXTS.resultsMapHint}</p>}
    />
  );
}

export function ResultsMap(props: ResultsMapProps) {
  return (
    <MapConsentLayer size="results">
      <ResultsMapView {...props} />
    </MapConsentLayer>
  );
}
