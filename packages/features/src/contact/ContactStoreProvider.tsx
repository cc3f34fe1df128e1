import type { ApiClient } from '@terminservice/api-client';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createContactStore, type ContactState, type ContactStore } from './store.ts';

const ContactContext = createContext<ContactStore | null>(null);

export interface ContactStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  readonly children: ReactNode;
}

export function ContactStoreProvider({ getApi, children }: ContactStoreProviderProps) {
  const [store] = useState(() => createContactStore(getApi));
  return <ContactContext.Provider value={store}>{children}</ContactContext.Provider>;
}

/** Reads the contact store. Throws outside <ContactStoreProvider>. */
export function useContact<T>(selector: (state: ContactState) => T): T {
  const store = useContext(ContactContext);
  if (!store) throw new Error('useContact must be used inside <ContactStoreProvider>.');
  return useStore(store, selector);
}
