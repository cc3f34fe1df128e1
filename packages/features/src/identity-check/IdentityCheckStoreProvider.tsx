import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createIdentityCheckStore,
  type IdentityCheckStore,
  type IdentityCheckStoreOptions,
  type IdentityCheckStoreState,
} from './store.ts';

const IdentityCheckContext = createContext<IdentityCheckStore | null>(null);

export interface IdentityCheckStoreProviderProps extends IdentityCheckStoreOptions {
  readonly children: ReactNode;
}

export function IdentityCheckStoreProvider({
  children,
  ...options
}: IdentityCheckStoreProviderProps) {
  const [store] = useState(() => createIdentityCheckStore(options));
  return <IdentityCheckContext.Provider value={store}>{children}</IdentityCheckContext.Provider>;
}

/** Reads the identity check store. Throws outside <IdentityCheckStoreProvider>. */
export function useIdentityCheck<T>(selector: (state: IdentityCheckStoreState) => T): T {
  const store = useContext(IdentityCheckContext);
  if (!store) throw new Error('useIdentityCheck must be used inside <IdentityCheckStoreProvider>.');
  return useStore(store, selector);
}
