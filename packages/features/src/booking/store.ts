// The booking flow's state (§4 "Slot selection", "Booking"): which modal is open, the contact form,
// the postcode lookup, the booking call and its error. A store per provider (docs/architecture.md "Apps and features"); it
// never navigates — the flow component does that with the outcome of submit(). The concerns are
// modules in `store/`: contact input, city lookup, submit, the taken-slot recovery (issue #17).
import type { ApiClient } from '@terminservice/api-client';
import { combinePracticeNote } from '@terminservice/domain/api';
import { isShown } from '@terminservice/domain/application-type';
import { createStore } from 'zustand/vanilla';
import { EMPTY_CONTACT } from './contact-values.ts';
import type { SlotSelection } from './selection.ts';
import { lookUpCityAction } from './store/city-lookup.ts';
import { withContactValue } from './store/contact-input.ts';
import { bookAlternativeAction, createRecoveryRunner } from './store/recovery.ts';
import { submitAction } from './store/submit.ts';
import type { BookingState, BookingStore } from './store/types.ts';

export type {
  BookingOutcome,
  BookingState,
  BookingStep,
  BookingStore,
  Recovery,
} from './store/types.ts';
export { termintypOf } from './store/submit.ts';

export interface BookingStoreOptions {
  readonly getApi: () => Promise<ApiClient>;
}

/** §3: the office note and the profile note, joined by a line break. */
export function practiceNoteOf(selection: SlotSelection): string | null {
  return combinePracticeNote(
    selection.office.praxishinweis,
    selection.profile?.terminprofilhinweis,
  );
}

export function createBookingStore({ getApi }: BookingStoreOptions): BookingStore {
  return createStore<BookingState>()((set, get) => {
    const context = { set, get, getApi };
    const recovery = createRecoveryRunner(context);
    const submit = submitAction(context, recovery);
    return {
      step: 'closed',
      selection: null,
      applicationType: 'WEB',
      values: EMPTY_CONTACT,
      touched: {},
      zipError: null,
      cityLookedUpFor: null,
      rememberedComment: '',
      busy: false,
      error: null,
      recovery: null,

      open(selection, applicationType) {
        recovery.stop();
        if (selection === null) {
          set({ step: 'closed', selection: null, error: null });
          return;
        }
        const hint = isShown('hintModal', applicationType) && practiceNoteOf(selection) !== null;
        set({ step: hint ? 'hint' : 'booking', selection, applicationType, error: null });
      },
      setApplicationType: (applicationType) => set({ applicationType }),
      confirmHint() {
        if (get().step === 'hint') set({ step: 'booking' });
      },
      close() {
        recovery.stop();
        set({ step: 'closed', error: null });
      },
      setValue: (field, value) => set((state) => withContactValue(state, field, value)),
      touch(field) {
        if (get().touched[field]) return;
        set((state) => ({ touched: { ...state.touched, [field]: true } }));
      },
      touchAll(fields) {
        set((state) => ({
          touched: { ...state.touched, ...Object.fromEntries(fields.map((f) => [f, true])) },
        }));
      },
      lookUpCity: lookUpCityAction(context),
      submit,
      bookAlternative: bookAlternativeAction(context, submit, recovery),
    };
  });
}
