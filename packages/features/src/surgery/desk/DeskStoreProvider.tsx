import type { ApiClient } from '@terminservice/api-client';
import type { ReactNode } from 'react';
import { storeContext } from '../../app-context/index.ts';
import { createDeskStore, type DeskState, type DeskStore } from './store/index.ts';

const { Provide, useSelector } = storeContext<DeskState>({
  hook: 'useDesk',
  provider: 'DeskStoreProvider',
});

export interface DeskStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  /** A store made beforehand (tests). */
  readonly store?: DeskStore;
  readonly children: ReactNode;
}

export function DeskStoreProvider({ getApi, store, children }: DeskStoreProviderProps) {
  return <Provide create={() => store ?? createDeskStore(getApi)}>{children}</Provide>;
}

/** Reads the desk store. Throws outside <DeskStoreProvider>. */
export const useDesk = useSelector;
