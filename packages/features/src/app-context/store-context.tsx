// A zustand store per provider (docs/architecture.md "Apps and features"), written once for every
// feature: the provider makes its store once (or takes one made beforehand, for tests), the hook
// reads it with a selector and throws outside the provider. No global singletons.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

export interface StoreContext<S> {
  /** Provides the store `create` makes on the first render; later renders keep it. */
  Provide(props: { readonly create: () => StoreApi<S>; readonly children: ReactNode }): ReactNode;
  /** Reads the store. Throws outside the provider. */
  useSelector<T>(selector: (state: S) => T): T;
}

/** `hook` and `provider` name the feature's hook and provider in the error thrown outside it. */
export function storeContext<S>(names: {
  readonly hook: string;
  readonly provider: string;
}): StoreContext<S> {
  const Context = createContext<StoreApi<S> | null>(null);
  return {
    Provide({ create, children }) {
      const [store] = useState(create);
      return <Context.Provider value={store}>{children}</Context.Provider>;
    },
    useSelector(selector) {
      const store = useContext(Context);
      if (!store) throw new Error(`${names.hook} must be used inside <${names.provider}>.`);
      return useStore(store, selector);
    },
  };
}
