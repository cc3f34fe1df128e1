import type { ApiClient } from '@terminservice/api-client';
import type { ApplicationType, Block } from '@terminservice/domain/application-type';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { I18nProvider, type TranslatorLoader } from '../i18n/index.ts';
import {
  apiGetter,
  createAppContextStore,
  selectIsShown,
  type ApiSource,
  type AppContextState,
  type AppContextStore,
} from './store.ts';

interface AppContextValue {
  readonly store: AppContextStore;
  readonly getApi: () => Promise<ApiClient>;
}

const AppContext = createContext<AppContextValue | null>(null);

export interface AppContextProviderProps {
  /**
   * The API client of the app (same origin), or a function that loads it; features reach it
   * through useApi().
   */
  readonly api: ApiSource;
  /** The type the app is built for (WEB for apps/web). */
  readonly applicationType?: ApplicationType;
  readonly productName?: string;
  /** For tests: a store made beforehand. */
  readonly store?: AppContextStore;
  /**
   * WEB (issue #23 part 1, ADR 39): loads another language than German when the visitor chooses
   * one; the header then shows the language switcher. Without it the app stays German.
   */
  readonly languages?: TranslatorLoader;
  readonly children: ReactNode;
}

/** Holds the app context store and calls `version` once at start (§4). */
export function AppContextProvider({
  api,
  applicationType,
  productName,
  store: given,
  languages,
  children,
}: AppContextProviderProps) {
  const [value] = useState<AppContextValue>(() => {
    const getApi = apiGetter(api);
    return {
      getApi,
      store:
        given ??
        createAppContextStore({
          getApi,
          ...(applicationType ? { applicationType } : {}),
          ...(productName ? { productName } : {}),
        }),
    };
  });

  useEffect(() => {
    const controller = new AbortController();
    void value.store.getState().start(controller.signal);
    return () => controller.abort();
  }, [value]);

  return (
    <AppContext.Provider value={value}>
      <I18nProvider load={languages}>{children}</I18nProvider>
    </AppContext.Provider>
  );
}

function useAppContextValue(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <AppContextProvider>.');
  return value;
}

/** Reads the app context store. Throws outside <AppContextProvider>. */
export function useAppContext<T>(selector: (state: AppContextState) => T): T {
  return useStore(useAppContextValue().store, selector);
}

/**
 * The API client of the app, loaded on first use: `const api = await getApi()`. Throws outside
 * <AppContextProvider>.
 */
export function useApi(): () => Promise<ApiClient> {
  return useAppContextValue().getApi;
}

/** The effective application type (§4). */
export function useApplicationType(): ApplicationType {
  return useAppContext((state) => state.applicationType);
}

/** §6 visibility for the app's type: `isShown('menuHilfe')`. */
export function useIsShown(): (block: Block) => boolean {
  const applicationType = useApplicationType();
  return selectIsShown({ applicationType });
}
