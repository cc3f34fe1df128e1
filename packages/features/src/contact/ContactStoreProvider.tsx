import type { ApiClient } from '@terminservice/api-client';
import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createContactStore, type ContactState } from './store.ts';

const { Provide, useSelector } = storeContext<ContactState>({
  hook: 'useContact',
  provider: 'ContactStoreProvider',
});

export interface ContactStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  readonly children: ReactNode;
}

export function ContactStoreProvider({ getApi, children }: ContactStoreProviderProps) {
  return <Provide create={() => createContactStore(getApi)}>{children}</Provide>;
}

/** Reads the contact store. Throws outside <ContactStoreProvider>. */
export const useContact = useSelector;
