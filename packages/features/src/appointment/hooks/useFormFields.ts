// The text fields of the page's small forms (PIN page, change e-mail): values, touched flags and
// the messages of the domain schema, shown after a field was left (§5).
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface BoundField<F extends string> {
  readonly name: F;
  readonly value: string;
  readonly onChange: (event: { target: { value: string } }) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
}

export interface FormFields<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly invalid: boolean;
  /** The props binding a TextField to `name`. */
  field(name: F): BoundField<F>;
  /** Every message shows (as after leaving each field). */
  touchAll(): void;
  touch(name: F): void;
  /** Back to the first values, no message shown. */
  reset(): void;
}

/** `errorsOf` reads the values with the domain schema (§5): one message per field name. */
export function useFormFields<F extends string>(
  initial: () => Readonly<Record<F, string>>,
  errorsOf: (values: Readonly<Record<F, string>>) => Record<string, string>,
): FormFields<F> {
  const { domain } = useT();
  const [first] = useState(initial);
  const [values, setValues] = useState<Readonly<Record<F, string>>>(first);
  const [touched, setTouched] = useState<Readonly<Record<string, boolean>>>({});
  const errors = errorsOf(values);
  return {
    values,
    errors,
    invalid: Object.keys(errors).length > 0,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      // §5 messages are the domain's German texts: shown in the language in use.
      error: touched[name] && errors[name] !== undefined ? domain(errors[name]) : undefined,
    }),
    touchAll: () => setTouched(Object.fromEntries(Object.keys(first).map((name) => [name, true]))),
    touch: (name) => setTouched((current) => ({ ...current, [name]: true })),
    reset: () => {
      setValues(first);
      setTouched({});
    },
  };
}
