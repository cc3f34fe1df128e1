// The contact form: name, e-mail, subject, message (the fields of the domain's ContactPageRequest,
// checked with contactPageFormSchema). Each message shows once its field was left; 'Nachricht
// senden' is disabled while anything is invalid or while sending.
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '@terminservice/domain/limits';
import {
  contactPageFormSchema,
  fieldErrors,
  validOutput,
  type ContactPageRequest,
} from '@terminservice/domain/validation';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { TextArea } from '@terminservice/ui/text-area';
import { TextField } from '@terminservice/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useContact } from '../ContactStoreProvider.tsx';
import { CONTACT_TEXTS } from '../texts.ts';

type Field = keyof ContactPageRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const status = useContact((state) => state.status);
  const failure = useContact((state) => state.error);
  const send = useContact((state) => state.send);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());

  const errors = fieldErrors(contactPageFormSchema, values);
  const valid = Object.keys(errors).length === 0;
  const errorOf = (field: Field) => (touched.has(field) ? errors[field] : undefined);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => new Set(current).add(field)),
    error: errorOf(field),
    required: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Trimmed, as the server checks it.
    const request = validOutput(contactPageFormSchema, values);
    if (request === undefined) {
      setTouched(new Set(Object.keys(EMPTY) as Field[]));
      return;
    }
    void send(request);
  };

  return (
    <form className="ts-contact__form" onSubmit={onSubmit} noValidate>
      <p className="kern-body">{CONTACT_TEXTS.required}</p>
      <TextField
        {...bind('name')}
        label={CONTACT_TEXTS.name}
        autoComplete="name"
        maxLength={TEXT_MAX_LENGTH}
      />
      <TextField
        {...bind('email')}
        label={CONTACT_TEXTS.email}
        hint={CONTACT_TEXTS.emailHint}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <TextField
        {...bind('subject')}
        label={CONTACT_TEXTS.subject}
        hint={CONTACT_TEXTS.subjectHint}
        maxLength={TEXT_MAX_LENGTH}
      />
      <TextArea
        {...bind('message')}
        label={CONTACT_TEXTS.message}
        hint={CONTACT_TEXTS.messageHint}
      />
      {failure ? (
        <Alert tone="error" title={failure.title}>
          <p>{failure.message}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={!valid} busy={status === 'sending'}>
          {CONTACT_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
