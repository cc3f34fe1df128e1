import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createAlertStore, type AlertState, type AlertStoreOptions } from './store.ts';

const { Provide, useSelector } = storeContext<AlertState>({
  hook: 'useAlert',
  provider: 'AlertStoreProvider',
});

export interface AlertStoreProviderProps extends AlertStoreOptions {
  readonly children: ReactNode;
}

export function AlertStoreProvider({ children, ...options }: AlertStoreProviderProps) {
  return <Provide create={() => createAlertStore(options)}>{children}</Provide>;
}

/** Reads the slot alert's store. Throws outside <AlertStoreProvider>. */
export const useAlert = useSelector;
