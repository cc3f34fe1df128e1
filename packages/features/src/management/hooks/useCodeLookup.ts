// The code field of a booking lookup (§4 "Management login"; §5 code rules from the domain, the
// message after touch), shared by 'Termin verwalten' and the TSS/DISPO login's block 'Termine
// ansehen und bearbeiten'. Reads the management store of the surrounding provider.
import { validateCode } from '@terminservice/domain/vermittlungscode';
import { useState } from 'react';
import { useIsHandset } from '../../shell/index.ts';
import { useManagement } from '../ManagementStoreProvider.tsx';

export function useCodeLookup() {
  const submitting = useManagement((state) => state.submitting);
  const failure = useManagement((state) => state.error);
  const submit = useManagement((state) => state.submit);
  const handset = useIsHandset();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateCode(code);
  return {
    code,
    /** The §5 message of the code, shown or not. */
    error,
    /** The store's §8 message of the last lookup. */
    failure,
    submitting,
    /** A submit attempt: the message shows from now on. */
    touch: () => setTouched(true),
    lookUp: () => submit(code),
    /** The props of the CodeInput: one field on small devices, else three groups of 4. */
    field: {
      variant: handset ? ('single' as const) : ('groups' as const),
      value: code,
      onChange: setCode,
      onBlur: () => setTouched(true),
      error: touched ? error : undefined,
    },
  };
}
