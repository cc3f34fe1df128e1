// A postcode field with the place name of §5 under it. The place line keeps its height so that
// nothing jumps when the name arrives.
import { TextField } from '@terminservice/ui/text-field';
import { usePlaceName } from '../hooks/usePlaceName.ts';
import { useT } from '../../i18n/index.ts';
import { LOGIN_MESSAGES } from '../texts.ts';

export interface PostcodeFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly valid: boolean;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

export function PostcodeField({
  id,
  label,
  value,
  valid,
  error,
  onChange,
  onBlur,
}: PostcodeFieldProps) {
  const place = usePlaceName(value, valid);
  const { t, domain } = useT();
  return (
    <div className="ts-login__postcode">
      <TextField
        id={id}
        label={label}
        width="short"
        value={value}
        inputMode="numeric"
        autoComplete="postal-code"
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
        error={error === undefined ? undefined : domain(error)}
      />
      <p className="kern-body ts-login__place" aria-live="polite">
        {place ? (
          <>
            <span className="kern-sr-only">{t(LOGIN_MESSAGES.place)}: </span>
            <span>{place}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The part of a validated form a postcode field reads and writes (the field path 'zip'). */
export interface PostcodeForm {
  readonly values: { readonly zip: string };
  readonly errors: Readonly<Record<string, string>>;
  readonly set: (key: 'zip', value: string) => void;
  readonly touch: (path: 'zip') => void;
  readonly shown: (path: 'zip') => string | undefined;
}

export interface FormPostcodeFieldProps {
  readonly form: PostcodeForm;
  readonly id: string;
  readonly label: string;
}

/** The postcode field bound to a form's 'zip': the place lookup runs once the postcode is valid. */
export function FormPostcodeField({ form, id, label }: FormPostcodeFieldProps) {
  return (
    <PostcodeField
      id={id}
      label={label}
      value={form.values.zip}
      valid={form.errors['zip'] === undefined}
      error={form.shown('zip')}
      onChange={(zip) => form.set('zip', zip)}
      onBlur={() => form.touch('zip')}
    />
  );
}
