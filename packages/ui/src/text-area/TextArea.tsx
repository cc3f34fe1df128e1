// A labelled multi-line text input with hint and error tied to it, like TextField (KERN draws it
// with its input styles). An optional counter says how many characters are left.
import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { FieldError, FieldHint, describedBy, useFieldIds } from '../internal/field.tsx';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  readonly label: ReactNode;
  /** Help shown under the label, read with the field (aria-describedby). */
  readonly hint?: ReactNode;
  /** The error message; sets aria-invalid and is read with the field. Show it after touch. */
  readonly error?: ReactNode;
}

/** A native textarea; takes every native attribute. `rows` defaults to 6. */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  rows = 6,
  ...textareaProps
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={classNames(
        'kern-form-input ui-field',
        error ? 'kern-form-input--error' : undefined,
        className,
      )}
    >
      <label className="kern-label" htmlFor={ids.controlId}>
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <textarea
        {...textareaProps}
        id={ids.controlId}
        rows={rows}
        className={classNames(
          'kern-form-input__input ui-text-area',
          error ? 'kern-form-input__input--error' : undefined,
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
