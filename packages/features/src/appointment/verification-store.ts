// The video reservation PIN page's state (§2 "Video reservation PIN page", §4 "Video
// reservation"): attempts, resend cooldown, the last error, the mail address. A store per
// provider; actions return what the page shows and where it goes — the store never touches the URL.
// The calls are in `verification-store/actions.ts`, the shared run of a call in `task.ts`.
import type { ApiClient } from '@terminservice/api-client';
import { createStore } from 'zustand/vanilla';
import { PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import { bookAction, cancelAction, resendAction } from './verification-store/actions.ts';
import type { VerificationState, VerificationStore } from './verification-store/types.ts';

export type {
  VerificationState,
  VerificationStore,
  VerificationTask,
} from './verification-store/types.ts';
export { isMaxAttempts } from './verification-store/task.ts';

export function createVerificationStore(getApi: () => Promise<ApiClient>): VerificationStore {
  return createStore<VerificationState>()((set, get) => {
    const context = { set, get, getApi };
    return {
      attempts: 0,
      resendAvailableAt: 0,
      busy: null,
      error: null,
      email: null,

      async loadEmail(signal) {
        try {
          const api = await getApi();
          const { email } = await api.bookingEmail({ ...(signal ? { signal } : {}) });
          set({ email: email || null });
        } catch {
          // Only the note loses the address.
        }
      },

      startCooldown: () => set({ resendAvailableAt: Date.now() + PIN_RESEND_COOLDOWN_MS }),
      book: bookAction(context),
      resend: resendAction(context),
      cancel: cancelAction(context),
    };
  });
}
