import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import {
  createIdentityCheckStore,
  type IdentityCheckStoreOptions,
  type IdentityCheckStoreState,
} from './store.ts';

const { Provide, useSelector } = storeContext<IdentityCheckStoreState>({
  hook: 'useIdentityCheck',
  provider: 'IdentityCheckStoreProvider',
});

export interface IdentityCheckStoreProviderProps extends IdentityCheckStoreOptions {
  readonly children: ReactNode;
}

export function IdentityCheckStoreProvider({
  children,
  ...options
}: IdentityCheckStoreProviderProps) {
  return <Provide create={() => createIdentityCheckStore(options)}>{children}</Provide>;
}

/** Reads the identity check store. Throws outside <IdentityCheckStoreProvider>. */
export const useIdentityCheck = useSelector;
