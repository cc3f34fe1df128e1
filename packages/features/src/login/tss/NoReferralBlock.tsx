// TSS/DISPO block 2 'Termine finden ohne Überweisung' (§2): a specialty by radio (the TSS/DISPO
// list with L002 KSVPsych), only then the postcode, 'Absenden'. §4 TSS/DISPO variant of the
// no-code flow: availability, a code for the specialty, then the login → search.
import { fachrichtungenFuer } from '@terminservice/domain/leistungsmerkmal';
import { tssNoReferralFormSchema } from '@terminservice/domain/validation';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { useId } from 'react';
import { useApplicationType } from '../../app-context/index.ts';
import { useIsHandset } from '../../shell/index.ts';
import { LoginFormFrame } from '../components/LoginFormFrame.tsx';
import { FormPostcodeField } from '../components/PostcodeField.tsx';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useValidatedForm } from '../hooks/useValidatedForm.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import { LOGIN_TEXTS, TSS_LOGIN_TEXTS } from '../texts.ts';

interface Values {
  readonly qualification: string;
  readonly zip: string;
}

export interface NoReferralBlockProps {
  readonly onDestination: (destination: LoginDestination) => void;
}

export function NoReferralBlock({ onDestination }: NoReferralBlockProps) {
  const id = useId();
  const ids = { qualification: `${id}-qualification`, zip: `${id}-zip` };
  const handset = useIsHandset();
  const applicationType = useApplicationType();
  const submitting = useLogin((state) => state.submitting);
  const loginWithoutReferral = useLogin((state) => state.loginWithoutReferral);
  const form = useValidatedForm<Values>(tssNoReferralFormSchema, { qualification: '', zip: '' });
  const submit = useFormSubmit(form, ids, submitting, async () => {
    const destination = await loginWithoutReferral({ ...form.values, applicationType });
    if (destination) onDestination(destination);
  });

  return (
    <LoginFormFrame
      id={id}
      title={TSS_LOGIN_TEXTS.noReferralTitle}
      className="ts-login__form ts-tss-login__block"
      submit={submit}
      submitting={submitting}
      submitLabel={TSS_LOGIN_TEXTS.noReferralSubmit}
    >
      <RadioGroup<string>
        id={ids.qualification}
        legend={TSS_LOGIN_TEXTS.specialty}
        name={`${id}-qualification`}
        value={form.values.qualification || undefined}
        onChange={(value) => {
          form.set('qualification', value);
          form.touch('qualification');
        }}
        error={form.shown('qualification')}
        options={fachrichtungenFuer(applicationType).map((f) => ({
          value: f.code,
          // §2: the long Kinder label is shortened on small devices.
          label: handset && f.shortName ? f.shortName : f.name,
        }))}
      />
      {/* §2: "only then a postcode field appears". */}
      {form.values.qualification ? (
        <FormPostcodeField form={form} id={ids.zip} label={LOGIN_TEXTS.postcode} />
      ) : null}
    </LoginFormFrame>
  );
}
