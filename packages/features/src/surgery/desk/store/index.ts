// The desk store (docs/supply.md "The desk"): made per provider, one module per concern. load()
// reads the practice, its profiles, the catalogue's names and the current week.
import type { ApiClient } from '@terminservice/api-client';
import { createStore } from 'zustand/vanilla';
import { EMPTY_CATALOGUE, catalogueNames } from '../catalogue.ts';
import { mondayOf, todayLocal } from '../dates.ts';
import { noShowSlice } from './no-show.ts';
import { profileSlice } from './profiles.ts';
import { publishSlice } from './publish.ts';
import type { DeskState, DeskStore } from './types.ts';
import { weekSlice } from './week.ts';

export type { DeskResult, DeskState, DeskStore } from './types.ts';
export { PROFILE_FIELDS } from './profiles.ts';
export { PUBLISH_FIELDS } from './publish.ts';
export { isWithdrawable } from './week.ts';

export function createDeskStore(
  getApi: () => Promise<ApiClient>,
  options: { readonly today?: string } = {},
): DeskStore {
  return createStore<DeskState>()((set, get) => {
    const context = { getApi, set, get };
    return {
      status: 'loading',
      practice: null,
      profiles: [],
      catalogue: EMPTY_CATALOGUE,
      monday: mondayOf(options.today ?? todayLocal()),
      slots: [],
      slotsLoading: false,
      slotsError: false,
      selected: new Set(),
      announcement: '',

      async load() {
        set({ status: 'loading' });
        try {
          const api = await getApi();
          const practice = await api.practice();
          const { profile } = await api.practiceProfiles();
          set({ practice, profiles: profile, status: 'ready' });
        } catch {
          set({ status: 'error' });
          return;
        }
        await get().reloadWeek();
        try {
          // Names only: without the catalogue the codes show.
          set({ catalogue: catalogueNames(await (await getApi()).qualifications()) });
        } catch {
          // keep the codes
        }
      },

      announce(message) {
        // A repeated message must be announced again: clear first, then set.
        set({ announcement: '' });
        queueMicrotask(() => set({ announcement: message }));
      },

      ...profileSlice(context),
      ...weekSlice(context),
      ...publishSlice(context),
      ...noShowSlice(context),
    };
  });
}
