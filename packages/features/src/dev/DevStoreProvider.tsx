import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createDevApi, type DevApi } from './dev-api.ts';
import { createDevStore, type DevState, type DevStore } from './store.ts';

const { Provide, useSelector } = storeContext<DevState>({
  hook: 'useDev',
  provider: 'DevStoreProvider',
});

export interface DevStoreProviderProps {
  /** The dev API client; default: same origin. */
  readonly api?: DevApi;
  /** For tests: a store made beforehand. */
  readonly store?: DevStore;
  readonly children: ReactNode;
}

export function DevStoreProvider({ api, store, children }: DevStoreProviderProps) {
  return (
    <Provide create={() => store ?? createDevStore(api ?? createDevApi())}>{children}</Provide>
  );
}

/** Reads the dev store. Throws outside <DevStoreProvider>. */
export const useDev = useSelector;
