// §4 "Video reservation": book with the PIN, resend the mail, cancel the reservation; the attempts
// follow the §8 "video booking" codes (+1 on WP080; the limit on WP078/WP079; 0 on resend).
import { PIN_RESENT, RESERVATION_CANCELLED, VIDEO_BOOKED } from '@terminservice/domain/errors';
import { MAX_BOOKING_PIN_ATTEMPTS, PIN_RESEND_COOLDOWN_MS } from '@terminservice/domain/limits';
import { removeSession } from '../../app-context/index.ts';
import { isMaxAttempts, runTask } from './task.ts';
import type { VerificationActionContext, VerificationState } from './types.ts';

export function bookAction(context: VerificationActionContext): VerificationState['book'] {
  return async (pin) => {
    if (context.get().busy) return null;
    return runTask(context, {
      task: 'book',
      call: async (api) => {
        await api.bookVideo({ pin });
        removeSession('reservedAt'); // issue #23 part 3: no reservation left to count down
        return { notice: VIDEO_BOOKED, tone: 'success' };
      },
      onError: (resolved, state) => ({
        attempts:
          // WP078 (no more deliveries) and WP079 (PIN blocked, reservation cancelled): at the limit.
          resolved.code === 'WP078' || resolved.code === 'WP079'
            ? MAX_BOOKING_PIN_ATTEMPTS
            : resolved.code === 'WP080'
              ? Math.min(state.attempts + 1, MAX_BOOKING_PIN_ATTEMPTS)
              : state.attempts,
      }),
    });
  };
}

export function resendAction(context: VerificationActionContext): VerificationState['resend'] {
  const { set, get } = context;
  return async () => {
    const { busy, resendAvailableAt, attempts } = get();
    if (busy || Date.now() < resendAvailableAt || isMaxAttempts(attempts)) return null;
    return runTask(context, {
      task: 'resend',
      call: async (api) => {
        await api.resendBookingPin();
        set({ attempts: 0, resendAvailableAt: Date.now() + PIN_RESEND_COOLDOWN_MS });
        return { notice: PIN_RESENT, tone: 'success' };
      },
      onError: (resolved) =>
        resolved.code === 'WP078' ? { attempts: MAX_BOOKING_PIN_ATTEMPTS } : {},
    });
  };
}

export function cancelAction(context: VerificationActionContext): VerificationState['cancel'] {
  return async () => {
    if (context.get().busy) return null;
    return runTask(context, {
      task: 'cancel',
      call: async (api) => {
        await api.cancelReservation();
        removeSession('reservedAt');
        return { notice: RESERVATION_CANCELLED, tone: 'success' };
      },
    });
  };
}
