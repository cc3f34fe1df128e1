// The names of the searched qualifications for the dialog (issue #15): from the qualification
// catalogue (§7 "qualifications": w group → subgroup name → keys; z and g key → name), loaded
// when the dialog opens; until then, or for a key the catalogue lacks, the key itself.
import type { QualificationsResponse } from '@terminservice/domain/api';
import { useEffect, useState } from 'react';
import { useApi } from '../app-context/index.ts';

export function catalogueNames(catalogue: QualificationsResponse): Map<string, string> {
  const names = new Map<string, string>();
  for (const subgroups of Object.values(catalogue.w)) {
    for (const [name, keys] of Object.entries(subgroups)) {
      for (const key of keys) if (!names.has(key)) names.set(key, name);
    }
  }
  for (const [key, name] of [...Object.entries(catalogue.z), ...Object.entries(catalogue.g)]) {
    if (!names.has(key)) names.set(key, name);
  }
  return names;
}

export function useQualificationNames(keys: readonly string[]): string[] {
  const getApi = useApi();
  const [names, setNames] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void getApi()
      .then((api) => api.qualifications({ signal: controller.signal }))
      .then((catalogue) => setNames(catalogueNames(catalogue)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [getApi]);
  return keys.map((key) => names?.get(key) ?? key);
}
