// The PIN page store's shape (§2 "Video reservation PIN page", §4 "Video reservation"), shared by
// the factory and the modules that write its actions.
import type { ApiClient } from '@terminservice/api-client';
import type { ResolvedError } from '@terminservice/domain/errors';
import type { StoreApi } from 'zustand/vanilla';
import type { Outcome } from '../outcome.ts';

export type VerificationTask = 'book' | 'cancel' | 'resend';

export interface VerificationState {
  /** §4: failed verifications; reset to 0 on resend; 5 when the server says the limit is reached. */
  readonly attempts: number;
  /** §9: when (epoch ms) the PIN may be resent; the page counts down to it. */
  readonly resendAvailableAt: number;
  readonly busy: VerificationTask | null;
  /** §8 "video booking" row of the last failure, shown on the page. */
  readonly error: ResolvedError | null;
  /** The address the verification mail went to (videosprechstunde/email/anzeigen). */
  readonly email: string | null;
  loadEmail(signal?: AbortSignal): Promise<void>;
  startCooldown(): void;
  book(pin: string): Promise<Outcome | null>;
  resend(): Promise<Outcome | null>;
  cancel(): Promise<Outcome | null>;
}

export type VerificationStore = StoreApi<VerificationState>;

/** What an action module gets from the factory: the store's set/get and the API client. */
export interface VerificationActionContext {
  readonly set: VerificationStore['setState'];
  readonly get: VerificationStore['getState'];
  readonly getApi: () => Promise<ApiClient>;
}
