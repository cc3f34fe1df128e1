// The search page in reschedule mode (issue #15): whether the address asks for it, and the booking
// being moved, read once per code for the note and the modal. The search itself then sends
// verschieben=true (search/store.ts), so that the code's booking does not send it to the details.
import { firstSlotOfAppointment, type AppointmentEntry } from '@terminservice/domain/api';
import { useEffect, useState } from 'react';
import { useApi } from '../app-context/index.ts';

export interface RescheduleMode {
  readonly active: boolean;
  /** The booking being moved; null while loading, or when it could not be read. */
  readonly current: AppointmentEntry | null;
}

/**
 * The booking of `code` while `active`. Call it after the search criteria are stored (the API
 * client sends the session's code). A failed lookup leaves the note without its date: the move
 * itself then says what is wrong (WP069, WP004, …).
 */
export function useRescheduleMode(code: string, active: boolean): RescheduleMode {
  const getApi = useApi();
  const [loaded, setLoaded] = useState<{ code: string; entry: AppointmentEntry | null } | null>(
    null,
  );
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await getApi();
        const appointment = await api.bookingLookup({ signal: controller.signal });
        if (!controller.signal.aborted) {
          setLoaded({ code, entry: firstSlotOfAppointment(appointment) });
        }
      } catch {
        if (!controller.signal.aborted) setLoaded({ code, entry: null });
      }
    })();
    return () => controller.abort();
  }, [active, code, getApi]);
  return { active, current: active && loaded?.code === code ? loaded.entry : null };
}
