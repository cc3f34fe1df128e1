// Form values checked against a domain schema (§5), errors shown per field once it was touched
// (left) or after a submit attempt.
import { fieldErrors } from '@terminservice/domain/validation';
import { useMemo, useState } from 'react';

export interface ValidatedForm<Values> {
  readonly values: Values;
  readonly set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  /** Every error by field path ('zip', 'repeatEmail.emailRepeat'), shown or not. */
  readonly errors: Readonly<Record<string, string>>;
  readonly valid: boolean;
  /** Marks a field as touched: its error shows from now on. */
  readonly touch: (path: string) => void;
  /** Marks every field touched (a submit attempt). */
  readonly touchAll: () => void;
  /** The error to show for a field: only once touched. */
  readonly shown: (path: string) => string | undefined;
}

export function useValidatedForm<Values extends object>(
  schema: Parameters<typeof fieldErrors>[0],
  initial: Values,
  /** The input the schema checks; by default the values themselves. */
  toInput: (values: Values) => unknown = (values) => values,
): ValidatedForm<Values> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const errors = useMemo(() => fieldErrors(schema, toInput(values)), [schema, toInput, values]);

  return {
    values,
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    errors,
    valid: Object.keys(errors).length === 0,
    touch: (path) =>
      setTouched((current) => (current.has(path) ? current : new Set([...current, path]))),
    touchAll: () => setAll(true),
    shown: (path) => (all || touched.has(path) ? errors[path] : undefined),
  };
}
