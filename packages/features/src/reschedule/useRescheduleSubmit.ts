// The reschedule call of the confirmation modal (issue #15): busy while it runs, the refusal as the
// modal shows it. One Idempotency-Key per attempt (the client makes one), so a repeated request of
// the same attempt moves nothing twice.
import { useState } from 'react';
import type { BookingErrorView } from '../booking/index.ts';
import { useApi } from '../app-context/index.ts';
import { rescheduleErrorView } from './reschedule-error.ts';

export interface RescheduleSubmit {
  readonly busy: boolean;
  readonly error: BookingErrorView | null;
  /** Moves the session code's booking to `slotId`; true when it was moved. */
  submit(slotId: string): Promise<boolean>;
}

export function useRescheduleSubmit(): RescheduleSubmit {
  const getApi = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BookingErrorView | null>(null);
  return {
    busy,
    error,
    async submit(slotId) {
      if (busy) return false;
      setBusy(true);
      setError(null);
      try {
        const api = await getApi();
        await api.rescheduleBooking({ slot: slotId });
        return true;
      } catch (failure) {
        setError(rescheduleErrorView(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
