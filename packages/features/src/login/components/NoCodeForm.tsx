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
import { useT, type Translator } from '../../i18n/index.ts';
import { useIsHandset } from '../../shell/index.ts';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useValidatedForm, type ValidatedForm } from '../hooks/useValidatedForm.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import { LOGIN_NO_CODE_MESSAGES as M } from '../texts.ts';
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

/** A form's error (a §5 text of the domain) in the language in use. */
function shownError(form: ValidatedForm<Values>, path: string, domain: Translator['domain']) {
  const error = form.shown(path);
  return error === undefined ? undefined : domain(error);
}

/** A text field bound to a form value; the schema reports its error under `path` (§3 shape). */
function bind(
  form: ValidatedForm<Values>,
  domain: Translator['domain'],
  key: TextKey,
  path: string = key,
) {
  return {
    value: form.values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      form.set(key, event.target.value),
    onBlur: () => form.touch(path),
    error: shownError(form, path, domain),
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
    label: M.email,
    hint: M.emailHint,
    autoComplete: 'email',
    typedOnly: false,
  },
  emailRepeat: {
    path: 'repeatEmail.emailRepeat',
    label: M.emailRepeat,
    hint: M.emailRepeatHint,
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
  const { t, domain } = useT();
  if (channel === 'sms') {
    return (
      <TextField
        id={ids.phone}
        label={t(M.phone)}
        hint={t(M.phoneHint)}
        prefix={PHONE_PREFIX}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        {...bind(form, domain, 'phone')}
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
            label={t(label)}
            hint={t(hint)}
            type="email"
            autoComplete={autoComplete}
            {...(typedOnly ? { onPaste: block, onCopy: block, onCut: block } : {})}
            {...bind(form, domain, key, path)}
          />
        );
      })}
    </>
  );
}

export function NoCodeForm(props: NoCodeFormProps) {
  const { id, ids, form, channel, smsEnabled, submitting, submit } = useNoCodeForm(props);
  const handset = useIsHandset();
  const { t, domain } = useT();
  return (
    <LoginFormFrame
      id={id}
      title={t(M.noCodeFormTitle)}
      submit={submit}
      submitting={submitting}
      submitLabel={t(M.noCodeSubmit)}
    >
      <Select
        id={ids.qualification}
        label={t(M.specialty)}
        placeholder={t(M.specialtyPlaceholder)}
        {...bind(form, domain, 'qualification')}
        options={FACHRICHTUNGEN_OHNE_UEBERWEISUNG.map((f) => ({
          value: f.code,
          // §2: the long Kinder label is shortened on small devices.
          label: domain(handset && f.shortName ? f.shortName : f.name),
        }))}
      />
      <FormPostcodeField form={form} id={ids.zip} label={t(M.residencePostcode)} />
      <RadioGroup<IdentityChannel>
        id={ids.inlineRadioOptions}
        legend={t(M.channel)}
        name={`${id}-channel`}
        inline
        value={channel}
        onChange={(value) => form.set('channel', value)}
        options={[
          ...(smsEnabled ? [{ value: 'sms' as const, label: t(M.channelSms) }] : []),
          { value: 'mail' as const, label: t(M.channelMail) },
        ]}
      />
      <ReceiverFields channel={channel} form={form} ids={ids} />
      <Checkbox
        id={ids.insuranceCheck}
        label={t(M.insurance)}
        checked={form.values.insuranceCheck}
        onChange={(event) => {
          form.set('insuranceCheck', event.target.checked);
          form.touch('insuranceCheck');
        }}
        onBlur={() => form.touch('insuranceCheck')}
        error={shownError(form, 'insuranceCheck', domain)}
      />
    </LoginFormFrame>
  );
}
