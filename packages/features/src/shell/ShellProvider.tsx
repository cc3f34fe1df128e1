import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createShellStore, type ShellState, type ShellStore } from './store.ts';

const { Provide, useSelector } = storeContext<ShellState>({
  hook: 'useShell',
  provider: 'ShellProvider',
});

export interface ShellProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: ShellStore;
  readonly children: ReactNode;
}

export function ShellProvider({ store, children }: ShellProviderProps) {
  return <Provide create={() => store ?? createShellStore()}>{children}</Provide>;
}

/** Reads the shell store. Throws outside <ShellProvider>. */
export const useShell = useSelector;

/** Shows a toast (§2: 10 s with a progress bar). Throws outside <ShellProvider>. */
export function useToast(): ShellState['showToast'] {
  return useShell((state) => state.showToast);
}

/** Shows a toast with its own content and duration (shell store `showNotification`). */
export function useNotification(): ShellState['showNotification'] {
  return useShell((state) => state.showNotification);
}
