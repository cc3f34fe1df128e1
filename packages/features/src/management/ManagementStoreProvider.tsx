import type { ApiClient } from '@terminservice/api-client';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createManagementStore, type ManagementState, type ManagementStore } from './store.ts';

const ManagementContext = createContext<ManagementStore | null>(null);

export interface ManagementStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  readonly children: ReactNode;
}

export function ManagementStoreProvider({ getApi, children }: ManagementStoreProviderProps) {
  const [store] = useState(() => createManagementStore(getApi));
  return <ManagementContext.Provider value={store}>{children}</ManagementContext.Provider>;
}

/** Reads the management store. Throws outside <ManagementStoreProvider>. */
export function useManagement<T>(selector: (state: ManagementState) => T): T {
  const store = useContext(ManagementContext);
  if (!store) throw new Error('useManagement must be used inside <ManagementStoreProvider>.');
  return useStore(store, selector);
}
