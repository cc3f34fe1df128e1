// The submit rule every login form shares (§5): while invalid, a submit only reveals the errors and
// moves focus to the first one (WCAG 3.3.1); while busy it does nothing; else it sends.
import type { FormEvent } from 'react';
import { focusFirstError } from '../components/focus-first-error.ts';
import type { ValidatedForm } from './useValidatedForm.ts';

export interface FormSubmit {
  /** The submit button is shown disabled: invalid or busy. */
  readonly blocked: boolean;
  /** True while a click on the (disabled-looking) submit should reveal the errors instead. */
  readonly revealsErrors: boolean;
  /** Marks every field touched and focuses the first error. */
  readonly reveal: () => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useFormSubmit<Values>(
  form: ValidatedForm<Values>,
  /** Field paths to element ids, in form order. */
  ids: Readonly<Record<string, string>>,
  busy: boolean,
  send: () => Promise<void>,
): FormSubmit {
  const reveal = () => {
    form.touchAll();
    focusFirstError(form.errors, ids);
  };
  return {
    blocked: !form.valid || busy,
    revealsErrors: !form.valid && !busy,
    reveal,
    onSubmit: (event) => {
      event.preventDefault();
      if (!form.valid) {
        reveal();
        return;
      }
      if (busy) return;
      void send();
    },
  };
}
