import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createDevApi, type DevApi } from './dev-api.ts';
import { createDevStore, type DevState, type DevStore } from './store.ts';

const DevContext = createContext<DevStore | null>(null);

export interface DevStoreProviderProps {
  /** The dev API client; default: same origin. */
  readonly api?: DevApi;
  /** For tests: a store made beforehand. */
  readonly store?: DevStore;
  readonly children: ReactNode;
}

export function DevStoreProvider({ api, store: given, children }: DevStoreProviderProps) {
  const [store] = useState(() => given ?? createDevStore(api ?? createDevApi()));
  return <DevContext.Provider value={store}>{children}</DevContext.Provider>;
}

/** Reads the dev store. Throws outside <DevStoreProvider>. */
export function useDev<T>(selector: (state: DevState) => T): T {
  const store = useContext(DevContext);
  if (!store) throw new Error('useDev must be used inside <DevStoreProvider>.');
  return useStore(store, selector);
}
