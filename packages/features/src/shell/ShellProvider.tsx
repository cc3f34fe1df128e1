import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createShellStore, type ShellState, type ShellStore } from './store.ts';

const ShellContext = createContext<ShellStore | null>(null);

export interface ShellProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: ShellStore;
  readonly children: ReactNode;
}

export function ShellProvider({ store: given, children }: ShellProviderProps) {
  const [store] = useState(() => given ?? createShellStore());
  return <ShellContext.Provider value={store}>{children}</ShellContext.Provider>;
}

/** Reads the shell store. Throws outside <ShellProvider>. */
export function useShell<T>(selector: (state: ShellState) => T): T {
  const store = useContext(ShellContext);
  if (!store) throw new Error('useShell must be used inside <ShellProvider>.');
  return useStore(store, selector);
}

/** Shows a toast (§2: 10 s with a progress bar). Throws outside <ShellProvider>. */
export function useToast(): ShellState['showToast'] {
  return useShell((state) => state.showToast);
}

/** Shows a toast with its own content and duration (shell store `showNotification`). */
export function useNotification(): ShellState['showNotification'] {
  return useShell((state) => state.showNotification);
}
