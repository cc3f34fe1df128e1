// Starting a reschedule from a page that has only the code (the management page, issue #15): read
// the booking, then open the search for the same code in reschedule mode.
import { firstSlotOfAppointment } from '@terminservice/domain/api';
import { useNavigate } from 'react-router';
import { useApi, useApplicationType, useIsShown } from '../app-context/index.ts';
import { reschedulePath } from './path.ts';
import { useT } from '../i18n/index.ts';
import { RESCHEDULE_MESSAGES } from './texts.ts';

/**
 * Opens the reschedule search for the session's code `code`. false when there is nothing to move
 * (no upcoming booking, or it could not be read): the caller then shows the details page, which
 * says why.
 */
export function useRescheduleStart(): (code: string) => Promise<boolean> {
  const getApi = useApi();
  const type = useApplicationType();
  const navigate = useNavigate();
  return async (code) => {
    try {
      const api = await getApi();
      const entry = firstSlotOfAppointment(await api.bookingLookup());
      if (!entry || entry.slot.expired) return false;
      void navigate(reschedulePath(type, code, entry));
      return true;
    } catch {
      return false;
    }
  };
}

/** A second way out of a code lookup form: 'Anderen Termin wählen' (management/ManagementForm). */
export interface RescheduleAction<T> {
  readonly label: string;
  /** The lookup found the code's booking (or reservation); `code` as entered. */
  onFound(outcome: T, code: string): void;
}

/**
 * 'Anderen Termin wählen' for the management page, where rescheduling is offered (§6 table,
 * 'reschedule'): a booking found → its reschedule search; anything else (a video reservation to
 * finish, a booking that has begun) → `manage`, as 'Buchung verwalten' would.
 */
export function useRescheduleAction<T extends { readonly to: string }>(
  manage: (outcome: T) => void,
): RescheduleAction<T> | undefined {
  const isShown = useIsShown();
  const start = useRescheduleStart();
  const { t } = useT();
  if (!isShown('reschedule')) return undefined;
  return {
    label: t(RESCHEDULE_MESSAGES.open),
    onFound(outcome, code) {
      void (async () => {
        if (outcome.to !== 'details' || !(await start(code))) manage(outcome);
      })();
    },
  };
}
