// The details page's state (§2 "Details pages", §4 "Cancellation", "Confirmation modal"): the
// booking, the confirmation-modal decision, cancel, change e-mail, mark as noted. A store per
// provider (docs/architecture.md "Apps and features"); actions return what the page should show and where it should go —
// the store never touches the URL. Each concern is a module in `details-store/`.
import type { ApiClient } from '@terminservice/api-client';
import { createStore } from 'zustand/vanilla';
import { cancelAction } from './details-store/cancel.ts';
import { changeEmailAction, confirmEmailAction } from './details-store/change-email.ts';
import { calendarFileAction, markNotedAction } from './details-store/confirmation.ts';
import { loadAction } from './details-store/load.ts';
import type { DetailsState, DetailsStore } from './details-store/types.ts';

export type { DetailsState, DetailsStatus, DetailsStore } from './details-store/types.ts';
export { decodeBase64Utf8 } from './details-store/confirmation.ts';
export { errorOutcome, type Outcome } from './outcome.ts';

export function createDetailsStore(getApi: () => Promise<ApiClient>): DetailsStore {
  return createStore<DetailsState>()((set, get) => {
    const context = { set, get, getApi };
    return {
      status: 'loading',
      appointment: null,
      entry: null,
      notNoted: false,
      cancelling: false,
      changingEmail: false,
      pendingEmail: null,
      pendingEmailSentAt: null,
      confirmingEmail: false,
      load: loadAction(context),
      cancel: cancelAction(context),
      changeEmail: changeEmailAction(context),
      confirmEmail: confirmEmailAction(context),
      cancelEmailChange: () => set({ pendingEmail: null }),
      markNoted: markNotedAction(context),
      calendarFile: calendarFileAction(context),
    };
  });
}
