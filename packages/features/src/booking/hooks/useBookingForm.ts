// The booking modal's form state (§5 "Contact form"): the messages of every field, whether the form
// may be sent, and the submit that shows every message and focuses the first when it may not.
import { useMemo, useState } from 'react';
import { useBooking } from '../BookingStoreProvider.tsx';
import { contactErrors, CONTACT_FIELDS, type ContactField } from '../contact-values.ts';
import type { SlotSelection } from '../selection.ts';
import { termintypOf } from '../store.ts';

export interface BookingForm {
  readonly video: boolean;
  readonly errors: Partial<Record<ContactField, string>>;
  readonly invalid: boolean;
  submit(): void;
}

/** `idPrefix` names the controls (`${idPrefix}-${field}`); `onSubmit` runs for a valid form. */
export function useBookingForm(
  selection: SlotSelection,
  idPrefix: string,
  onSubmit: () => void,
): BookingForm {
  const values = useBooking((state) => state.values);
  const applicationType = useBooking((state) => state.applicationType);
  const zipError = useBooking((state) => state.zipError);
  const busy = useBooking((state) => state.busy);
  const touchAll = useBooking((state) => state.touchAll);
  // The age rules count from the day the modal opened.
  const [today] = useState(() => new Date());

  const termintyp = termintypOf(selection);
  const errors = useMemo(
    () => contactErrors(values, { applicationType, termintyp, today }),
    [values, applicationType, termintyp, today],
  );
  const invalid = Object.keys(errors).length > 0 || zipError !== null;

  const submit = () => {
    if (busy) return;
    if (invalid) {
      // The submit button refuses clicks while invalid; should the form be submitted another way,
      // show every message and go to the first one.
      touchAll(CONTACT_FIELDS);
      const first = CONTACT_FIELDS.find(
        (field: ContactField) => errors[field] !== undefined || (field === 'zip' && zipError),
      );
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    onSubmit();
  };

  return { video: termintyp === 'VIDEOSPRECHSTUNDE', errors, invalid, submit };
}
