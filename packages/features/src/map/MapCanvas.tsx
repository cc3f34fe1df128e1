// The box a Leaflet map is drawn in, with the loading and the failed state over it (same size: no
// layout jump). Shared by the results map and the static map: it loads Leaflet and, once loaded,
// draws the map its children render on the canvas.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useMemo, type ReactNode } from 'react';
import { LOADING_TEXT } from '../shell/index.ts';
import type { MapCanvasElement } from './contract.ts';
import { useLeafletMap, type LeafletMapModule } from './load-leaflet.ts';
import type { MapFrameSize } from './MapConsentLayer.tsx';
import { useT } from '../i18n/index.ts';
import { MAP_MESSAGES } from './texts.ts';

/** The canvas element: the same class and attributes while loading and as Leaflet's container. */
function canvasElement(label: string | undefined): MapCanvasElement {
  return {
    className: 'map-frame__canvas',
    attributes: {
      'data-testid': 'map-canvas',
      ...(label ? { role: 'region', 'aria-label': label } : {}),
    },
  };
}

export interface MapCanvasProps {
  readonly size: MapFrameSize;
  /** Names the canvas as a region (the results map). */
  readonly canvasLabel?: string;
  /** Text for screen readers before the canvas. */
  readonly description: ReactNode;
  /** The map, once Leaflet is loaded: a component of the lazy module, drawn on `canvas`. */
  readonly children: (module: LeafletMapModule, canvas: MapCanvasElement) => ReactNode;
}

export function MapCanvas({ size, canvasLabel, description, children }: MapCanvasProps) {
  const { load, retry } = useLeafletMap();
  const { t } = useT();
  const canvas = useMemo(() => canvasElement(canvasLabel), [canvasLabel]);
  return (
    <div className={`map-frame map-frame--${size}`}>
      {description}
      {load.status === 'ready' ? (
        children(load.module, canvas)
      ) : (
        <div className={canvas.className} {...canvas.attributes} />
      )}
      {load.status === 'loading' && (
        <div className="map-frame__overlay">
          <LoadingIndicator label={LOADING_TEXT} reserve="line" />
        </div>
      )}
      {load.status === 'failed' && (
        <div className="map-frame__overlay">
          <Alert tone="error" live="assertive">
            {t(MAP_MESSAGES.loadFailed)}
          </Alert>
          <Button variant="secondary" onClick={retry}>
            {t(MAP_MESSAGES.retry)}
          </Button>
        </div>
      )}
    </div>
  );
}
