// §4 "Cancellation": DELETE buchung with the slots to cancel and the session counter
// `cancellationCount` (starts at 1; below the limit incremented, from it removed; on error removed).
import { slotIdsToCancel } from '@terminservice/domain/api';
import { cancellationNotice } from '@terminservice/domain/errors';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import { ROUTES } from '@terminservice/domain/search';
import { readSession, removeSession, writeSession } from '../../app-context/index.ts';
import { errorOutcome } from '../outcome.ts';
import type { DetailsActionContext, DetailsState } from './types.ts';

/** Where to go after a cancellation: the stored results referer (§4), else base. */
function refererOrBase(): string {
  const referer = readSession<string>('resultsReferer');
  return typeof referer === 'string' && referer.startsWith('/') ? referer : ROUTES.base;
}

export function cancelAction({ set, get, getApi }: DetailsActionContext): DetailsState['cancel'] {
  return async () => {
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
  };
}
