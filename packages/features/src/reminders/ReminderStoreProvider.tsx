import type { ApiClient } from '@terminservice/api-client';
import type { ReminderAction } from '@terminservice/domain/reminders';
import type { ReactNode } from 'react';
import { storeContext } from '../app-context/index.ts';
import { createReminderStore, type ReminderState } from './store.ts';

const { Provide, useSelector } = storeContext<ReminderState>({
  hook: 'useReminder',
  provider: 'ReminderStoreProvider',
});

export interface ReminderStoreProviderProps {
  readonly getApi: () => Promise<ApiClient>;
  readonly aktion: ReminderAction;
  readonly token: string;
  readonly children: ReactNode;
}

export function ReminderStoreProvider({
  getApi,
  aktion,
  token,
  children,
}: ReminderStoreProviderProps) {
  return (
    <Provide create={() => createReminderStore(getApi, { aktion, token })}>{children}</Provide>
  );
}

/** Reads the reminder store. Throws outside <ReminderStoreProvider>. */
export const useReminder = useSelector;
