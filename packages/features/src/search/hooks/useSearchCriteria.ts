// The criteria the page searches with (§2 search path variants, §4 "Search"): from the path on
// opening and whenever a link or the back button names others; each change searches at once.
import { useCallback, useEffect, useState } from 'react';
import { searchEntryState } from '@terminservice/domain/search';
import { useLocation } from 'react-router';
import { criteriaFromPath, pathDiffers, storeCriteria, type SearchablePath } from '../criteria.ts';
import { useSearch } from '../SearchStoreProvider.tsx';
import type { SearchCriteria } from '../store.ts';

export type UpdateCriteria = (change: Partial<SearchCriteria>) => void;

/** `reschedule`: the address asks for the reschedule mode (issue #15, reschedule/path.ts). */
export function useSearchCriteria(
  parsed: SearchablePath,
  reschedule = false,
): [SearchCriteria, UpdateCriteria] {
  const { pathname, state } = useLocation();
  const runSearch = useSearch((state) => state.search);
  const clear = useSearch((state) => state.clear);
  const mode = reschedule ? { reschedule: true } : {};
  // A page that opens the results may hand over the days and the language (issue #15: a slot
  // alert's link).
  const [criteria, setCriteria] = useState<SearchCriteria>(() => {
    const entry = searchEntryState(state);
    return {
      ...criteriaFromPath(parsed, entry.daytime),
      ...(entry.sprache ? { sprache: entry.sprache } : {}),
      ...mode,
    };
  });

  // A link or the browser's back button named other criteria: search those. Only a new path
  // counts; a filter change runs ahead of the path, which follows after the search.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (pathDiffers(parsed, criteria)) {
      // The days and the language are not in the path (§2): they stay as chosen.
      setCriteria({
        ...criteriaFromPath(parsed, criteria.daytime),
        ...(criteria.sprache ? { sprache: criteria.sprache } : {}),
        ...mode,
      });
    }
  }

  // §4: postcode, radius and days changes re-run the search at once.
  useEffect(() => {
    storeCriteria(criteria);
    void runSearch(criteria);
  }, [criteria, runSearch]);

  // §4 "On leaving the page results are removed."
  useEffect(() => () => clear(), [clear]);

  const update = useCallback<UpdateCriteria>(
    (change) => setCriteria((old) => ({ ...old, ...change })),
    [],
  );
  return [criteria, update];
}
