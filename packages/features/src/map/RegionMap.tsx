// Issue #24 part 2 "regions as a map of postcode areas, with the Leaflet that exists": consent
// layer first (the tiles come from a maps service), then Leaflet (loaded lazily) with a circle per
// area. The circles are a picture; the description says so and where the figures stand as text.
import type { RegionMapProps } from './contract.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { useT } from '../i18n/index.ts';
import { MAP_MESSAGES } from './texts.ts';

export function RegionMap({ circles, description }: RegionMapProps) {
  const { t } = useT();
  return (
    <MapConsentLayer size="results">
      <MapCanvas
        size="results"
        canvasLabel={t(MAP_MESSAGES.regionMapLabel)}
        description={<p className="kern-body kern-body--small">{description}</p>}
      >
        {({ RegionsLeafletMap }, canvas) => <RegionsLeafletMap canvas={canvas} circles={circles} />}
      </MapCanvas>
    </MapConsentLayer>
  );
}
