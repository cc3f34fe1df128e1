import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../app-context/index.ts';
import { createDetailsStore, type DetailsState, type DetailsStore } from './details-store.ts';
import {
  createVerificationStore,
  type VerificationState,
  type VerificationStore,
} from './verification-store.ts';

interface Stores {
  readonly details: DetailsStore;
  readonly verification: VerificationStore;
}

const AppointmentContext = createContext<Stores | null>(null);

export interface AppointmentProviderProps {
  /** For tests: stores made beforehand. */
  readonly stores?: Partial<Stores>;
  readonly children: ReactNode;
}

/** Fresh stores per page visit (a provider per page), on the app's API client. */
export function AppointmentProvider({ stores, children }: AppointmentProviderProps) {
  const getApi = useApi();
  const [value] = useState<Stores>(() => ({
    details: stores?.details ?? createDetailsStore(getApi),
    verification: stores?.verification ?? createVerificationStore(getApi),
  }));
  return <AppointmentContext.Provider value={value}>{children}</AppointmentContext.Provider>;
}

function useStores(): Stores {
  const stores = useContext(AppointmentContext);
  if (!stores) throw new Error('Appointment hooks must be used inside <AppointmentProvider>.');
  return stores;
}

/** Reads the details store. Throws outside <AppointmentProvider>. */
export function useDetails<T>(selector: (state: DetailsState) => T): T {
  return useStore(useStores().details, selector);
}

/** Reads the PIN page store. Throws outside <AppointmentProvider>. */
export function useVerification<T>(selector: (state: VerificationState) => T): T {
  return useStore(useStores().verification, selector);
}
