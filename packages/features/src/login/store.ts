// The login page's state and flows (§4 "Code login", "No-code flow"; §8 login, availability and
// e-mail/SMS PIN rows). A store per provider (docs/architecture.md "Apps and features"). Stores never touch the URL: each
// flow answers where to go, and the page navigates. Each flow is a module of its own in flows/.
import {
  FEATURE_TOGGLES,
  toFeatureToggleMap,
  type CodeStatusResponse,
} from '@terminservice/domain/api';
import { createStore } from 'zustand/vanilla';
import { codeLoginActions } from './flows/code-login.ts';
import { noCodeActions } from './flows/no-code.ts';
import type {
  FatalInfo,
  FlowContext,
  LoginState,
  LoginStore,
  LoginStoreOptions,
  ServerErrorText,
} from './flows/state.ts';
import { tssActions } from './flows/tss.ts';

export type {
  FatalInfo,
  LoginDestination,
  LoginState,
  LoginStore,
  LoginStoreOptions,
  PendingLogin,
  ServerErrorText,
} from './flows/state.ts';

export function createLoginStore({ getApi }: LoginStoreOptions): LoginStore {
  return createStore<LoginState>()((set, get) => {
    const context: FlowContext = {
      getApi,
      set,
      get,
      fail: (
        message: string,
        fatal: FatalInfo | null = null,
        refusedCode: CodeStatusResponse | null = null,
        serverError: ServerErrorText | null = null,
      ) => set({ errors: [message], fatal, refusedCode, serverError, submitting: false }),
    };

    return {
      errors: [],
      fatal: null,
      refusedCode: null,
      serverError: null,
      submitting: false,
      smsEnabled: true,
      pendingLogin: null,
      requestingCode: false,
      ...codeLoginActions(context),
      ...noCodeActions(context),
      ...tssActions(context),

      async loadToggles(signal) {
        try {
          const api = await getApi();
          const toggles = toFeatureToggleMap(
            await api.featureToggles(signal ? { signal } : undefined),
          );
          set({ smsEnabled: toggles[FEATURE_TOGGLES.smsIdentitaetspruefung] !== false });
        } catch {
          // Without the toggles the SMS check stays offered; the server refuses it if it is off.
        }
      },

      clearErrors() {
        set({ errors: [], fatal: null, refusedCode: null, serverError: null });
      },
    };
  });
}
