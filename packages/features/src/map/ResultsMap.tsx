// §2 "Map toggle": the search results on a map — consent layer first, then Leaflet (loaded lazily)
// with one marker per office; a marker (click, Enter, Space) selects the office (onSelect).
import type { ResultsMapProps } from './contract.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { useT } from '../i18n/index.ts';
import { MAP_MESSAGES } from './texts.ts';

export function ResultsMap({ markers, onSelect }: ResultsMapProps) {
  const { t } = useT();
  return (
    <MapConsentLayer size="results">
      <MapCanvas
        size="results"
        canvasLabel={t(MAP_MESSAGES.resultsMapLabel)}
        description={<p className="kern-sr-only">{t(MAP_MESSAGES.resultsMapHint)}</p>}
      >
        {({ ResultsLeafletMap }, canvas) => (
          <ResultsLeafletMap canvas={canvas} markers={markers} onSelect={onSelect} />
        )}
      </MapCanvas>
    </MapConsentLayer>
  );
}
