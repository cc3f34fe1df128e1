// The PIN form of §2 "Identitätsprüfung": PIN (placeholder ___-___, max 7, autofocus after 500 ms),
// 'Verifizieren' (disabled while invalid or submitting, §5), 'Abbrechen', 'PIN erneut senden' with
// its countdown (§9: 60 s). The form itself is the shared one (issue #26 part 3).
import type { VerifyIdentificationResponse } from '@terminservice/domain/api';
import { Button } from '@terminservice/ui/button';
import { PinForm as SharedPinForm, ResendButton, useIdentityPin } from '../../common/index.ts';
import { useIdentityCheck } from '../IdentityCheckStoreProvider.tsx';
import { useDelayedFocus } from '../hooks/useDelayedFocus.ts';
import { useT } from '../../i18n/index.ts';
import { IDENTITY_CHECK_MESSAGES, IDENTITY_CHECK_TEXTS, IDENTITY_CHECK_VALUES } from '../texts.ts';

export interface PinFormProps {
  /** The PIN was verified: the answer of the verify call. */
  readonly onVerified: (answer: VerifyIdentificationResponse) => void;
  readonly onCancel: () => void;
}

export function PinForm({ onVerified, onCancel }: PinFormProps) {
  const { t, domain } = useT();
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
        // §5 messages are the domain's German texts: shown in the language in use.
        error:
          pin.error === undefined || pin.field.error === undefined ? undefined : domain(pin.error),
        inputRef: input,
        label: t(IDENTITY_CHECK_MESSAGES.pinLabel),
        hint: t(IDENTITY_CHECK_MESSAGES.pinHint, IDENTITY_CHECK_VALUES),
        placeholder: IDENTITY_CHECK_TEXTS.pinPlaceholder,
      }}
      submit={{
        label: t(IDENTITY_CHECK_MESSAGES.verify),
        busy: status === 'verifying',
        disabled: pin.error !== undefined,
      }}
    >
      <Button variant="secondary" onClick={onCancel}>
        {t(IDENTITY_CHECK_MESSAGES.cancel)}
      </Button>
      <ResendButton
        availableAt={resendAvailableAt}
        label={t(IDENTITY_CHECK_MESSAGES.resend)}
        countdownLabel={(seconds) => t(IDENTITY_CHECK_MESSAGES.resendCountdown, { seconds })}
        busy={status === 'resending'}
        onClick={() => void resend()}
      />
    </SharedPinForm>
  );
}
