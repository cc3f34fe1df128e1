// The booking store's shape (§4 "Slot selection", "Booking"), shared by the factory and the
// modules that write its actions.
import type { ApiClient } from '@terminservice/api-client';
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { StoreApi } from 'zustand/vanilla';
import type { BookingErrorView } from '../booking-error.ts';
import type { ContactField, ContactValues } from '../contact-values.ts';
import type { SlotSelection } from '../selection.ts';

export type BookingStep = 'closed' | 'hint' | 'booking';

/**
 * Issue #17 "Taken-slot recovery": the chosen slot is gone; the modal says so with the §8 row and
 * offers the nearest free alternatives of the same search instead of the form.
 */
export interface Recovery {
  /** The §8 booking row of the last gone slot (message and suffix). */
  readonly message: BookingErrorView;
  /** 'searching' while the alternatives are looked up; 'failed' when that search failed. */
  readonly status: 'searching' | 'done' | 'failed';
  /** Best first (domain `nearestAlternatives`), as selections the modal can book at once. */
  readonly alternatives: readonly SlotSelection[];
  /** The patient's own choice: the alternatives are ranked by their nearness to it. */
  readonly origin: SlotSelection;
  /** The slot that turned out gone last (the origin, or an alternative gone as well). */
  readonly taken: SlotSelection;
  /** The slots of this flow that turned out gone: never offered again. */
  readonly gone: readonly string[];
}

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
  /** Issue #17: set while the modal offers alternatives to a gone slot. */
  readonly recovery: Recovery | null;

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
  /** Issue #17: books an offered alternative with the contact data already entered. */
  bookAlternative(alternative: SlotSelection, today?: Date): Promise<BookingOutcome>;
}

export type BookingStore = StoreApi<BookingState>;

/** What an action module gets from the factory: the store's set/get and the API client. */
export interface BookingActionContext {
  readonly set: BookingStore['setState'];
  readonly get: BookingStore['getState'];
  readonly getApi: () => Promise<ApiClient>;
}

/** Issue #17: the search for alternatives of a gone slot, one at a time. */
export interface RecoveryRunner {
  /** After a slot-gone answer for the selected slot: offer alternatives (when it can search). */
  start(message: BookingErrorView): void;
  /** Forgets the offer and drops a search still running (closing, a new slot, a booking). */
  stop(): void;
}
