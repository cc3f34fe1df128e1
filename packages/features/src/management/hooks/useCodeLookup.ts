// The code field and its lookup (§2 "Termin verwalten", §5 code rules from the domain): shared by
// the management page and the TSS/DISPO login's block 'Termine ansehen und bearbeiten'.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { validateCode } from '@terminservice/domain/vermittlungscode';
import { useState } from 'react';
import { useApplicationType } from '../../app-context/index.ts';
import { useManagement } from '../ManagementStoreProvider.tsx';
import type { ManagementOutcome, ServerErrorText } from '../store.ts';

export interface CodeLookup {
  readonly code: string;
  setCode(code: string): void;
  /** The field was left: its message shows from now on. */
  touch(): void;
  /** The §5 message of the code, shown or not. */
  readonly error: string | undefined;
  /** The message to show at the field: after touch only. */
  readonly shownError: string | undefined;
  readonly submitting: boolean;
  /** The §8 text of the last failed lookup. */
  readonly failure: string | null;
  /** With `failure`: the status of a code refused as used up or expired (issue #23 part 4). */
  readonly refused: CodeStatusResponse | null;
  /** With `failure`: the server's code when the text is the server's own (issue #23 part 1). */
  readonly serverError: ServerErrorText | null;
  /** Touches the field and looks the code up: the outcome, or null while invalid or on failure. */
  lookUp(): Promise<ManagementOutcome | null>;
}

export function useCodeLookup(): CodeLookup {
  const submitting = useManagement((state) => state.submitting);
  const failure = useManagement((state) => state.error);
  const refused = useManagement((state) => state.refused);
  const serverError = useManagement((state) => state.serverError);
  const applicationType = useApplicationType();
  const submit = useManagement((state) => state.submit);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateCode(code);
  return {
    code,
    setCode,
    touch: () => setTouched(true),
    error,
    shownError: touched ? error : undefined,
    submitting,
    failure,
    refused,
    serverError,
    async lookUp() {
      setTouched(true);
      if (error !== undefined) return null;
      return submit(code, applicationType);
    },
  };
}
