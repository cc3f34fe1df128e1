// The SURGERY form 'Termine finden mit Überweisung' (§2 SURGERY): the code generator ('Vermittlungscode
// generieren' / 'Vermittlungscode eintragen'), the code field (locked while auto holds a code) with
// its copy button, the patient's postcode and 'Termin suchen' (§4 "Code login").
import { CODE_COPIED_LOGIN } from '@terminservice/domain/errors';
import { CODE_LENGTH } from '@terminservice/domain/limits';
import { codeLoginFormSchema } from '@terminservice/domain/validation';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import { RadioGroup } from '@terminservice/ui/radio-group';
import { useCallback, useId } from 'react';
import { useStore } from 'zustand';
import { useApplicationType } from '../../app-context/index.ts';
import { useIsHandset, useToast } from '../../shell/index.ts';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useValidatedForm } from '../hooks/useValidatedForm.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import type { CodeGeneratorMode, SurgeryCodeStore } from '../flows/surgery-code.ts';
import { SURGERY_LOGIN_TEXTS } from '../texts.ts';
import { LoginFormFrame } from './LoginFormFrame.tsx';
import { FormPostcodeField } from './PostcodeField.tsx';

const GENERATOR_OPTIONS = [
  { value: 'auto' as const, label: SURGERY_LOGIN_TEXTS.generate },
  { value: 'manual' as const, label: SURGERY_LOGIN_TEXTS.enter },
];

function codeHint(mode: CodeGeneratorMode, code: string): string {
  if (mode === 'manual') return SURGERY_LOGIN_TEXTS.codeHintManual;
  return code === '' ? SURGERY_LOGIN_TEXTS.codeHintPending : SURGERY_LOGIN_TEXTS.codeHintAuto;
}

interface Values {
  readonly zip: string;
}

const INITIAL: Values = { zip: '' };

export interface SurgeryCodeFormProps {
  readonly codeStore: SurgeryCodeStore;
  readonly onDestination: (destination: LoginDestination) => void;
}

export function SurgeryCodeForm({ codeStore, onDestination }: SurgeryCodeFormProps) {
  const id = useId();
  const ids = { code: `${id}-code`, zip: `${id}-zip` };
  const handset = useIsHandset();
  const applicationType = useApplicationType();
  const submitting = useLogin((state) => state.submitting);
  const loginWithCode = useLogin((state) => state.loginWithCode);
  const { mode, code, fetching, error, generate, enterManually, setCode } = useStore(codeStore);
  const toInput = useCallback((values: Values) => ({ code, zip: values.zip }), [code]);
  const form = useValidatedForm<Values>(codeLoginFormSchema, INITIAL, toInput);
  // §2: "the code field is locked while the generator is auto and a code exists".
  const locked = mode === 'auto' && code !== '';

  const choose = (next: CodeGeneratorMode) => {
    if (next === mode) return;
    if (next === 'auto') void generate();
    else enterManually();
  };

  const submit = useFormSubmit(form, ids, submitting || fetching, async () => {
    const destination = await loginWithCode({ code, zip: form.values.zip, applicationType });
    if (destination) onDestination(destination);
  });

  return (
    <LoginFormFrame
      id={id}
      title={SURGERY_LOGIN_TEXTS.formTitle}
      busy={fetching}
      submit={submit}
      submitting={submitting}
      submitLabel={SURGERY_LOGIN_TEXTS.submit}
    >
      <RadioGroup<CodeGeneratorMode>
        legend={SURGERY_LOGIN_TEXTS.generator}
        name={`${id}-generator`}
        value={mode}
        onChange={choose}
        options={GENERATOR_OPTIONS}
      />
      {error ? (
        <Alert tone="error" title={SURGERY_LOGIN_TEXTS.fetchFailedTitle}>
          <p className="kern-body">{error}</p>
          {mode === 'auto' ? (
            <Button variant="secondary" onClick={() => void generate()}>
              {SURGERY_LOGIN_TEXTS.retry}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className="ts-surgery-code">
        <CodeInput
          id={ids.code}
          variant={handset ? 'single' : 'groups'}
          label={SURGERY_LOGIN_TEXTS.code}
          hint={codeHint(mode, code)}
          value={code}
          readOnly={locked || fetching}
          onChange={setCode}
          onBlur={() => form.touch('code')}
          error={fetching ? undefined : form.shown('code')}
        />
        <CopyCodeButton code={code} />
      </div>
      {/* Reserved line: 'Bitte warten...' while the code is fetched, no jump when it goes. */}
      <p className="kern-body ts-surgery-code__status" role="status">
        {fetching ? SURGERY_LOGIN_TEXTS.waiting : ''}
      </p>
      <FormPostcodeField form={form} id={ids.zip} label={SURGERY_LOGIN_TEXTS.postcode} />
    </LoginFormFrame>
  );
}

/** 'Vermittlungscode kopieren': the whole code, formatted, into the clipboard (§2 SURGERY). */
function CopyCodeButton({ code }: { readonly code: string }) {
  const showToast = useToast();
  const complete = code.length === CODE_LENGTH;
  const copy = async () => {
    if (!complete) return;
    try {
      await navigator.clipboard.writeText(formatCode(code));
      showToast(CODE_COPIED_LOGIN, 'success');
    } catch {
      showToast({ message: SURGERY_LOGIN_TEXTS.copyFailed }, 'error');
    }
  };
  return (
    <Button
      variant="secondary"
      className="ts-surgery-code__copy"
      aria-disabled={!complete || undefined}
      onClick={() => void copy()}
    >
      {SURGERY_LOGIN_TEXTS.copy}
    </Button>
  );
}
