// §5 "Contact form": what typing into a field changes beside the field itself — the remembered
// comment, the e-mail cleared with the channel, the looked-up city that goes with its postcode.
import type { ContactField, ContactValues } from '../contact-values.ts';
import type { BookingState } from './types.ts';

type ContactInput = Pick<
  BookingState,
  'values' | 'touched' | 'rememberedComment' | 'cityLookedUpFor' | 'zipError'
>;

/** The state after `field` was set to `value`. */
export function withContactValue<K extends ContactField>(
  state: ContactInput,
  field: K,
  value: ContactValues[K],
): Partial<ContactInput> {
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
}
