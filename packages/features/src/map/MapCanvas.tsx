// The box a Leaflet map is drawn in, with the loading and the failed state over it (same size: no
// layout jump). Shared by the results map and the static map.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import type { ReactNode, Ref } from 'react';
import { LOADING_TEXT } from '../shell/index.ts';
import type { LeafletLoad } from './load-leaflet.ts';
import type { MapFrameSize } from './MapConsentLayer.tsx';
import { MAP_TEXTS } from './texts.ts';

export interface MapCanvasProps {
  readonly size: MapFrameSize;
  readonly load: LeafletLoad;
  readonly retry: () => void;
  readonly canvasRef: Ref<HTMLDivElement>;
  readonly canvasLabel?: string;
  /** Text for screen readers before the canvas. */
  readonly description: ReactNode;
}

export function MapCanvas({
  size,
  load,
  retry,
  canvasRef,
  canvasLabel,
  description,
}: MapCanvasProps) {
  return (
    <div className={`map-frame map-frame--${size}`}>
      {description}
      <div
        ref={canvasRef}
        className="map-frame__canvas"
        data-testid="map-canvas"
        {...(canvasLabel ? { role: 'region', 'aria-label': canvasLabel } : {})}
      />
      {load.status === 'loading' && (
        <div className="map-frame__overlay">
          <LoadingIndicator label={LOADING_TEXT} reserve="line" />
        </div>
      )}
      {load.status === 'failed' && (
        <div className="map-frame__overlay">
          <Alert tone="error" live="assertive">
            {MAP_TEXTS.loadFailed}
          </Alert>
          <Button variant="secondary" onClick={retry}>
            {MAP_TEXTS.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
