// §2 "Termin verwalten": the code (one field 'XXXX-XXXX-XXXX' on small devices, otherwise three
// groups of 4), 'Buchung verwalten' (disabled while invalid or busy) and 'Abbrechen' (to base).
// §5 code rules from the domain; the message shows after touch.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import type { FormEvent } from 'react';
import { useCodeLookup } from '../hooks/useCodeLookup.ts';
import type { ManagementOutcome } from '../store.ts';
import { MANAGEMENT_TEXTS } from '../texts.ts';

export interface ManagementFormProps {
  readonly onFound: (outcome: ManagementOutcome, code: string) => void;
  readonly onCancel: () => void;
}

export function ManagementForm({ onFound, onCancel }: ManagementFormProps) {
  const { code, error, failure, submitting, touch, lookUp, field } = useCodeLookup();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touch();
    if (error !== undefined) return;
    const outcome = await lookUp();
    if (outcome) onFound(outcome, code);
  };

  return (
    <form className="ts-management__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure ? <Alert tone="error" title={failure} /> : null}
      <CodeInput
        id="management-code"
        name="code"
        label={MANAGEMENT_TEXTS.codeLabel}
        hint={MANAGEMENT_TEXTS.codeHint}
        {...field}
        required
      />
      <div className="ts-management__actions">
        <Button type="submit" disabled={error !== undefined} busy={submitting}>
          {MANAGEMENT_TEXTS.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {MANAGEMENT_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
