// §2 "a block to change the notification e-mail": address + repeat (§5 E-mail; the repeat blocks
// paste, copy and cut), PATCH buchung (§7 change contact), §8 notices as toasts.
import { emailChangeFormSchema, fieldErrors } from '@terminservice/domain/validation';
import { Button } from '@terminservice/ui/button';
import { Heading } from '@terminservice/ui/heading';
import { TextField } from '@terminservice/ui/text-field';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useToast } from '../../shell/index.ts';
import { useDetails } from '../AppointmentProvider.tsx';
import { EMAIL_CHANGE_TEXTS } from '../texts.ts';

type Field = 'email' | 'emailRepeat';

const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

export function ChangeEmailBlock() {
  const changeEmail = useDetails((state) => state.changeEmail);
  const busy = useDetails((state) => state.changingEmail);
  const showToast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', emailRepeat: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    email: false,
    emailRepeat: false,
  });
  const errors = fieldErrors(emailChangeFormSchema, {
    email: values.email.trim(),
    emailRepeat: values.emailRepeat.trim(),
  });
  const invalid = Object.keys(errors).length > 0;

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) return;
    const outcome = await changeEmail(values.email.trim());
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    if (outcome.tone === 'success') {
      setValues({ email: '', emailRepeat: '' });
      setTouched({ email: false, emailRepeat: false });
    }
  }

  return (
    <section className="ts-appointment__block" aria-labelledby="ts-appointment-email">
      <Heading level={2} size="small" id="ts-appointment-email">
        {EMAIL_CHANGE_TEXTS.heading}
      </Heading>
      <p className="kern-body">{EMAIL_CHANGE_TEXTS.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="ts-appointment__form">
        <TextField
          label={EMAIL_CHANGE_TEXTS.email}
          type="email"
          autoComplete="email"
          maxLength={100}
          {...field('email')}
        />
        <TextField
          label={EMAIL_CHANGE_TEXTS.emailRepeat}
          type="email"
          autoComplete="off"
          maxLength={100}
          onPaste={blockClipboard}
          onCopy={blockClipboard}
          onCut={blockClipboard}
          {...field('emailRepeat')}
        />
        <div>
          <Button type="submit" disabled={invalid} busy={busy}>
            {EMAIL_CHANGE_TEXTS.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
