// Issue #26: the PIN step of changing the notification e-mail. The new address waits until the PIN
// mailed to it is entered; the notice says so, the PIN field takes the focus (its hint is the
// notice, its error a wrong or expired PIN, both read with it), and everything is a button. The
// form is the shared PIN form (issue #26 part 3).
import { confirmContactRequestSchema, fieldErrors } from '@terminservice/domain/validation';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { useEffect, useRef, useState } from 'react';
import { EMAIL_CHANGE_PIN_VALIDITY_MS } from '@terminservice/domain/limits';
import { PinForm, PinTimeLimit } from '../../common/index.ts';
import { useDetails } from '../AppointmentProvider.tsx';
import { useFormFields } from '../hooks/useFormFields.ts';
import { useT } from '../../i18n/index.ts';
import { useNoticeToast } from '../hooks/useNoticeToast.ts';
import { EMAIL_CHANGE_MESSAGES } from '../texts.ts';

export interface EmailPinFormProps {
  /** The address that waits for its PIN. */
  readonly email: string;
}

/**
 * Issue #23 part 3: the PIN's 30 minutes; a new PIN is the extension. No client cooldown here: the
 * server allows one a minute (ADR 28).
 */
function EmailPinTimeLimit({ onNewPin }: { readonly onNewPin: () => void }) {
  const sentAt = useDetails((state) => state.pendingEmailSentAt);
  const resending = useDetails((state) => state.changingEmail);
  if (sentAt === null) return null;
  return (
    <PinTimeLimit
      sentAt={sentAt}
      validityMs={EMAIL_CHANGE_PIN_VALIDITY_MS}
      onNewPin={onNewPin}
      busy={resending}
      resendAvailableAt={0}
    />
  );
}

export function EmailPinForm({ email }: EmailPinFormProps) {
  const { t, domain } = useT();
  const confirmEmail = useDetails((state) => state.confirmEmail);
  const changeEmail = useDetails((state) => state.changeEmail);
  const cancel = useDetails((state) => state.cancelEmailChange);
  const confirming = useDetails((state) => state.confirmingEmail);
  const resending = useDetails((state) => state.changingEmail);
  const showToast = useNoticeToast();
  const input = useRef<HTMLInputElement>(null);
  const [pinError, setPinError] = useState<string | undefined>();
  const form = useFormFields(
    () => ({ pin: '' }),
    (values) => fieldErrors(confirmContactRequestSchema, { pin: values.pin.trim() }),
  );
  // The domain's emailChangePinSentNotice(email), in the language in use.
  const notice = {
    title: t(EMAIL_CHANGE_MESSAGES.pinSentTitle),
    message: t(EMAIL_CHANGE_MESSAGES.pinSentMessage, { email }),
  };

  // The patient just sent the address: the PIN is what comes next.
  useEffect(() => input.current?.focus(), []);

  async function submit() {
    if (form.invalid || confirming) {
      form.touchAll();
      input.current?.focus();
      return;
    }
    const outcome = await confirmEmail(form.values.pin.trim());
    if (outcome.pinError !== undefined) {
      setPinError(outcome.pinError);
      input.current?.focus();
      return;
    }
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
  }

  const field = form.field('pin');
  const resend = () => {
    void changeEmail(email).then((outcome) => {
      if (outcome.notice) showToast(outcome.notice, outcome.tone);
    });
  };
  return (
    <>
      <Alert tone="info" title={notice.title} live="off" />
      <EmailPinTimeLimit onNewPin={resend} />
      <PinForm
        className="ts-appointment__form"
        actionsClassName="ts-appointment__actions"
        onSubmit={() => void submit()}
        field={{
          ...field,
          inputRef: input,
          label: t(EMAIL_CHANGE_MESSAGES.pin),
          hint: notice.message,
          maxLength: 6,
          onChange: (event) => {
            setPinError(undefined);
            field.onChange(event);
          },
          error: pinError === undefined ? field.error : domain(pinError),
        }}
        submit={{ label: t(EMAIL_CHANGE_MESSAGES.confirm), busy: confirming }}
      >
        <Button variant="secondary" busy={resending} onClick={resend}>
          {t(EMAIL_CHANGE_MESSAGES.resend)}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t(EMAIL_CHANGE_MESSAGES.cancel)}
        </Button>
      </PinForm>
    </>
  );
}
