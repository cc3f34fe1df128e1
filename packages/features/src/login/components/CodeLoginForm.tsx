// 'Ja': the code form of §2 (3 code boxes, one field on phones; postcode; 'Termin suchen') and the
// flow of §4 "Code login".
import { useApplicationType } from '../../app-context/index.ts';
import { useFormSubmit } from '../hooks/useFormSubmit.ts';
import { useLogin } from '../LoginStoreProvider.tsx';
import type { LoginDestination } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { LOGIN_MESSAGES } from '../texts.ts';
import { CodeAndPostcodeFields, useCodeAndPostcodeForm } from './CodeAndPostcodeFields.tsx';
import { LoginFormFrame } from './LoginFormFrame.tsx';

export interface CodeLoginFormProps {
  readonly onDestination: (destination: LoginDestination) => void;
  /** The postcode to start with (issue #24 part 3: a link from the open feed). */
  readonly initialZip?: string;
}

export function CodeLoginForm({ onDestination, initialZip }: CodeLoginFormProps) {
  const applicationType = useApplicationType();
  const { t } = useT();
  const submitting = useLogin((state) => state.submitting);
  const loginWithCode = useLogin((state) => state.loginWithCode);
  const state = useCodeAndPostcodeForm(initialZip);
  const { id, ids, form } = state;
  const submit = useFormSubmit(form, ids, submitting, async () => {
    const destination = await loginWithCode({ ...form.values, applicationType });
    if (destination) onDestination(destination);
  });

  return (
    <LoginFormFrame
      id={id}
      title={t(LOGIN_MESSAGES.codeFormTitle)}
      submit={submit}
      submitting={submitting}
      submitLabel={t(LOGIN_MESSAGES.codeSubmit)}
    >
      <CodeAndPostcodeFields state={state} codeHint={t(LOGIN_MESSAGES.codeHint)} />
    </LoginFormFrame>
  );
}
