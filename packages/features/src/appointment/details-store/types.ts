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
  /** Issue #26: the new notification address that waits for its PIN; null when none waits. */
  readonly pendingEmail: string | null;
  /** When the waiting address's PIN was requested (epoch ms): 30 minutes from here (#23 part 3). */
  readonly pendingEmailSentAt: number | null;
  readonly confirmingEmail: boolean;
  /** Loads the booking; `askNoted` when the confirmation modal may show (§2). */
  load(options: { askNoted: boolean }, signal?: AbortSignal): Promise<Outcome | null>;
  cancel(): Promise<Outcome>;
  changeEmail(email: string): Promise<Outcome>;
  /** Confirms the waiting address with the PIN mailed to it (issue #26). */
  confirmEmail(pin: string): Promise<EmailConfirmOutcome>;
  /** Leaves the PIN step; the booking keeps its address (the server's waiting one expires). */
  cancelEmailChange(): void;
  markNoted(): Promise<void>;
  /** The calendar file of the first slot (§2 "add to calendar"): from the slot, else the call. */
  calendarFile(): Promise<string>;
}

/** A confirmation's outcome: a toast, or the message of the PIN field (wrong or expired PIN). */
export interface EmailConfirmOutcome extends Outcome {
  readonly pinError?: string;
}

export type DetailsStore = StoreApi<DetailsState>;

/** What an action module gets from the factory: the store's set/get and the API client. */
export interface DetailsActionContext {
  readonly set: DetailsStore['setState'];
  readonly get: DetailsStore['getState'];
  readonly getApi: () => Promise<ApiClient>;
}
