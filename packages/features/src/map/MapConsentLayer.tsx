// §2 "Map consent layer": without the consent flag a layer explains the maps service, links to
// /datenschutz, and 'Karte anzeigen' stores consent (§4 "Map consent") and shows the map (the
// children, which load Leaflet). A revoke is seen on the next mount or from another tab.
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { useId, type ReactNode } from 'react';
import { useMapConsent } from './consent.ts';
import { MAP_TEXTS } from './texts.ts';
import './map.css';
import { RouterLink } from '../common/index.ts';

export type MapFrameSize = 'results' | 'static';

export interface MapConsentLayerProps {
  /** The map, rendered only after consent. */
  readonly children: ReactNode;
  /** The box the layer keeps free for the map: the results map or the details page's map. */
  readonly size?: MapFrameSize;
}

export function MapConsentLayer({ children, size = 'results' }: MapConsentLayerProps) {
  const [consented, grant] = useMapConsent();
  const titleId = useId();
  if (consented) return <>{children}</>;
  return (
    <section className={`map-frame map-frame--${size} map-consent`} aria-labelledby={titleId}>
      <p id={titleId} className="kern-body map-consent__title">
        {MAP_TEXTS.consentTitle}
      </p>
      <p className="kern-body">{MAP_TEXTS.consentText}</p>
      <p className="kern-body">
        {MAP_TEXTS.consentStored}{' '}
        <Link asChild>
          <RouterLink to={ROUTES.privacy}>{MAP_TEXTS.privacyLink}</RouterLink>
        </Link>{' '}
        {MAP_TEXTS.consentStoredEnd}
      </p>
      <Button className="map-consent__action" onClick={grant}>
        {MAP_TEXTS.showMap}
      </Button>
    </section>
  );
}
