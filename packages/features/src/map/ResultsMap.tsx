// §2 "Map toggle": the search results on a map — consent layer first, then Leaflet (loaded lazily)
// with one marker per office; a marker (click, Enter, Space) selects the office (onSelect).
import type { ResultsMapProps } from './contract.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { MAP_TEXTS } from './texts.ts';

export function ResultsMap({ markers, onSelect }: ResultsMapProps) {
  return (
    <MapConsentLayer size="results">
      <MapCanvas
        size="results"
        canvasLabel={MAP_TEXTS.resultsMapLabel}
        description={<p className="kern-sr-only">{MAP_TEXTS.resultsMapHint}</p>}
      >
        {({ ResultsLeafletMap }, canvas) => (
          <ResultsLeafletMap canvas={canvas} markers={markers} onSelect={onSelect} />
        )}
      </MapCanvas>
    </MapConsentLayer>
  );
}
