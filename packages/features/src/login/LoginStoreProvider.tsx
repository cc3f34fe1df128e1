import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../app-context/index.ts';
import { createLoginStore, type LoginState, type LoginStore } from './store.ts';

const LoginContext = createContext<LoginStore | null>(null);

export interface LoginStoreProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: LoginStore;
  readonly children: ReactNode;
}

export function LoginStoreProvider({ store: given, children }: LoginStoreProviderProps) {
  const getApi = useApi();
  const [store] = useState(() => given ?? createLoginStore({ getApi }));
  return <LoginContext.Provider value={store}>{children}</LoginContext.Provider>;
}

/** Reads the login store. Throws outside <LoginStoreProvider>. */
export function useLogin<T>(selector: (state: LoginState) => T): T {
  const store = useContext(LoginContext);
  if (!store) throw new Error('useLogin must be used inside <LoginStoreProvider>.');
  return useStore(store, selector);
}
