// §2 "a block to change the notification e-mail": PATCH buchung (§7 change contact), §8 notices.
import { EMAIL_CHANGED } from '@terminservice/domain/errors';
import { errorOutcome } from '../outcome.ts';
import type { DetailsActionContext, DetailsState } from './types.ts';

export function changeEmailAction({
  set,
  getApi,
}: DetailsActionContext): DetailsState['changeEmail'] {
  return async (email) => {
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
  };
}
