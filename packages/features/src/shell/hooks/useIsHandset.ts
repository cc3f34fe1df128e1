// §9 "Handset breakpoint": whether the screen is a phone's, following rotation and resizing (the
// code input becomes one field, long labels their short form, filters move into 'Suche anpassen').
import { HANDSET_MEDIA_QUERY } from '@terminservice/domain/limits';
import { useSyncExternalStore } from 'react';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(HANDSET_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useIsHandset(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
