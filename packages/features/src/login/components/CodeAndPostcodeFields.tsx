// The code-and-postcode part shared by the WEB code form and the TSS/DISPO referral block (§2):
// the Vermittlungscode (3 boxes, one field on phones) and the postcode with its place name,
// checked by the domain's code-login schema (§5).
import { codeLoginFormSchema } from '@terminservice/domain/validation';
import { CodeInput } from '@terminservice/ui/code-input';
import { useId } from 'react';
import { useIsHandset } from '../../shell/index.ts';
import { useValidatedForm, type ValidatedForm } from '../hooks/useValidatedForm.ts';
import { useT } from '../../i18n/index.ts';
import { LOGIN_MESSAGES } from '../texts.ts';
import { FormPostcodeField } from './PostcodeField.tsx';

export interface CodeAndPostcodeValues {
  readonly code: string;
  readonly zip: string;
}

const INITIAL: CodeAndPostcodeValues = { code: '', zip: '' };

export interface CodeAndPostcodeForm {
  /** The form's base id (its heading is `${id}-title`). */
  readonly id: string;
  /** Field paths to element ids, in form order. */
  readonly ids: { readonly code: string; readonly zip: string };
  readonly form: ValidatedForm<CodeAndPostcodeValues>;
}

/** `zip`: a postcode to start with (a link from the open feed, issue #24 part 3). */
export function useCodeAndPostcodeForm(zip = ''): CodeAndPostcodeForm {
  const id = useId();
  const form = useValidatedForm<CodeAndPostcodeValues>(codeLoginFormSchema, { ...INITIAL, zip });
  return { id, ids: { code: `${id}-code`, zip: `${id}-zip` }, form };
}

export interface CodeAndPostcodeFieldsProps {
  readonly state: CodeAndPostcodeForm;
  readonly codeHint?: string;
}

export function CodeAndPostcodeFields({ state, codeHint }: CodeAndPostcodeFieldsProps) {
  const { ids, form } = state;
  const handset = useIsHandset();
  const { t, domain } = useT();
  const codeError = form.shown('code');
  return (
    <>
      <CodeInput
        id={ids.code}
        variant={handset ? 'single' : 'groups'}
        label={t(LOGIN_MESSAGES.code)}
        {...(codeHint === undefined ? {} : { hint: codeHint })}
        value={form.values.code}
        onChange={(code) => form.set('code', code)}
        onBlur={() => form.touch('code')}
        error={codeError === undefined ? undefined : domain(codeError)}
      />
      <FormPostcodeField form={form} id={ids.zip} label={t(LOGIN_MESSAGES.postcode)} />
    </>
  );
}
