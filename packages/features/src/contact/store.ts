// The contact form's sending (§7 "contact"): idle → sending → sent, or an error to show. A store per
// provider (docs/architecture.md "Apps and features").
import type { ApiClient } from '@terminservice/api-client';
import { CONTACT_FAILED, toParsedServerError } from '@terminservice/domain/errors';
import type { ContactPageRequest } from '@terminservice/domain/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type ContactStatus = 'idle' | 'sending' | 'sent';

export interface ContactFailure {
  readonly title: string;
  readonly message: string;
  /** The message is the server's own text: its code, for a translation (issue #23 part 1). */
  readonly serverText?: { readonly code: string | null };
}

export interface ContactState {
  readonly status: ContactStatus;
  readonly error: ContactFailure | null;
  send(request: ContactPageRequest): Promise<void>;
  /** Back to an empty form after a sent message. */
  reset(): void;
}

export type ContactStore = StoreApi<ContactState>;

/** The server's text (e.g. too many messages) when it sent one, else the general notice. */
function failureOf(error: unknown): ContactFailure {
  const { errorText, errorCodes } = toParsedServerError(error);
  return {
    title: CONTACT_FAILED.title ?? '',
    message: errorText === '' ? CONTACT_FAILED.message : errorText,
    ...(errorText === '' ? {} : { serverText: { code: errorCodes[0] ?? null } }),
  };
}

export function createContactStore(getApi: () => Promise<ApiClient>): ContactStore {
  return createStore<ContactState>()((set, get) => ({
    status: 'idle',
    error: null,

    async send(request) {
      if (get().status !== 'idle') return;
      set({ status: 'sending', error: null });
      try {
        const api = await getApi();
        await api.contactForm(request);
        set({ status: 'sent' });
      } catch (error) {
        set({ status: 'idle', error: failureOf(error) });
      }
    },

    reset() {
      set({ status: 'idle', error: null });
    },
  }));
}
