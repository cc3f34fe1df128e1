// TSS/DISPO block 3 'Termine ansehen und bearbeiten' (§2): the code and 'Anmelden', with the flow of
// §4 "Management login" (the management feature's store: details, or the reservation PIN page on
// a reserved video consultation; §8 management messages).
import { ROUTES, bookingVerificationPath } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import { useId, type FormEvent } from 'react';
import { useApi } from '../../app-context/index.ts';
import { LookupFailure, ManagementStoreProvider, useCodeLookup } from '../../management/index.ts';
import { useIsHandset } from '../../shell/index.ts';
import type { LoginDestination } from '../store.ts';
import { LOGIN_TEXTS, TSS_LOGIN_TEXTS } from '../texts.ts';

export interface ManageBlockProps {
  readonly onDestination: (destination: LoginDestination) => void;
}

function ManageForm({ onDestination }: ManageBlockProps) {
  const id = useId();
  const handset = useIsHandset();
  const lookup = useCodeLookup();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.error !== undefined) {
      lookup.touch();
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    const outcome = await lookup.lookUp();
    if (!outcome) return;
    onDestination({
      to: outcome.to === 'details' ? ROUTES.details : bookingVerificationPath(outcome.code),
    });
  };

  return (
    <form
      className="ts-login__form ts-tss-login__block"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {TSS_LOGIN_TEXTS.manageTitle}
      </h2>
      <LookupFailure lookup={lookup} />
      <CodeInput
        id={`${id}-code`}
        variant={handset ? 'single' : 'groups'}
        label={LOGIN_TEXTS.code}
        hint={TSS_LOGIN_TEXTS.manageHint}
        value={lookup.code}
        onChange={lookup.setCode}
        onBlur={lookup.touch}
        error={lookup.shownError}
      />
      <div className="ts-login__actions">
        <Button
          type="submit"
          busy={lookup.submitting}
          aria-disabled={lookup.error !== undefined || lookup.submitting || undefined}
        >
          {TSS_LOGIN_TEXTS.manageSubmit}
        </Button>
      </div>
    </form>
  );
}

export function ManageBlock({ onDestination }: ManageBlockProps) {
  const getApi = useApi();
  return (
    <ManagementStoreProvider getApi={getApi}>
      <ManageForm onDestination={onDestination} />
    </ManagementStoreProvider>
  );
}
