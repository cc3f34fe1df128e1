import type { ReactNode } from 'react';
import { storeContext, useApi } from '../app-context/index.ts';
import { createBookingStore, type BookingState, type BookingStore } from './store.ts';

const { Provide, useSelector } = storeContext<BookingState>({
  hook: 'useBooking',
  provider: 'BookingStoreProvider',
});

export interface BookingStoreProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: BookingStore;
  readonly children: ReactNode;
}

export function BookingStoreProvider({ store, children }: BookingStoreProviderProps) {
  const getApi = useApi();
  return <Provide create={() => store ?? createBookingStore({ getApi })}>{children}</Provide>;
}

/** Reads the booking store. Throws outside <BookingStoreProvider>. */
export const useBooking = useSelector;
