// §2 "Termin verwalten": the code (one field 'XXXX-XXXX-XXXX' on small devices, otherwise three
// groups of 4), 'Buchung verwalten' (disabled while invalid or busy) and 'Abbrechen' (to base).
// §5 code rules from the domain; the message shows after touch.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import type { FormEvent } from 'react';
import { useIsHandset } from '../../shell/index.ts';
import { useCodeLookup } from '../hooks/useCodeLookup.ts';
import type { ManagementOutcome } from '../store.ts';
import { MANAGEMENT_TEXTS } from '../texts.ts';

export interface ManagementFormProps {
  readonly onFound: (outcome: ManagementOutcome, code: string) => void;
  readonly onCancel: () => void;
}

export function ManagementForm({ onFound, onCancel }: ManagementFormProps) {
  const handset = useIsHandset();
  const lookup = useCodeLookup();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await lookup.lookUp();
    if (outcome) onFound(outcome, lookup.code);
  };

  return (
    <form className="ts-management__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {lookup.failure ? <Alert tone="error" title={lookup.failure} /> : null}
      <CodeInput
        id="management-code"
        name="code"
        label={MANAGEMENT_TEXTS.codeLabel}
        hint={MANAGEMENT_TEXTS.codeHint}
        variant={handset ? 'single' : 'groups'}
        value={lookup.code}
        onChange={lookup.setCode}
        onBlur={lookup.touch}
        error={lookup.shownError}
        required
      />
      <div className="ts-management__actions">
        <Button type="submit" disabled={lookup.error !== undefined} busy={lookup.submitting}>
          {MANAGEMENT_TEXTS.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {MANAGEMENT_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
