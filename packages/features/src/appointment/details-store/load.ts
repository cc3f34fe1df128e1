// §2 "Details pages": load the booking by the session's code; the first slot decides; §8 "details
// page" errors go to base with a toast.
import { firstSlotOfAppointment, isCodeNoted } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import type { ApiClient } from '@terminservice/api-client';
import { errorOutcome } from '../outcome.ts';
import { DETAILS_TEXTS } from '../texts.ts';
import type { DetailsActionContext, DetailsState } from './types.ts';

/** §2: whether the code is still to be noted; unknown counts as noted. */
async function askNotNoted(api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  try {
    return !isCodeNoted(await api.isCodeNoted({ ...(signal ? { signal } : {}) }));
  } catch {
    // Unknown: rather no modal than one that cannot be closed for good.
    return false;
  }
}

export function loadAction({ set, getApi }: DetailsActionContext): DetailsState['load'] {
  return async ({ askNoted }, signal) => {
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
      const notNoted = askNoted ? await askNotNoted(api, signal) : false;
      set({ status: 'ready', appointment, entry, notNoted });
      return null;
    } catch (error) {
      if (signal?.aborted) return null;
      set({ status: 'left' });
      // §8 details page: WP068, WP069/WP008, WP104, other — "all go to base".
      const { notice } = errorOutcome('detailsPage', error, DETAILS_TEXTS.loadFailed);
      return { notice, tone: 'error', to: ROUTES.base };
    }
  };
}
