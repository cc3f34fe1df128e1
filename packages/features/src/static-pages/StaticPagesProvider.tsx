import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createStaticPagesStore,
  type StaticPagesOptions,
  type StaticPagesState,
  type StaticPagesStore,
} from './store.ts';

const StaticPagesContext = createContext<StaticPagesStore | null>(null);

export interface StaticPagesProviderProps extends StaticPagesOptions {
  /** For tests: a store made beforehand. */
  readonly store?: StaticPagesStore;
  readonly children: ReactNode;
}

export function StaticPagesProvider({
  store: given,
  children,
  ...options
}: StaticPagesProviderProps) {
  const [store] = useState(() => given ?? createStaticPagesStore(options));
  return <StaticPagesContext.Provider value={store}>{children}</StaticPagesContext.Provider>;
}

/** Reads the static pages store. Throws outside <StaticPagesProvider>. */
export function useStaticPages<T>(selector: (state: StaticPagesState) => T): T {
  const store = useContext(StaticPagesContext);
  if (!store) throw new Error('useStaticPages must be used inside <StaticPagesProvider>.');
  return useStore(store, selector);
}
