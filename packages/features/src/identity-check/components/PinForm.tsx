// The PIN form of §2 "Identitätsprüfung": PIN (placeholder ___-___, max 7, autofocus after 500 ms),
// 'Verifizieren' (disabled while invalid or submitting, §5), 'Abbrechen', 'PIN erneut senden' with
// its countdown (§9: 60 s).
import type { VerifyIdentificationResponse } from '@terminservice/domain/api';
import { IDENTITY_PIN_MAX_LENGTH } from '@terminservice/domain/limits';
import { firstError, identityPinSchema } from '@terminservice/domain/validation';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useIdentityCheck } from '../IdentityCheckStoreProvider.tsx';
import { useCountdown } from '../../shared/index.ts';
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
  const secondsLeft = useCountdown(resendAvailableAt);
  const input = useDelayedFocus<HTMLInputElement>();
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);

  const error = firstError(identityPinSchema, pin);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error !== undefined || status !== 'idle') return;
    const answer = await verify(pin);
    if (answer) onVerified(answer);
  };

  return (
    <form className="ts-identity-check__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={input}
        label={IDENTITY_CHECK_TEXTS.pinLabel}
        hint={IDENTITY_CHECK_TEXTS.pinHint}
        name="pin"
        width="short"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={IDENTITY_CHECK_TEXTS.pinPlaceholder}
        maxLength={IDENTITY_PIN_MAX_LENGTH}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        required
      />
      <div className="ts-identity-check__actions">
        <Button type="submit" disabled={error !== undefined} busy={status === 'verifying'}>
          {IDENTITY_CHECK_TEXTS.verify}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {IDENTITY_CHECK_TEXTS.cancel}
        </Button>
        <Button
          variant="secondary"
          disabled={secondsLeft > 0}
          busy={status === 'resending'}
          onClick={() => void resend()}
        >
          {secondsLeft > 0
            ? IDENTITY_CHECK_TEXTS.resendCountdown(secondsLeft)
            : IDENTITY_CHECK_TEXTS.resend}
        </Button>
      </div>
    </form>
  );
}
