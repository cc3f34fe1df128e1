import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../app-context/index.ts';
import { createBookingStore, type BookingState, type BookingStore } from './store.ts';

const BookingContext = createContext<BookingStore | null>(null);

export interface BookingStoreProviderProps {
  /** For tests: a store made beforehand. */
  readonly store?: BookingStore;
  readonly children: ReactNode;
}

export function BookingStoreProvider({ store: given, children }: BookingStoreProviderProps) {
  const getApi = useApi();
  const [store] = useState(() => given ?? createBookingStore({ getApi }));
  return <BookingContext.Provider value={store}>{children}</BookingContext.Provider>;
}

function useBookingStore(): BookingStore {
  const store = useContext(BookingContext);
  if (!store) throw new Error('useBooking must be used inside <BookingStoreProvider>.');
  return store;
}

/** Reads the booking store. Throws outside <BookingStoreProvider>. */
export function useBooking<T>(selector: (state: BookingState) => T): T {
  return useStore(useBookingStore(), selector);
}
