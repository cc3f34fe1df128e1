// The picker's catalogue (§7 leistungsmerkmale), loaded when the picker opens; 'Erneut versuchen'
// loads it again after an error.
import { buildPickerGroups, type PickerGroup } from '@terminservice/domain/leistungsmerkmal';
import { useEffect, useState } from 'react';
import { useApi } from '../../app-context/index.ts';

export type Catalogue =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly groups: readonly PickerGroup[] };

/** The catalogue's state and a retry; extras (§6 `extraQualifications`) only where shown. */
export function useCatalogue(withExtras: boolean): [Catalogue, () => void] {
  const getApi = useApi();
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await getApi();
        const response = await api.qualifications({ signal: controller.signal });
        setCatalogue({ status: 'ready', groups: buildPickerGroups(response, { withExtras }) });
      } catch {
        if (!controller.signal.aborted) setCatalogue({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [getApi, withExtras, attempt]);

  return [catalogue, () => setAttempt((n) => n + 1)];
}
