// TSS/DISPO block 1 'Termine finden mit Überweisung' (§2): code, postcode, 'Termin suchen' (the
// flow of §4 "Code login"), and the list 'Neuen Code anfordern' by urgency (§7 "code by
// priority"), which fills the code field; 'Bitte warten...' while a code is fetched.
import { URGENCIES, URGENCY_LABELS, type Urgency } from '@terminservice/domain/search';
import { formatCode, normaliseCode } from '@terminservice/domain/vermittlungscode';
import { Button } from '@terminservice/ui/button';
import { useState } from 'react';
import { useApplicationType, useIsShown } from '../../app-context/index.ts';
import {
  CodeAndPostcodeFields,
  useCodeAndPostcodeForm,
} from '../components/CodeAndPostcodeFields.tsx';
import { LoginFormFrame } from '../components/LoginFormFrame.tsx';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import { TSS_LOGIN_TEXTS } from '../texts.ts';

export interface ReferralBlockProps {
  readonly onDestination: (destination: LoginDestination) => void;
}

export function ReferralBlock({ onDestination }: ReferralBlockProps) {
  const isShown = useIsShown();
  const applicationType = useApplicationType();
  const submitting = useLogin((state) => state.submitting);
  const requestingCode = useLogin((state) => state.requestingCode);
  const loginWithCode = useLogin((state) => state.loginWithCode);
  const requestCodeByUrgency = useLogin((state) => state.requestCodeByUrgency);
  const state = useCodeAndPostcodeForm();
  const { id, ids, form } = state;
  const [received, setReceived] = useState<string | null>(null);
  const submit = useFormSubmit(form, ids, submitting, async () => {
    // The path and the basic auth carry the bare 12 characters (§5: dashes are only shown).
    const destination = await loginWithCode({
      code: normaliseCode(form.values.code),
      zip: form.values.zip,
      applicationType,
    });
    if (destination) onDestination(destination);
  });

  const requestCode = async (urgency: Urgency) => {
    setReceived(null);
    const code = await requestCodeByUrgency(urgency);
    if (code === null) return;
    form.set('code', formatCode(code));
    form.touch('code');
    setReceived(formatCode(code));
  };

  return (
    <section className="ts-login__form ts-tss-login__block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {TSS_LOGIN_TEXTS.referralTitle}
      </h2>
      <LoginFormFrame
        id={id}
        submit={submit}
        submitting={submitting}
        submitLabel={TSS_LOGIN_TEXTS.referralSubmit}
      >
        <CodeAndPostcodeFields state={state} />
      </LoginFormFrame>
      {isShown('requestCodeByUrgency') ? (
        <div className="ts-tss-login__new-code">
          <h3 id={`${id}-new-code`} className="kern-heading-small">
            {TSS_LOGIN_TEXTS.newCodeTitle}
          </h3>
          <p id={`${id}-new-code-hint`} className="kern-body kern-body--small">
            {TSS_LOGIN_TEXTS.newCodeHint}
          </p>
          <ul className="ts-tss-login__urgencies" aria-labelledby={`${id}-new-code`}>
            {URGENCIES.map((urgency) => (
              <li key={urgency}>
                <Button
                  variant="secondary"
                  aria-describedby={`${id}-new-code-hint`}
                  aria-disabled={requestingCode || undefined}
                  onClick={() => {
                    if (!requestingCode) void requestCode(urgency);
                  }}
                >
                  {URGENCY_LABELS[urgency]}
                </Button>
              </li>
            ))}
          </ul>
          {/* Reserved line: 'Bitte warten...' and the new code are announced without a jump. */}
          <p className="kern-body ts-tss-login__status" role="status">
            {requestingCode
              ? TSS_LOGIN_TEXTS.wait
              : received
                ? TSS_LOGIN_TEXTS.codeReceived(received)
                : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}
