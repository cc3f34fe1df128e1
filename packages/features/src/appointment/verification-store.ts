// The video reservation PIN page's state (§2 "Video reservation PIN page", §4 "Video
// reservation"): attempts, resend cooldown, the last error, the mail address. A store per
// provider; actions return what the page shows and where it goes — the store never touches the URL.
import type { ApiClient } from '@terminservice/api-client';
import {
  PIN_RESENT,
  RESERVATION_CANCELLED,
  VIDEO_BOOKED,
  resolveError,
  toParsedServerError,
  type ResolvedError,
} from '@terminservice/domain/errors';
import { MAX_BOOKING_PIN_ATTEMPTS, PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Outcome } from './details-store.ts';

export const COOLDOWN_SECONDS = PIN_RESEND_COOLDOWN_MS / 1000;

export type VerificationTask = 'book' | 'cancel' | 'resend';

export interface VerificationState {
  /** §4: failed verifications; reset to 0 on resend; 5 when the server says the limit is reached. */
  readonly attempts: number;
  /** §9: seconds until the PIN may be resent. */
  readonly cooldown: number;
  readonly busy: VerificationTask | null;
  /** §8 "video booking" row of the last failure, shown on the page. */
  readonly error: ResolvedError | null;
  /** The address the verification mail went to (videosprechstunde/email/anzeigen). */
  readonly email: string | null;
  loadEmail(signal?: AbortSignal): Promise<void>;
  startCooldown(): void;
  tick(): void;
  book(pin: string): Promise<Outcome | null>;
  resend(): Promise<Outcome | null>;
  cancel(): Promise<Outcome | null>;
}

export type VerificationStore = StoreApi<VerificationState>;

/** The catalogue row of a failure (§8 "video booking"); never null: 'other' always matches. */
function resolveVideoError(error: unknown): ResolvedError {
  return (
    resolveError('videoBooking', toParsedServerError(error)) ?? {
      context: 'videoBooking',
      code: null,
      message: null,
      logged: false,
      next: { kind: 'show' },
      errorText: '',
      referenceId: null,
    }
  );
}

export function isMaxAttempts(attempts: number): boolean {
  return attempts >= MAX_BOOKING_PIN_ATTEMPTS;
}

export function createVerificationStore(getApi: () => Promise<ApiClient>): VerificationStore {
  return createStore<VerificationState>()((set, get) => ({
    attempts: 0,
    cooldown: 0,
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

    startCooldown: () => set({ cooldown: COOLDOWN_SECONDS }),
    tick: () => set((state) => ({ cooldown: Math.max(0, state.cooldown - 1) })),

    async book(pin) {
      if (get().busy) return null;
      set({ busy: 'book', error: null });
      try {
        const api = await getApi();
        await api.bookVideo({ pin });
        return { notice: VIDEO_BOOKED, tone: 'success' };
      } catch (error) {
        const resolved = resolveVideoError(error);
        set((state) => ({
          error: resolved,
          attempts:
            // WP078 (no more deliveries) and WP079 (PIN blocked, reservation cancelled): at the limit.
            resolved.code === 'WP078' || resolved.code === 'WP079'
              ? MAX_BOOKING_PIN_ATTEMPTS
              : resolved.code === 'WP080'
                ? Math.min(state.attempts + 1, MAX_BOOKING_PIN_ATTEMPTS)
                : state.attempts,
        }));
        return null;
      } finally {
        set({ busy: null });
      }
    },

    async resend() {
      const { busy, cooldown, attempts } = get();
      if (busy || cooldown > 0 || isMaxAttempts(attempts)) return null;
      set({ busy: 'resend', error: null });
      try {
        const api = await getApi();
        await api.resendBookingPin();
        set({ attempts: 0, cooldown: COOLDOWN_SECONDS });
        return { notice: PIN_RESENT, tone: 'success' };
      } catch (error) {
        const resolved = resolveVideoError(error);
        set({
          error: resolved,
          ...(resolved.code === 'WP078' ? { attempts: MAX_BOOKING_PIN_ATTEMPTS } : {}),
        });
        return null;
      } finally {
        set({ busy: null });
      }
    },

    async cancel() {
      if (get().busy) return null;
      set({ busy: 'cancel', error: null });
      try {
        const api = await getApi();
        await api.cancelReservation();
        return { notice: RESERVATION_CANCELLED, tone: 'success' };
      } catch (error) {
        set({ error: resolveVideoError(error) });
        return null;
      } finally {
        set({ busy: null });
      }
    },
  }));
}
