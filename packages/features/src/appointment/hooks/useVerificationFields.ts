// The PIN page's fields (§5 booking PIN): the code only when none is known, the PIN prefilled from
// the `pin` query parameter (§2).
import { createBookingPinFormSchema, fieldErrors } from '@terminservice/domain/validation';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { useSearchParams } from 'react-router';
import { writeSession } from '../../app-context/index.ts';
import { useFormFields, type FormFields } from './useFormFields.ts';

export interface VerificationFields extends FormFields<'code' | 'pin'> {
  /** The known code, else the typed one once there is any. */
  readonly currentCode: string | null;
  /** A code typed on the page becomes the session's code before any call (§7 basic auth). */
  storeTypedCode(): boolean;
}

export function useVerificationFields(knownCode: string | null): VerificationFields {
  const [searchParams] = useSearchParams();
  const schema = createBookingPinFormSchema({ codeKnown: knownCode !== null });
  const form = useFormFields(
    () => ({
      code: '',
      // §2: "Optional query parameter pin prefills the PIN."
      pin: (searchParams.get('pin') ?? '').replace(/\D/g, '').slice(0, 6),
    }),
    (values) => fieldErrors(schema, knownCode ? { pin: values.pin } : values),
  );
  const { values, errors, touch } = form;
  return {
    ...form,
    currentCode: knownCode ?? (values.code ? normaliseCode(values.code) : null),
    storeTypedCode() {
      if (knownCode) return true;
      if (errors.code) {
        touch('code');
        return false;
      }
      writeSession('code', normaliseCode(values.code));
      return true;
    },
  };
}
