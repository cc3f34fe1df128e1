import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../app-context/index.ts';
import { createSearchStore, type SearchState, type SearchStore } from './store.ts';

const SearchContext = createContext<SearchStore | null>(null);

export interface SearchStoreProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: SearchStore;
  readonly children: ReactNode;
}

export function SearchStoreProvider({ store: given, children }: SearchStoreProviderProps) {
  const getApi = useApi();
  const [store] = useState(() => given ?? createSearchStore(getApi));
  return <SearchContext.Provider value={store}>{children}</SearchContext.Provider>;
}

function useSearchStore(): SearchStore {
  const store = useContext(SearchContext);
  if (!store) throw new Error('useSearch must be used inside <SearchStoreProvider>.');
  return store;
}

/** Reads the search store. Throws outside <SearchStoreProvider>. */
export function useSearch<T>(selector: (state: SearchState) => T): T {
  return useStore(useSearchStore(), selector);
}
