import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import {
  createStaticPagesStore,
  type StaticPagesOptions,
  type StaticPagesState,
  type StaticPagesStore,
} from './store.ts';

const { Provide, useSelector } = storeContext<StaticPagesState>({
  hook: 'useStaticPages',
  provider: 'StaticPagesProvider',
});

export interface StaticPagesProviderProps extends StaticPagesOptions {
  /** For tests: a store made beforehand. */
  readonly store?: StaticPagesStore;
  readonly children: ReactNode;
}

export function StaticPagesProvider({ store, children, ...options }: StaticPagesProviderProps) {
  return <Provide create={() => store ?? createStaticPagesStore(options)}>{children}</Provide>;
}

/** Reads the static pages store. Throws outside <StaticPagesProvider>. */
export const useStaticPages = useSelector;
