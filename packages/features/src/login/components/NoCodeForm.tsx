// 'Nein': the no-code form of §2 (specialty, 'PLZ des Wohnortes', SMS or e-mail, insurance
// checkbox, 'Weiter') with the rules of §5 and the flow of §4 "No-code flow".
import { FACHRICHTUNGEN_OHNE_UEBERWEISUNG } from '@terminservice/domain/leistungsmerkmal';
import { PHONE_PREFIX } from '@terminservice/domain/limits';
import {
  noCodeFormSchema,
  parseNoCodeForm,
  type IdentityChannel,
} from '@terminservice/domain/validation';
import { Checkbox } from '@terminservice/ui/checkbox';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { Select } from '@terminservice/ui/select';
import { TextField } from '@terminservice/ui/text-field';
import { useId, type ChangeEvent, type ClipboardEvent } from 'react';
import { useIsHandset } from '../../shell/index.ts';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useValidatedForm, type ValidatedForm } from '../hooks/useValidatedForm.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import { LOGIN_TEXTS } from '../texts.ts';
import { LoginFormFrame } from './LoginFormFrame.tsx';
import { FormPostcodeField } from './PostcodeField.tsx';

interface Values {
  readonly qualification: string;
  readonly zip: string;
  readonly channel: IdentityChannel;
  readonly phone: string;
  readonly email: string;
  readonly emailRepeat: string;
  readonly insuranceCheck: boolean;
}

/** §3 "No-code form fields": the shape the domain schema reads. */
function toInput(values: Values) {
  const common = {
    qualification: values.qualification,
    zip: values.zip,
    insuranceCheck: values.insuranceCheck,
  };
  return values.channel === 'sms'
    ? { ...common, inlineRadioOptions: 'sms' as const, phone: values.phone.trim() }
    : {
        ...common,
        inlineRadioOptions: 'mail' as const,
        repeatEmail: { email: values.email.trim(), emailRepeat: values.emailRepeat.trim() },
      };
}

/** §5 "it blocks paste, copy, cut": the repeat must be typed. */
const block = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

type TextKey = 'qualification' | 'phone' | 'email' | 'emailRepeat';

/** A text field bound to a form value; the schema reports its error under `path` (§3 shape). */
function bind(form: ValidatedForm<Values>, key: TextKey, path: string = key) {
  return {
    value: form.values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.set(key, event.target.value),
    onBlur: () => form.touch(path),
    error: form.shown(path),
  };
}

export interface NoCodeFormProps {
  readonly onDestination: (destination: LoginDestination) => void;
  /**
   * Issue #24 part 3, a link from the open feed: the postcode, and the specialty when it is one
   * of the form's (§2), to start with.
   */
  readonly initial?: { readonly zip?: string; readonly qualification?: string };
}

/** The form's state, the channel the toggle allows, and the submit of §4 "No-code flow". */
function useNoCodeForm({ onDestination, initial }: NoCodeFormProps) {
  const id = useId();
  // Form order, for moving focus to the first error.
  const ids = {
    qualification: `${id}-qualification`,
    zip: `${id}-zip`,
    inlineRadioOptions: `${id}-channel`,
    phone: `${id}-phone`,
    'repeatEmail.email': `${id}-email`,
    'repeatEmail.emailRepeat': `${id}-email-repeat`,
    insuranceCheck: `${id}-insurance`,
  };
  const smsEnabled = useLogin((state) => state.smsEnabled);
  const submitting = useLogin((state) => state.submitting);
  const requestIdentityPin = useLogin((state) => state.requestIdentityPin);
  const form = useValidatedForm<Values>(
    noCodeFormSchema,
    {
      qualification: FACHRICHTUNGEN_OHNE_UEBERWEISUNG.some((f) => f.code === initial?.qualification)
        ? (initial?.qualification ?? '')
        : '',
      zip: initial?.zip ?? '',
      // §4 "Identity check": "defaults to sms when the SMS identity check is enabled".
      channel: smsEnabled ? 'sms' : 'mail',
      phone: '',
      email: '',
      emailRepeat: '',
      insuranceCheck: false,
    },
    toInput,
  );
  const channel = smsEnabled ? form.values.channel : 'mail';
  if (channel !== form.values.channel) form.set('channel', channel);
  const submit = useFormSubmit(form, ids, submitting, async () => {
    const parsed = parseNoCodeForm(toInput(form.values));
    if (!parsed) return;
    const destination = await requestIdentityPin(parsed);
    if (destination) onDestination(destination);
  });
  return { id, ids, form, channel, smsEnabled, submitting, submit };
}

type Ids = ReturnType<typeof useNoCodeForm>['ids'];

/** §5: the address and its repeat, which must be typed (paste, copy and cut are blocked). */
const EMAIL_FIELDS = {
  email: {
    path: 'repeatEmail.email',
    label: LOGIN_TEXTS.email,
    hint: LOGIN_TEXTS.emailHint,
    autoComplete: 'email',
    typedOnly: false,
  },
  emailRepeat: {
    path: 'repeatEmail.emailRepeat',
    label: LOGIN_TEXTS.emailRepeat,
    hint: LOGIN_TEXTS.emailRepeatHint,
    autoComplete: 'off',
    typedOnly: true,
  },
} as const;

const EMAIL_KEYS = ['email', 'emailRepeat'] as const;

/** SMS: the phone with the visible +49; e-mail: the address and its typed repeat (§5). */
function ReceiverFields({
  channel,
  form,
  ids,
}: {
  channel: IdentityChannel;
  form: ValidatedForm<Values>;
  ids: Ids;
}) {
  if (channel === 'sms') {
    return (
      <TextField
        id={ids.phone}
        label={LOGIN_TEXTS.phone}
        hint={LOGIN_TEXTS.phoneHint}
        prefix={PHONE_PREFIX}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        {...bind(form, 'phone')}
      />
    );
  }
  return (
    <>
      {EMAIL_KEYS.map((key) => {
        const { path, label, hint, autoComplete, typedOnly } = EMAIL_FIELDS[key];
        return (
          <TextField
            key={key}
            id={ids[path]}
            label={label}
            hint={hint}
            type="email"
            autoComplete={autoComplete}
            {...(typedOnly ? { onPaste: block, onCopy: block, onCut: block } : {})}
            {...bind(form, key, path)}
          />
        );
      })}
    </>
  );
}

export function NoCodeForm(props: NoCodeFormProps) {
  const { id, ids, form, channel, smsEnabled, submitting, submit } = useNoCodeForm(props);
  const handset = useIsHandset();
  return (
    <LoginFormFrame
      id={id}
      title={LOGIN_TEXTS.noCodeFormTitle}
      submit={submit}
      submitting={submitting}
      submitLabel={LOGIN_TEXTS.noCodeSubmit}
    >
      <Select
        id={ids.qualification}
        label={LOGIN_TEXTS.specialty}
        placeholder={LOGIN_TEXTS.specialtyPlaceholder}
        {...bind(form, 'qualification')}
        options={FACHRICHTUNGEN_OHNE_UEBERWEISUNG.map((f) => ({
          value: f.code,
          // §2: the long Kinder label is shortened on small devices.
          label: handset && f.shortName ? f.shortName : f.name,
        }))}
      />
      <FormPostcodeField form={form} id={ids.zip} label={LOGIN_TEXTS.residencePostcode} />
      <RadioGroup<IdentityChannel>
        id={ids.inlineRadioOptions}
        legend={LOGIN_TEXTS.channel}
        name={`${id}-channel`}
        inline
        value={channel}
        onChange={(value) => form.set('channel', value)}
        options={[
          ...(smsEnabled ? [{ value: 'sms' as const, label: LOGIN_TEXTS.channelSms }] : []),
          { value: 'mail' as const, label: LOGIN_TEXTS.channelMail },
        ]}
      />
      <ReceiverFields channel={channel} form={form} ids={ids} />
      <Checkbox
        id={ids.insuranceCheck}
        label={LOGIN_TEXTS.insurance}
        checked={form.values.insuranceCheck}
        onChange={(event) => {
          form.set('insuranceCheck', event.target.checked);
          form.touch('insuranceCheck');
        }}
        onBlur={() => form.touch('insuranceCheck')}
        error={form.shown('insuranceCheck')}
      />
    </LoginFormFrame>
  );
}
