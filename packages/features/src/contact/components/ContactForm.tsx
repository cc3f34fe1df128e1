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
import { useT } from '../../i18n/index.ts';
import { CONTACT_MESSAGES, CONTACT_VALUES } from '../texts.ts';

type Field = keyof ContactPageRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { t, domain, serverError } = useT();
  const status = useContact((state) => state.status);
  const failure = useContact((state) => state.error);
  const send = useContact((state) => state.send);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());

  const errors = fieldErrors(contactPageFormSchema, values);
  const valid = Object.keys(errors).length === 0;
  // §5 messages are the domain's German texts: shown in the language in use.
  const errorOf = (field: Field) =>
    touched.has(field) && errors[field] !== undefined ? domain(errors[field]) : undefined;

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
      <p className="kern-body">{t(CONTACT_MESSAGES.required)}</p>
      <TextField
        {...bind('name')}
        label={t(CONTACT_MESSAGES.name)}
        autoComplete="name"
        maxLength={TEXT_MAX_LENGTH}
      />
      <TextField
        {...bind('email')}
        label={t(CONTACT_MESSAGES.email)}
        hint={t(CONTACT_MESSAGES.emailHint)}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <TextField
        {...bind('subject')}
        label={t(CONTACT_MESSAGES.subject)}
        hint={t(CONTACT_MESSAGES.subjectHint, CONTACT_VALUES.subjectHint)}
        maxLength={TEXT_MAX_LENGTH}
      />
      <TextArea
        {...bind('message')}
        label={t(CONTACT_MESSAGES.message)}
        hint={t(CONTACT_MESSAGES.messageHint, CONTACT_VALUES.messageHint)}
      />
      {failure ? (
        <Alert tone="error" title={domain(failure.title)}>
          <p>
            {failure.serverText
              ? serverError(failure.serverText.code, failure.message)
              : domain(failure.message)}
          </p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={!valid} busy={status === 'sending'}>
          {t(CONTACT_MESSAGES.submit)}
        </Button>
      </div>
    </form>
  );
}
