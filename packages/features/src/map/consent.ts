// §2 "Map consent layer", §4 "Map consent": the consent flag of app-context, watched so that a
// revoke is seen — re-read on every mount (the privacy page revokes in this tab, then the user
// comes back) and on the storage event (another tab revokes or grants).
import { useCallback, useSyncExternalStore } from 'react';
import { grantMapConsent, hasMapConsent, settingsStorageKey } from '../app-context/index.ts';

/** Same-tab notice: a storage event reaches only the other tabs. */
const CONSENT_CHANGED = 'terminservice:map-consent';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === null || event.key === settingsStorageKey('mapConsent')) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGED, onChange);
  };
}

/** Whether the user agreed to the maps service, and the grant of 'Karte anzeigen'. */
export function useMapConsent(): readonly [consented: boolean, grant: () => void] {
  const consented = useSyncExternalStore(subscribe, hasMapConsent, () => false);
  const grant = useCallback(() => {
    grantMapConsent();
    window.dispatchEvent(new Event(CONSENT_CHANGED));
  }, []);
  return [consented, grant];
}
