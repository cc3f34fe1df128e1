// The 6-digit PIN of the identity check and of the alert's confirmation (§5 "Identity PIN"): its
// value, its message (shown once the field was left or the form sent), and the field's props.
import { IDENTITY_PIN_MAX_LENGTH } from '@terminservice/domain/limits';
import { firstError, identityPinSchema } from '@terminservice/domain/validation';
import { useState } from 'react';
import type { PinFieldProps } from './PinForm.tsx';

export interface IdentityPin {
  readonly pin: string;
  /** The domain's message for the PIN as typed, shown or not. */
  readonly error: string | undefined;
  /** Show the message from now on (the form was sent). */
  touch(): void;
  /** Value, change, leave, shown message, name, length and required for the PinForm's field. */
  readonly field: Pick<
    PinFieldProps,
    'name' | 'maxLength' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required'
  >;
}

export function useIdentityPin(): IdentityPin {
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const error = firstError(identityPinSchema, pin);
  return {
    pin,
    error,
    touch: () => setTouched(true),
    field: {
      name: 'pin',
      maxLength: IDENTITY_PIN_MAX_LENGTH,
      value: pin,
      onChange: (event) => setPin(event.target.value),
      onBlur: () => setTouched(true),
      error: touched ? error : undefined,
      required: true,
    },
  };
}
