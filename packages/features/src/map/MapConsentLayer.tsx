// §2 "Map consent layer": without the consent flag a layer explains the maps service, links to
// /datenschutz, and 'Karte anzeigen' stores consent (§4 "Map consent") and shows the map (the
// children, which load Leaflet). A revoke is seen on the next mount or from another tab.
import { ROUTES } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { Link } from '@terminservice/ui/link';
import { useId, type ReactNode } from 'react';
import { useMapConsent } from './consent.ts';
import { MAP_MESSAGES } from './texts.ts';
import './map.css';
import { RouterLink } from '../common/index.ts';
import { useT } from '../i18n/index.ts';

export type MapFrameSize = 'results' | 'static';

export interface MapConsentLayerProps {
  /** The map, rendered only after consent. */
  readonly children: ReactNode;
  /** The box the layer keeps free for the map: the results map or the details page's map. */
  readonly size?: MapFrameSize;
}

export function MapConsentLayer({ children, size = 'results' }: MapConsentLayerProps) {
  const [consented, grant] = useMapConsent();
  const { t } = useT();
  const titleId = useId();
  if (consented) return <>{children}</>;
  return (
    <section className={`map-frame map-frame--${size} map-consent`} aria-labelledby={titleId}>
      <p id={titleId} className="kern-body map-consent__title">
        {t(MAP_MESSAGES.consentTitle)}
      </p>
      <p className="kern-body">{t(MAP_MESSAGES.consentText)}</p>
      <p className="kern-body">
        {t(MAP_MESSAGES.consentStored)}{' '}
        <Link asChild>
          <RouterLink to={ROUTES.privacy}>{t(MAP_MESSAGES.privacyLink)}</RouterLink>
        </Link>{' '}
        {t(MAP_MESSAGES.consentStoredEnd)}
      </p>
      <Button className="map-consent__action" onClick={grant}>
        {t(MAP_MESSAGES.showMap)}
      </Button>
    </section>
  );
}
