// The details page's state (§2 "Details pages", §4 "Cancellation", "Confirmation modal"): the
// booking, the confirmation-modal decision, cancel, change e-mail, mark as noted. A store per
// provider (EXAMPLES item 5); actions return what the page should show and where it should go —
// the store never touches the URL.
import type { ApiClient } from '@terminservice/api-client';
import {
  firstSlotOfAppointment,
  isCodeNoted,
  slotIdsToCancel,
  type AppointmentEntry,
  type AppointmentResponse,
} from '@terminservice/domain/api';
import {
  EMAIL_CHANGED,
  cancellationNotice,
  resolveError,
  toParsedServerError,
  type ErrorContext,
  type Notice,
} from '@terminservice/domain/errors';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import { ROUTES } from '@terminservice/domain/search';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readSession, removeSession, writeSession } from '../app-context/index.ts';
import { DETAILS_TEXTS } from './texts.ts';
import type { ToastTone } from '../shell/index.ts';

/** A toast to show and, optionally, where to go next. */
export interface Outcome {
  readonly notice?: Notice;
  readonly tone?: ToastTone;
  readonly to?: string;
}

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

/** §8: the catalogue row as a toast; a message-less answer falls back to `fallback`. */
export function errorOutcome(
  context: ErrorContext,
  error: unknown,
  fallback: string,
): { notice: Notice; to: string | null } {
  const resolved = resolveError(context, toParsedServerError(error));
  const message = resolved?.message ? resolved.message : fallback;
  const to = resolved?.next.kind === 'navigate' && resolved.next.to === 'base' ? ROUTES.base : null;
  return {
    notice: resolved?.title ? { title: resolved.title, message } : { message },
    to,
  };
}

/** Base64 of the ICS text (§3 "ical (base64 calendar file)") to UTF-8 text. */
export function decodeBase64Utf8(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Where to go after a cancellation: the stored results referer (§4), else base. */
function refererOrBase(): string {
  const referer = readSession<string>('resultsReferer');
  return typeof referer === 'string' && referer.startsWith('/') ? referer : ROUTES.base;
}

export function createDetailsStore(getApi: () => Promise<ApiClient>): DetailsStore {
  return createStore<DetailsState>()((set, get) => ({
    status: 'loading',
    appointment: null,
    entry: null,
    notNoted: false,
    cancelling: false,
    changingEmail: false,

    async load({ askNoted }, signal) {
      set({ status: 'loading' });
      const api = await getApi();
      try {
        const appointment = await api.bookingLookup({ ...(signal ? { signal } : {}) });
        const entry = firstSlotOfAppointment(appointment);
        // §2: "if there are no slots the user goes back to base".
        if (entry === null) {
          set({ status: 'left' });
          return { to: ROUTES.base };
        }
        let notNoted = false;
        if (askNoted) {
          try {
            notNoted = !isCodeNoted(await api.isCodeNoted({ ...(signal ? { signal } : {}) }));
          } catch {
            // Unknown: rather no modal than one that cannot be closed for good.
            notNoted = false;
          }
        }
        set({ status: 'ready', appointment, entry, notNoted });
        return null;
      } catch (error) {
        if (signal?.aborted) return null;
        set({ status: 'left' });
        // §8 details page: WP068, WP069/WP008, WP104, other — "all go to base".
        const { notice } = errorOutcome('detailsPage', error, DETAILS_TEXTS.loadFailed);
        return { notice, tone: 'error', to: ROUTES.base };
      }
    },

    async cancel() {
      const { appointment } = get();
      if (appointment === null || get().cancelling) return {};
      set({ cancelling: true });
      // §4: "A session counter starts at 1".
      const count = readSession<number>('cancellationCount') ?? 1;
      try {
        const api = await getApi();
        await api.deleteBooking({ slots: slotIdsToCancel(appointment) });
        const notice = cancellationNotice(count);
        if (count < MAX_CANCELLATIONS_PER_CODE) {
          writeSession('cancellationCount', count + 1);
          return { notice, tone: 'success', to: refererOrBase() };
        }
        removeSession('cancellationCount');
        return { notice, tone: 'success', to: ROUTES.base };
      } catch (error) {
        // §4: "On error the counter is removed."
        removeSession('cancellationCount');
        const { notice } = errorOutcome('cancel', error, '');
        return { notice, tone: notice.title === 'Information' ? 'info' : 'error' };
      } finally {
        set({ cancelling: false });
      }
    },

    async changeEmail(email) {
      set({ changingEmail: true });
      try {
        const api = await getApi();
        await api.changeContact({ notificationReceiver: email });
        return { notice: EMAIL_CHANGED, tone: 'success' };
      } catch (error) {
        const { notice } = errorOutcome('emailChange', error, '');
        return { notice, tone: 'error' };
      } finally {
        set({ changingEmail: false });
      }
    },

    async markNoted() {
      set({ notNoted: false });
      try {
        const api = await getApi();
        await api.markCodeNoted();
      } catch {
        // The modal stays closed; next visit asks the server again.
      }
    },

    async calendarFile() {
      const entry = get().entry;
      if (entry === null) throw new Error('No appointment loaded');
      if (entry.slot.ical) {
        try {
          return decodeBase64Utf8(entry.slot.ical);
        } catch {
          // Not base64 after all: ask the server.
        }
      }
      const api = await getApi();
      return api.calendarFile({ slotId: entry.slot.id });
    },
  }));
}
