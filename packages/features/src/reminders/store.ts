// The reminder page's state (issue #15; docs/reminders.md "The pages"): the link's appointment is
// loaded (loading → ready), the button sends the action once (sending → done), and a refusal or
// failure is kept to show. A store per provider (docs/architecture.md "Apps and features").
import type { ApiClient } from '@terminservice/api-client';
import { ApiError } from '@terminservice/domain/errors';
import type {
  ReminderAction,
  ReminderReleased,
  ReminderView,
} from '@terminservice/domain/reminders';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { REMINDER_TEXTS } from './texts.ts';

export type ReminderStatus = 'loading' | 'ready' | 'sending' | 'done' | 'failed';

export interface ReminderFailure {
  readonly title: string;
  readonly message: string;
  /** A refusal of the link itself (4xx) is final; anything else may be tried again. */
  readonly final: boolean;
  /** The server's error code when `message` is the server's text (issue #23 part 1), else null. */
  readonly code: string | null;
}

export interface ReminderState {
  readonly status: ReminderStatus;
  readonly view: ReminderView | null;
  /** After a release: the code's cancellations now. */
  readonly released: ReminderReleased | null;
  readonly failure: ReminderFailure | null;
  load(): Promise<void>;
  submit(): Promise<void>;
}

export type ReminderStore = StoreApi<ReminderState>;

/** The server's own text for a refusal of the link (RM001 … RM004, 429), else the general one. */
function failureOf(error: unknown): ReminderFailure {
  if (error instanceof ApiError && error.status < 500 && error.serverError.errorText !== '') {
    return {
      title: REMINDER_TEXTS.refusedTitle,
      message: error.serverError.errorText,
      final: error.status !== 429,
      code: error.serverError.errorCodes[0] ?? null,
    };
  }
  return {
    title: REMINDER_TEXTS.failedTitle,
    message: REMINDER_TEXTS.failedMessage,
    final: false,
    code: null,
  };
}

export function createReminderStore(
  getApi: () => Promise<ApiClient>,
  link: { readonly aktion: ReminderAction; readonly token: string },
): ReminderStore {
  return createStore<ReminderState>()((set, get) => ({
    status: 'loading',
    view: null,
    released: null,
    failure: null,

    async load() {
      set({ status: 'loading', failure: null });
      try {
        const api = await getApi();
        const view = await api.reminderView({ aktion: link.aktion, token: link.token });
        set({ status: 'ready', view });
      } catch (error) {
        set({ status: 'failed', failure: failureOf(error) });
      }
    },

    async submit() {
      if (get().status !== 'ready') return;
      set({ status: 'sending', failure: null });
      try {
        const api = await getApi();
        if (link.aktion === 'komme') {
          await api.reminderConfirm({ token: link.token });
          set({ status: 'done' });
        } else {
          const released = await api.reminderRelease({ token: link.token });
          set({ status: 'done', released });
        }
      } catch (error) {
        const failure = failureOf(error);
        // A refusal ends the page; a failure on the way keeps the button for another try.
        set(failure.final ? { status: 'failed', failure } : { status: 'ready', failure });
      }
    },
  }));
}
