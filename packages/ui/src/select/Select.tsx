import type { ComponentProps, ReactNode } from 'react';
import { controlProps, FieldFrame, useFieldIds } from '../internal/field.tsx';

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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="kern-form-input__select-wrapper">
        <select
          {...selectProps}
          id={ids.controlId}
          {...controlProps(ids, 'kern-form-input__select', 'kern-form-input__select--error', {
            hint,
            error,
          })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
