// The contact form's fields bound to the booking store (§5 "Contact form"): a message shows after
// its field was left (touched); the postcode shows the §8 WP030 message of the lookup or booking.
import { TextField } from '@terminservice/ui/text-field';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { useBooking } from '../BookingStoreProvider.tsx';
import type { ContactField, ContactValues } from '../contact-values.ts';

/** The fields entered as text (the others are a select, radios and checkboxes). */
export type TextContactField = Exclude<
  ContactField,
  'agreementForComment' | 'userAgreement' | 'notificationChannel'
>;

export interface ContactBinding {
  readonly idPrefix: string;
  readonly values: ContactValues;
  readonly busy: boolean;
  setValue: <K extends ContactField>(field: K, value: ContactValues[K]) => void;
  touch: (field: ContactField) => void;
  /** The message shown at `field`, if any. */
  shown(field: ContactField): string | undefined;
  /** A text field bound to the store: id `${idPrefix}-${field}` (for focusing the first error). */
  text(
    field: TextContactField,
    label: string,
    extra?: Partial<ComponentProps<typeof TextField>>,
  ): ReactNode;
}

export function useContactBinding(
  idPrefix: string,
  errors: Partial<Record<ContactField, string>>,
): ContactBinding {
  const { domain } = useT();
  const values = useBooking((state) => state.values);
  const touched = useBooking((state) => state.touched);
  const zipError = useBooking((state) => state.zipError);
  const busy = useBooking((state) => state.busy);
  const setValue = useBooking((state) => state.setValue);
  const touch = useBooking((state) => state.touch);

  // §5 and §8 messages are the domain's German texts: shown in the language in use.
  const shown = (field: ContactField): string | undefined => {
    if (field === 'zip' && zipError) return domain(zipError);
    const error = touched[field] ? errors[field] : undefined;
    return error === undefined ? undefined : domain(error);
  };

  return {
    idPrefix,
    values,
    busy,
    setValue,
    touch,
    shown,
    text: (field, label, extra = {}) => (
      <TextField
        id={`${idPrefix}-${field}`}
        label={label}
        value={values[field]}
        error={shown(field)}
        onChange={(event) => setValue(field, event.target.value)}
        onBlur={() => touch(field)}
        readOnly={busy}
        {...extra}
      />
    ),
  };
}
