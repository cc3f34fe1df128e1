// The PIN form of §2 "Identitätsprüfung": PIN (placeholder ___-___, max 7, autofocus after 500 ms),
// 'Verifizieren' (disabled while invalid or submitting, §5), 'Abbrechen', 'PIN erneut senden' with
// its countdown (§9: 60 s). The form itself is the shared one (issue #26 part 3).
import type { VerifyIdentificationResponse } from '@terminservice/domain/api';
import { Button } from '@terminservice/ui/button';
import { PinForm as SharedPinForm, ResendButton, useIdentityPin } from '../../common/index.ts';
import { useIdentityCheck } from '../IdentityCheckStoreProvider.tsx';
import { useDelayedFocus } from '../hooks/useDelayedFocus.ts';
import { IDENTITY_CHECK_TEXTS } from '../texts.ts';

export interface PinFormProps {
  /** The PIN was verified: the answer of the verify call. */
  readonly onVerified: (answer: VerifyIdentificationResponse) => void;
  readonly onCancel: () => void;
}

export function PinForm({ onVerified, onCancel }: PinFormProps) {
  const verify = useIdentityCheck((state) => state.verify);
  const resend = useIdentityCheck((state) => state.resend);
  const status = useIdentityCheck((state) => state.status);
  const resendAvailableAt = useIdentityCheck((state) => state.resendAvailableAt);
  const input = useDelayedFocus<HTMLInputElement>();
  const pin = useIdentityPin();

  const submit = async () => {
    pin.touch();
    if (pin.error !== undefined || status !== 'idle') return;
    const answer = await verify(pin.pin);
    if (answer) onVerified(answer);
  };

  return (
    <SharedPinForm
      className="ts-identity-check__form"
      actionsClassName="ts-identity-check__actions"
      onSubmit={() => void submit()}
      field={{
        ...pin.field,
        inputRef: input,
        label: IDENTITY_CHECK_TEXTS.pinLabel,
        hint: IDENTITY_CHECK_TEXTS.pinHint,
        placeholder: IDENTITY_CHECK_TEXTS.pinPlaceholder,
      }}
      submit={{
        label: IDENTITY_CHECK_TEXTS.verify,
        busy: status === 'verifying',
        disabled: pin.error !== undefined,
      }}
    >
      <Button variant="secondary" onClick={onCancel}>
        {IDENTITY_CHECK_TEXTS.cancel}
      </Button>
      <ResendButton
        availableAt={resendAvailableAt}
        label={IDENTITY_CHECK_TEXTS.resend}
        countdownLabel={IDENTITY_CHECK_TEXTS.resendCountdown}
        busy={status === 'resending'}
        onClick={() => void resend()}
      />
    </SharedPinForm>
  );
}
