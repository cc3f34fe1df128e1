// The details page store's shape (§2 "Details pages", §4 "Cancellation", "Confirmation modal"),
// shared by the factory and the modules that write its actions.
import type { ApiClient } from '@terminservice/api-client';
import type { AppointmentEntry, AppointmentResponse } from '@terminservice/domain/api';
import type { StoreApi } from 'zustand/vanilla';
import type { Outcome } from '../outcome.ts';

export type DetailsStatus = 'loading' | 'ready' | 'left';

export interface DetailsState {
  readonly status: DetailsStatus;
  readonly appointment: AppointmentResponse | null;
  readonly entry: AppointmentEntry | null;
  /** §2: the server says the code is not yet noted (asked only when the modal may show). */
  readonly notNoted: boolean;
  readonly cancelling: boolean;
  readonly changingEmail: boolean;
  /** Loads the booking; `askNoted` when the confirmation modal may show (§2). */
  load(options: { askNoted: boolean }, signal?: AbortSignal): Promise<Outcome | null>;
  cancel(): Promise<Outcome>;
  changeEmail(email: string): Promise<Outcome>;
  markNoted(): Promise<void>;
  /** The calendar file of the first slot (§2 "add to calendar"): from the slot, else the call. */
  calendarFile(): Promise<string>;
}

export type DetailsStore = StoreApi<DetailsState>;

/** What an action module gets from the factory: the store's set/get and the API client. */
export interface DetailsActionContext {
  readonly set: DetailsStore['setState'];
  readonly get: DetailsStore['getState'];
  readonly getApi: () => Promise<ApiClient>;
}
