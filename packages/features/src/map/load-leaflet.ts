// Leaflet is loaded with import() only once a map is shown after consent: it and its CSS end up in
// a chunk of their own, never in the initial JS (issue #4). One load per page; a failed load
// (network) may be retried.
import { useCallback, useEffect, useState } from 'react';
// A type-only import: erased at build, so Leaflet stays in the lazy chunk.
import type * as LeafletMap from './leaflet-map.tsx';

export type LeafletMapModule = typeof LeafletMap;

let pending: Promise<LeafletMapModule> | null = null;
/** Once loaded, a map mounted again (list ↔ map) is drawn at once, without the loading state. */
let loaded: LeafletMapModule | null = null;

export function loadLeafletMap(): Promise<LeafletMapModule> {
  pending ??= import('./leaflet-map.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export type LeafletLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: LeafletMapModule }
  | { readonly status: 'failed' };

export function useLeafletMap(): { readonly load: LeafletLoad; readonly retry: () => void } {
  const [load, setLoad] = useState<LeafletLoad>(() =>
    loaded ? { status: 'ready', module: loaded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return undefined;
    let active = true;
    loadLeafletMap().then(
      (module) => active && setLoad({ status: 'ready', module }),
      () => active && setLoad({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}
