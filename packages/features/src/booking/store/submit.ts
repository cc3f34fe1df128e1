// §4 "Booking": in person bookInPerson, video reserveVideo (then the PIN page or, with the toggle
// tss_reservierungsabschluss, the TSS details); one idempotency key per attempt; contact data reset
// after success and kept after an error; a gone slot starts the recovery (issue #17).
import type { ApiClient } from '@terminservice/api-client';
import { newIdempotencyKey } from '@terminservice/api-client';
import {
  DEFAULT_TERMINTYP,
  FEATURE_TOGGLES,
  isFeatureEnabled,
  toFeatureToggleMap,
  type Termintyp,
} from '@terminservice/domain/api';
import { isShown, type ApplicationType } from '@terminservice/domain/application-type';
import { toBookingRequest } from '@terminservice/domain/validation';

type BookingRequest = ReturnType<typeof toBookingRequest>;
import { removeSession, writeSession } from '../../app-context/index.ts';
import { toBookingError } from '../booking-error.ts';
import { EMPTY_CONTACT, validContact } from '../contact-values.ts';
import type { SlotSelection } from '../selection.ts';
import type {
  BookingActionContext,
  BookingOutcome,
  BookingState,
  RecoveryRunner,
} from './types.ts';

export function termintypOf(selection: SlotSelection | null): Termintyp {
  return selection?.slot.termintyp ?? DEFAULT_TERMINTYP;
}

/** §4 "Booking": TSS/SURGERY/DISPO with tss_reservierungsabschluss on go to tssDetails. */
async function reservationTarget(
  api: ApiClient,
  applicationType: ApplicationType,
): Promise<'bookingVerification' | 'tssDetails'> {
  if (!isShown('tssReservationCompletion', applicationType)) return 'bookingVerification';
  try {
    const toggles = toFeatureToggleMap(await api.featureToggles());
    return isFeatureEnabled(toggles, FEATURE_TOGGLES.tssReservierungsabschluss)
      ? 'tssDetails'
      : 'bookingVerification';
  } catch {
    return 'bookingVerification';
  }
}

/** The call for the slot's kind; one key per attempt: a repeat of this attempt books nothing twice. */
async function book(
  { get, getApi }: BookingActionContext,
  termintyp: Termintyp,
  payload: BookingRequest,
): Promise<BookingOutcome> {
  const attempt = { idempotencyKey: newIdempotencyKey() };
  const api = await getApi();
  if (termintyp === 'VIDEOSPRECHSTUNDE') {
    // Issue #23 part 3: the PIN page shows the time left of the 30 minutes from here.
    const reservedAt = Date.now();
    removeSession('reservedAt');
    await api.reserveVideo(payload, attempt);
    writeSession('reservedAt', reservedAt);
    return { kind: 'reserved', to: await reservationTarget(api, get().applicationType) };
  }
  await api.bookInPerson(payload, attempt);
  return { kind: 'booked' };
}

export function submitAction(
  context: BookingActionContext,
  recovery: RecoveryRunner,
): BookingState['submit'] {
  const { set, get } = context;
  return async (today = new Date()) => {
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
    try {
      const outcome = await book(context, termintyp, payload);
      recovery.stop();
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
      set({ busy: false, error: view, ...(view.zipRejected ? { zipError: view.message } : {}) });
      // Issue #17: a gone slot does not end in an error — the modal offers alternatives (again,
      // should an alternative be gone too); any other refusal shows with the form.
      if (view.slotGone) recovery.start(view);
      else recovery.stop();
      return { kind: 'failed' };
    }
  };
}
