// §2 "Termin verwalten": the code (one field 'XXXX-XXXX-XXXX' on small devices, otherwise three
// groups of 4), 'Buchung verwalten' (disabled while invalid or busy) and 'Abbrechen' (to base).
// §5 code rules from the domain; the message shows after touch.
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import { useState, type FormEvent } from 'react';
import { useIsHandset } from '../../shell/index.ts';
import { useCodeLookup } from '../hooks/useCodeLookup.ts';
import { LookupFailure } from './LookupFailure.tsx';
import type { ManagementOutcome } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { MANAGEMENT_MESSAGES } from '../texts.ts';

export interface ManagementFormProps {
  readonly onFound: (outcome: ManagementOutcome, code: string) => void;
  readonly onCancel: () => void;
  /** Issue #15: a second submit button, 'Anderen Termin wählen', with its own way on. */
  readonly reschedule?:
    | {
        readonly label: string;
        onFound(outcome: ManagementOutcome, code: string): void;
      }
    | undefined;
}

export function ManagementForm({ onFound, onCancel, reschedule }: ManagementFormProps) {
  const { t, domain } = useT();
  const handset = useIsHandset();
  const lookup = useCodeLookup();
  // Which submit button was used (Enter in the field uses the first, 'Buchung verwalten').
  const [rescheduling, setRescheduling] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const wanted = reschedule !== undefined && submitter?.dataset.intent === 'reschedule';
    setRescheduling(wanted);
    const outcome = await lookup.lookUp();
    if (!outcome) return;
    if (wanted) reschedule.onFound(outcome, lookup.code);
    else onFound(outcome, lookup.code);
  };

  return (
    <form className="ts-management__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <LookupFailure lookup={lookup} />
      <CodeInput
        id="management-code"
        name="code"
        label={t(MANAGEMENT_MESSAGES.codeLabel)}
        hint={t(MANAGEMENT_MESSAGES.codeHint)}
        variant={handset ? 'single' : 'groups'}
        value={lookup.code}
        onChange={lookup.setCode}
        onBlur={lookup.touch}
        error={lookup.shownError === undefined ? undefined : domain(lookup.shownError)}
        required
      />
      <div className="ts-management__actions">
        <Button
          type="submit"
          disabled={lookup.error !== undefined}
          busy={lookup.submitting && !rescheduling}
        >
          {t(MANAGEMENT_MESSAGES.submit)}
        </Button>
        {reschedule ? (
          <Button
            type="submit"
            variant="secondary"
            disabled={lookup.error !== undefined}
            busy={lookup.submitting && rescheduling}
            data-intent="reschedule"
          >
            {reschedule.label}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t(MANAGEMENT_MESSAGES.cancel)}
        </Button>
      </div>
    </form>
  );
}
