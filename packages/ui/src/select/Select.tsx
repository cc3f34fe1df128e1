import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { describedBy, FieldError, FieldHint, useFieldIds } from '../internal/field.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children' | 'multiple'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** A first, empty option such as 'Bitte auswählen'; chosen while the value is ''. */
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

/** A native select (the platform's own picker on phones) with label, hint and error. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) {
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
      <div className="kern-form-input__select-wrapper">
        <select
          {...selectProps}
          id={ids.controlId}
          className={classNames(
            'kern-form-input__select',
            error ? 'kern-form-input__select--error' : undefined,
          )}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
