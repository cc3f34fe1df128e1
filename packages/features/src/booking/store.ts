// The booking flow's state (§4 "Slot selection", "Booking"): which modal is open, the contact form,
// the postcode lookup, the booking call and its error. A store per provider (EXAMPLES item 5); it
// never navigates — the flow component does that with the outcome of submit().
import type { ApiClient } from '@terminservice/api-client';
import { newIdempotencyKey } from '@terminservice/api-client';
import {
  DEFAULT_TERMINTYP,
  FEATURE_TOGGLES,
  combinePracticeNote,
  isFeatureEnabled,
  toFeatureToggleMap,
  type Termintyp,
} from '@terminservice/domain/api';
import { isShown, type ApplicationType } from '@terminservice/domain/application-type';
import { resolveError, toParsedServerError } from '@terminservice/domain/errors';
import { toBookingRequest } from '@terminservice/domain/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { toBookingError, type BookingErrorView } from './booking-error.ts';
import {
  EMPTY_CONTACT,
  isCompletePostcode,
  validContact,
  type ContactField,
  type ContactValues,
} from './contact-values.ts';
import type { SlotSelection } from './selection.ts';

export type BookingStep = 'closed' | 'hint' | 'booking';

export type BookingOutcome =
  | { readonly kind: 'booked' }
  | { readonly kind: 'reserved'; readonly to: 'bookingVerification' | 'tssDetails' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

export interface BookingState {
  readonly step: BookingStep;
  readonly selection: SlotSelection | null;
  readonly applicationType: ApplicationType;
  readonly values: ContactValues;
  readonly touched: Readonly<Partial<Record<ContactField, boolean>>>;
  /** §8 booking WP030 for the entered postcode, from the lookup or the booking answer. */
  readonly zipError: string | null;
  /** The postcode the city was filled in for, while it is still the entered one. */
  readonly cityLookedUpFor: string | null;
  /** §5 "Unticking disables and clears it; text is remembered." */
  readonly rememberedComment: string;
  readonly busy: boolean;
  readonly error: BookingErrorView | null;

  /** §4 "Slot selection": WEB/SMED with a note show the hint modal first. null closes. */
  open(selection: SlotSelection | null, applicationType: ApplicationType): void;
  setApplicationType(applicationType: ApplicationType): void;
  /** 'Zur Terminbuchung'. */
  confirmHint(): void;
  close(): void;
  setValue<K extends ContactField>(field: K, value: ContactValues[K]): void;
  touch(field: ContactField): void;
  touchAll(fields: readonly ContactField[]): void;
  /** §5 "Postcode": once valid, the city is filled from ortsname. */
  lookUpCity(zip: string, signal?: AbortSignal): Promise<void>;
  /** §4 "Booking". */
  submit(today?: Date): Promise<BookingOutcome>;
}

export type BookingStore = StoreApi<BookingState>;

export interface BookingStoreOptions {
  readonly getApi: () => Promise<ApiClient>;
}

export function termintypOf(selection: SlotSelection | null): Termintyp {
  return selection?.slot.termintyp ?? DEFAULT_TERMINTYP;
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
    /** §4 "Booking": TSS/SURGERY/DISPO with tss_reservierungsabschluss on go to tssDetails. */
    async function reservationTarget(
      api: ApiClient,
    ): Promise<'bookingVerification' | 'tssDetails'> {
      if (!isShown('tssReservationCompletion', get().applicationType)) return 'bookingVerification';
      try {
        const toggles = toFeatureToggleMap(await api.featureToggles());
        return isFeatureEnabled(toggles, FEATURE_TOGGLES.tssReservierungsabschluss)
          ? 'tssDetails'
          : 'bookingVerification';
      } catch {
        return 'bookingVerification';
      }
    }

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

      open(selection, applicationType) {
        if (selection === null) {
          set({ step: 'closed', selection: null, error: null });
          return;
        }
        const hint = isShown('hintModal', applicationType) && practiceNoteOf(selection) !== null;
        set({ step: hint ? 'hint' : 'booking', selection, applicationType, error: null });
      },

      setApplicationType(applicationType) {
        set({ applicationType });
      },

      confirmHint() {
        if (get().step === 'hint') set({ step: 'booking' });
      },

      close() {
        set({ step: 'closed', error: null });
      },

      setValue(field, value) {
        set((state) => {
          const values = { ...state.values, [field]: value };
          if (field === 'agreementForComment') {
            // §5 "Unticking disables and clears it; text is remembered."
            return value
              ? { values: { ...values, commentForDoctor: state.rememberedComment } }
              : {
                  values: { ...values, commentForDoctor: '' },
                  rememberedComment: state.values.commentForDoctor,
                };
          }
          if (field === 'notificationChannel' && value !== 'email') {
            // §5 "e-mail cleared when channel is not e-mail".
            return {
              values: { ...values, notificationReceiver: '', notificationReceiverRepeat: '' },
              touched: {
                ...state.touched,
                notificationReceiver: false,
                notificationReceiverRepeat: false,
              },
            };
          }
          if (field !== 'zip') return { values };
          // §5 "when invalid the city is cleared": the city that came from the lookup goes with the
          // postcode it belonged to; a city the patient typed stays.
          const leaving = state.cityLookedUpFor !== null && value !== state.cityLookedUpFor;
          return {
            values: leaving ? { ...values, city: '' } : values,
            cityLookedUpFor: leaving ? null : state.cityLookedUpFor,
            zipError: null,
          };
        });
      },

      touch(field) {
        if (get().touched[field]) return;
        set((state) => ({ touched: { ...state.touched, [field]: true } }));
      },

      touchAll(fields) {
        set((state) => ({
          touched: { ...state.touched, ...Object.fromEntries(fields.map((f) => [f, true])) },
        }));
      },

      async lookUpCity(zip, signal) {
        if (!isCompletePostcode(zip)) return;
        try {
          const api = await getApi();
          const { ortsname } = await api.placeName({ plz: zip }, signal ? { signal } : undefined);
          if (get().values.zip !== zip) return;
          set((state) => ({
            values: { ...state.values, city: ortsname },
            cityLookedUpFor: zip,
            zipError: null,
            touched: { ...state.touched, city: true },
          }));
        } catch (error) {
          if (signal?.aborted || get().values.zip !== zip) return;
          const parsed = toParsedServerError(error);
          // §8 "booking | WP030": 'Die Postleitzahl ist ungültig'. Other failures (network) leave
          // the city to the patient.
          if (parsed.errorCodes.includes('WP030')) {
            set((state) => ({
              zipError: resolveError('booking', parsed)?.message ?? null,
              touched: { ...state.touched, zip: true },
            }));
          }
        }
      },

      async submit(today = new Date()) {
        const state = get();
        const { selection } = state;
        if (state.busy || selection === null) return { kind: 'invalid' };
        const termintyp = termintypOf(selection);
        const contact = validContact(state.values, {
          applicationType: state.applicationType,
          termintyp,
          today,
        });
        if (contact === null || state.zipError !== null) return { kind: 'invalid' };

        set({ busy: true, error: null });
        // §3 "Booking payload"; the phone gets +49 and strings are trimmed by the domain.
        const payload = toBookingRequest({
          slot: selection.slot.id,
          leistungsmerkmale: selection.qualifications,
          contact,
        });
        // One key per attempt: a repeated request of this attempt books nothing twice.
        const attempt = { idempotencyKey: newIdempotencyKey() };
        try {
          const api = await getApi();
          let outcome: BookingOutcome;
          if (termintyp === 'VIDEOSPRECHSTUNDE') {
            await api.reserveVideo(payload, attempt);
            outcome = { kind: 'reserved', to: await reservationTarget(api) };
          } else {
            await api.bookInPerson(payload, attempt);
            outcome = { kind: 'booked' };
          }
          // §4 "Contact data is reset after success."
          set({
            step: 'closed',
            busy: false,
            values: EMPTY_CONTACT,
            touched: {},
            zipError: null,
            cityLookedUpFor: null,
            rememberedComment: '',
          });
          return outcome;
        } catch (error) {
          const view = toBookingError(error, termintyp);
          set({
            busy: false,
            error: view,
            ...(view.zipRejected ? { zipError: view.message } : {}),
          });
          return { kind: 'failed' };
        }
      },
    };
  });
}
