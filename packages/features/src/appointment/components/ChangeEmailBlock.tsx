// §2 "a block to change the notification e-mail": address + repeat (§5 E-mail; the repeat blocks
// paste, copy and cut), PATCH buchung (§7 change contact), §8 notices as toasts. Issue #26: the new
// address is used only once the PIN mailed to it is entered (EmailPinForm); leaving that step
// brings the focus back to the address.
import { emailChangeFormSchema, fieldErrors } from '@terminservice/domain/validation';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useEffect, useRef, type ClipboardEvent, type RefObject } from 'react';
import { AppointmentForm } from './AppointmentForm.tsx';
import { useDetails } from '../AppointmentProvider.tsx';
import { useFormFields } from '../hooks/useFormFields.ts';
import { useT } from '../../i18n/index.ts';
import { useNoticeToast } from '../hooks/useNoticeToast.ts';
import { EMAIL_CHANGE_MESSAGES } from '../texts.ts';
import { AppointmentBlock } from './AppointmentBlock.tsx';
import { EmailPinForm } from './EmailPinForm.tsx';

const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export function ChangeEmailBlock() {
  const { t } = useT();
  const pendingEmail = useDetails((state) => state.pendingEmail);
  const address = useRef<HTMLInputElement>(null);
  const hadPin = useRef(false);

  useEffect(() => {
    // Back from the PIN step (confirmed, cancelled or spent): the focus returns to the address.
    if (pendingEmail === null && hadPin.current) address.current?.focus();
    hadPin.current = pendingEmail !== null;
  }, [pendingEmail]);

  return (
    <AppointmentBlock
      id="ts-appointment-email"
      heading={t(EMAIL_CHANGE_MESSAGES.heading)}
      intro={t(EMAIL_CHANGE_MESSAGES.intro)}
    >
      {pendingEmail === null ? (
        <EmailAddressForm address={address} />
      ) : (
        <EmailPinForm email={pendingEmail} />
      )}
    </AppointmentBlock>
  );
}

function EmailAddressForm({ address }: { readonly address: RefObject<HTMLInputElement | null> }) {
  const { t } = useT();
  const changeEmail = useDetails((state) => state.changeEmail);
  const busy = useDetails((state) => state.changingEmail);
  const showToast = useNoticeToast();
  const form = useFormFields(
    () => ({ email: '', emailRepeat: '' }),
    (values) =>
      fieldErrors(emailChangeFormSchema, {
        email: values.email.trim(),
        emailRepeat: values.emailRepeat.trim(),
      }),
  );

  async function submit() {
    if (form.invalid || busy) return;
    const outcome = await changeEmail(form.values.email.trim());
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    if (outcome.tone === 'success') form.reset();
  }

  return (
    <AppointmentForm onSubmit={submit}>
      <TextField
        ref={address}
        label={t(EMAIL_CHANGE_MESSAGES.email)}
        type="email"
        autoComplete="email"
        maxLength={100}
        {...form.field('email')}
      />
      <TextField
        label={t(EMAIL_CHANGE_MESSAGES.emailRepeat)}
        type="email"
        autoComplete="off"
        maxLength={100}
        onPaste={blockClipboard}
        onCopy={blockClipboard}
        onCut={blockClipboard}
        {...form.field('emailRepeat')}
      />
      <div>
        <Button type="submit" disabled={form.invalid} busy={busy}>
          {t(EMAIL_CHANGE_MESSAGES.submit)}
        </Button>
      </div>
    </AppointmentForm>
  );
}
