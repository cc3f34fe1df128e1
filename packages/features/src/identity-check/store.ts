// The identity check's state (§4 "Identity check": PIN requested → token stored → verify, dash
// removed → search route): the PIN token, the verify and resend calls, the 60 s resend cooldown
// (§9). A store per provider (docs/architecture.md "Apps and features"); the page navigates, the store never does.
import type { ApiClient } from '@terminservice/api-client';
import type { VerifyIdentificationResponse } from '@terminservice/domain/api';
import { PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import { stripPinDash, withPhonePrefix } from '@terminservice/domain/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { IdentityCheckState } from './types.ts';
import { shownError, type ShownError } from './utils/shown-error.ts';

export type IdentityCheckStatus = 'idle' | 'verifying' | 'resending';

export interface IdentityCheckStoreState {
  readonly status: IdentityCheckStatus;
  /** The token of the last PIN request; verify sends it with the PIN. */
  readonly token: string;
  readonly error: ShownError | null;
  /** A new PIN was sent (shown until the next action). */
  readonly resent: boolean;
  /** When 'PIN erneut senden' is offered again (ms since epoch). */
  readonly resendAvailableAt: number;
  /** When the PIN in use was requested (ms since epoch): its validity runs from here (#23 part 3). */
  readonly pinSentAt: number;
  /** Verifies the PIN; the answer on success, null on failure (error set). */
  verify(pin: string): Promise<VerifyIdentificationResponse | null>;
  /** Requests a new PIN by the channel the login used; the new token replaces the old one. */
  resend(): Promise<void>;
}

export type IdentityCheckStore = StoreApi<IdentityCheckStoreState>;

export interface IdentityCheckStoreOptions {
  /** The API client, loaded lazily (useApi). */
  readonly getApi: () => Promise<ApiClient>;
  readonly request: IdentityCheckState;
  readonly token: string;
  /** When the login requested the PIN; unknown: now. */
  readonly sentAt?: number | undefined;
  /** Called with each new token and when it was requested, so that both survive a reload. */
  readonly onToken?: (token: string, sentAt: number) => void;
  readonly now?: () => number;
}

export function createIdentityCheckStore({
  getApi,
  request,
  token,
  sentAt,
  onToken,
  now = Date.now,
}: IdentityCheckStoreOptions): IdentityCheckStore {
  return createStore<IdentityCheckStoreState>()((set, get) => ({
    status: 'idle',
    token,
    error: null,
    resent: false,
    // The login has just sent the first PIN: the cooldown runs from the page's opening.
    resendAvailableAt: now() + PIN_RESEND_COOLDOWN_MS,
    pinSentAt: sentAt ?? now(),

    async verify(pin) {
      if (get().status !== 'idle') return null;
      set({ status: 'verifying', error: null, resent: false });
      try {
        const api = await getApi();
        const answer = await api.verifyIdentity({ token: get().token, pin: stripPinDash(pin) });
        set({ status: 'idle' });
        return answer;
      } catch (error) {
        set({ status: 'idle', error: shownError('identityPin', error) });
        return null;
      }
    },

    async resend() {
      if (get().status !== 'idle' || now() < get().resendAvailableAt) return;
      set({ status: 'resending', error: null, resent: false });
      const common = { plz: request.zip, leistungsmerkmal: request.qualification };
      const requestedAt = now();
      try {
        const api = await getApi();
        const answer =
          request.channel === 'sms'
            ? await api.requestIdentityPinBySms({
                ...common,
                phone: withPhonePrefix(request.receiver),
              })
            : await api.requestIdentityPinByEmail({ ...common, receiver: request.receiver });
        onToken?.(answer.token, requestedAt);
        set({
          status: 'idle',
          token: answer.token,
          resent: true,
          pinSentAt: requestedAt,
          resendAvailableAt: now() + PIN_RESEND_COOLDOWN_MS,
        });
      } catch (error) {
        const context = request.channel === 'sms' ? 'identitySmsPin' : 'identityEmailPin';
        set({ status: 'idle', error: shownError(context, error) });
      }
    },
  }));
}
