// §2 details page "static map (only after map consent, zoom 16, no controls)": consent layer first,
// then a Leaflet map that cannot be moved, with one marker.
import type { StaticMapProps } from './contract.ts';
import { MapCanvas } from './MapCanvas.tsx';
import { MapConsentLayer } from './MapConsentLayer.tsx';
import { useT } from '../i18n/index.ts';
import { MAP_MESSAGES } from './texts.ts';

export function StaticMap({ latitude, longitude, label }: StaticMapProps) {
  const { t } = useT();
  return (
    <MapConsentLayer size="static">
      <MapCanvas
        size="static"
        description={<p className="kern-sr-only">{`${t(MAP_MESSAGES.staticMapLabel)} ${label}`}</p>}
      >
        {({ StaticLeafletMap }, canvas) => (
          <StaticLeafletMap canvas={canvas} latitude={latitude} longitude={longitude} />
        )}
      </MapCanvas>
    </MapConsentLayer>
  );
}
