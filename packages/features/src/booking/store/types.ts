// The booking store's shape (§4 "Slot selection", "Booking"), shared by the factory and the
// modules that write its actions.
import type { ApiClient } from '@terminservice/api-client';
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { StoreApi } from 'zustand/vanilla';
import type { BookingErrorView } from '../booking-error.ts';
import type { ContactField, ContactValues } from '../contact-values.ts';
import type { SlotSelection } from '../selection.ts';

export type BookingStep = 'closed' | 'hint' | 'booking';

export type BookingOutcome =
  | { readonly kind: 'booked' }
  | { readonly kind: 'reserved'; readonly to: 'bookingVerification' | 'tssDetails' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

export interface BookingState {
  readonly step: BookingStep;
  readonly selection: SlotSelection | null;
  readonly applicationType: ApplicationType;
  readonly values: ContactValues;
  readonly touched: Readonly<Partial<Record<ContactField, boolean>>>;
  /** §8 booking WP030 for the entered postcode, from the lookup or the booking answer. */
  readonly zipError: string | null;
  /** The postcode the city was filled in for, while it is still the entered one. */
  readonly cityLookedUpFor: string | null;
  /** §5 "Unticking disables and clears it; text is remembered." */
  readonly rememberedComment: string;
  readonly busy: boolean;
  readonly error: BookingErrorView | null;

  /** §4 "Slot selection": WEB/SMED with a note show the hint modal first. null closes. */
  open(selection: SlotSelection | null, applicationType: ApplicationType): void;
  setApplicationType(applicationType: ApplicationType): void;
  /** 'Zur Terminbuchung'. */
  confirmHint(): void;
  close(): void;
  setValue<K extends ContactField>(field: K, value: ContactValues[K]): void;
  touch(field: ContactField): void;
  touchAll(fields: readonly ContactField[]): void;
  /** §5 "Postcode": once valid, the city is filled from ortsname. */
  lookUpCity(zip: string, signal?: AbortSignal): Promise<void>;
  /** §4 "Booking". */
  submit(today?: Date): Promise<BookingOutcome>;
}

export type BookingStore = StoreApi<BookingState>;

/** What an action module gets from the factory: the store's set/get and the API client. */
export interface BookingActionContext {
  readonly set: BookingStore['setState'];
  readonly get: BookingStore['getState'];
  readonly getApi: () => Promise<ApiClient>;
}
