// The slot alert's store (issue #15): subscribe, confirm with the PIN and resend it, read a link,
// open it with the code, unsubscribe. One store per provider (docs/architecture.md "Apps and
// features"): each page and the dialog has its own; the store never navigates.
import type { ApiClient } from '@terminservice/api-client';
import type {
  AlertConfirmResponse,
  AlertLinkResponse,
  AlertOpenResponse,
  AlertSubscribeRequest,
  AlertSubscribeResponse,
} from '@terminservice/domain/alerts';
import { PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import { stripPinDash } from '@terminservice/domain/validation';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readSession, removeSession, writeSession } from '../app-context/index.ts';
import { alertErrorOf, type AlertError } from './errors.ts';
import { readPendingAlert, writePendingAlert } from './pending.ts';

export type AlertStatus = 'idle' | 'busy';

export interface AlertState {
  readonly status: AlertStatus;
  readonly error: AlertError | null;
  /** A new PIN was sent (shown until the next action). */
  readonly resent: boolean;
  /** When 'PIN erneut senden' is offered again (ms since epoch). */
  readonly resendAvailableAt: number;
  /** When this page's last new PIN was requested (ms since epoch); null: the dialog's PIN. */
  readonly pinSentAt: number | null;
  /** The link page's alert, once read. */
  readonly link: AlertLinkResponse | null;
  subscribe(body: AlertSubscribeRequest): Promise<AlertSubscribeResponse | null>;
  confirm(token: string, pin: string): Promise<AlertConfirmResponse | null>;
  resend(token: string): Promise<void>;
  loadLink(link: string): Promise<void>;
  /** Opens the link with `code` (typed) or the session's code; the filters, or null. */
  open(link: string, code?: string): Promise<AlertOpenResponse | null>;
  unsubscribe(link: string): Promise<boolean>;
  clearError(): void;
}

export type AlertStore = StoreApi<AlertState>;

export interface AlertStoreOptions {
  readonly getApi: () => Promise<ApiClient>;
  readonly now?: () => number;
}

/** The form fields of the subscribe dialog, for the server's field texts. */
const SUBSCRIBE_FIELDS = ['kanal', 'empfaenger'];

export function createAlertStore({ getApi, now = Date.now }: AlertStoreOptions): AlertStore {
  return createStore<AlertState>()((set, get) => {
    /** Runs one call: busy while it runs, the refusal in `error`; null on failure. */
    async function run<T>(
      call: (api: ApiClient) => Promise<T>,
      fields: readonly string[] = [],
    ): Promise<T | null> {
      if (get().status === 'busy') return null;
      set({ status: 'busy', error: null, resent: false });
      try {
        const result = await call(await getApi());
        set({ status: 'idle' });
        return result;
      } catch (error) {
        set({ status: 'idle', error: alertErrorOf(error, fields) });
        return null;
      }
    }

    return {
      status: 'idle',
      error: null,
      resent: false,
      // The dialog has just sent the first PIN: the cooldown runs from the PIN page's opening.
      resendAvailableAt: now() + PIN_RESEND_COOLDOWN_MS,
      pinSentAt: null,
      link: null,

      subscribe: (body) => run((api) => api.subscribeAlert(body), SUBSCRIBE_FIELDS),

      confirm: (token, pin) =>
        run((api) => api.confirmAlert({ token, pin: stripPinDash(pin) }), ['pin']),

      async resend(token) {
        if (now() < get().resendAvailableAt) return;
        const requestedAt = now();
        const sent = await run(async (api) => {
          await api.resendAlertPin({ token });
          return true;
        });
        if (!sent) return;
        set({
          resent: true,
          resendAvailableAt: now() + PIN_RESEND_COOLDOWN_MS,
          pinSentAt: requestedAt,
        });
        // Issue #23 part 3: the new PIN's validity survives a reload too.
        const pending = readPendingAlert();
        if (pending?.token === token) writePendingAlert({ ...pending, gesendetAm: requestedAt });
      },

      async loadLink(link) {
        const info = await run((api) => api.alertLink({ link }));
        if (info) set({ link: info });
      },

      async open(link, code) {
        // The API client sends the session's code as basic auth (§6, §7): a typed code goes
        // there for the call and stays only if it is the alert's.
        const previous = readSession<string>('code');
        if (code !== undefined) writeSession('code', normaliseCode(code));
        const filters = await run((api) => api.openAlert({ link }), ['code']);
        if (!filters && code !== undefined) {
          if (previous === null) removeSession('code');
          else writeSession('code', previous);
        }
        return filters;
      },

      async unsubscribe(link) {
        return (await run((api) => api.unsubscribeAlert({ link }))) !== null;
      },

      clearError: () => set({ error: null }),
    };
  });
}
