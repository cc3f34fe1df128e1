import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { controlProps, FieldError, FieldHint, useFieldIds } from '../internal/field.tsx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The error message; sets aria-invalid and is read with the checkbox. */
  readonly error?: ReactNode;
}

/** A native checkbox with its label, hint and error; the whole label is part of the target. */
export function Checkbox({ label, hint, error, id, className, ...inputProps }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={classNames(
        'kern-form-check ui-check',
        error ? 'kern-form-check--error' : undefined,
        className,
      )}
    >
      <input
        {...inputProps}
        id={ids.controlId}
        type="checkbox"
        {...controlProps(ids, 'kern-form-check__checkbox', 'kern-form-check__checkbox--error', {
          hint,
          error,
        })}
      />
      <label className="kern-label" htmlFor={ids.controlId}>
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
