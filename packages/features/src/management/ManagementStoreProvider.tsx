import type { ApiClient } from '@terminservice/api-client';
import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createManagementStore, type ManagementState } from './store.ts';

const { Provide, useSelector } = storeContext<ManagementState>({
  hook: 'useManagement',
  provider: 'ManagementStoreProvider',
});

export interface ManagementStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  readonly children: ReactNode;
}

export function ManagementStoreProvider({ getApi, children }: ManagementStoreProviderProps) {
  return <Provide create={() => createManagementStore(getApi)}>{children}</Provide>;
}

/** Reads the management store. Throws outside <ManagementStoreProvider>. */
export const useManagement = useSelector;
