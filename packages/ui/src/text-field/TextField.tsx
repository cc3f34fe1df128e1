import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { describedBy, FieldError, FieldHint, useFieldIds } from '../internal/field.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix' | 'size' | 'width'> {
  readonly label: ReactNode;
  /** Help shown under the label, read with the field (aria-describedby). */
  readonly hint?: ReactNode;
  /** The error message; sets aria-invalid and is read with the field. Show it after touch. */
  readonly error?: ReactNode;
  /** Fixed text before the input, e.g. '+49' for phone numbers; read with the field. */
  readonly prefix?: string;
  /** Input width: 'short' for a postcode or PIN, 'medium' for a code, 'full' by default. */
  readonly width?: 'short' | 'medium' | 'full';
}

/** A labelled text input with hint and error tied to it. Takes every native input attribute. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  width = 'full',
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const prefixId = `${ids.controlId}-prefix`;
  const input = (
    <input
      {...inputProps}
      id={ids.controlId}
      type={type}
      className={classNames(
        'kern-form-input__input',
        error ? 'kern-form-input__input--error' : undefined,
        `ui-input--${width}`,
      )}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, { hint, error, extra: prefix ? prefixId : undefined })}
    />
  );
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
      {prefix ? (
        <div className={classNames('kern-input-group ui-input-group', `ui-input--${width}`)}>
          <span className="kern-input-group-text ui-input-group__prefix" id={prefixId}>
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
