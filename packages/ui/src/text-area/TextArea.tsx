// A labelled multi-line text input with hint and error tied to it, like TextField (KERN draws it
// with its input styles). An optional counter says how many characters are left.
import type { ComponentProps, ReactNode } from 'react';
import { controlProps, FieldFrame, useFieldIds } from '../internal/field.tsx';

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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...textareaProps}
        id={ids.controlId}
        rows={rows}
        {...controlProps(
          ids,
          'kern-form-input__input ui-text-area',
          'kern-form-input__input--error',
          {
            hint,
            error,
          },
        )}
      />
    </FieldFrame>
  );
}
