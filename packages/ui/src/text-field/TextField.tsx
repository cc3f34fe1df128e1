import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { controlProps, FieldFrame, useFieldIds } from '../internal/field.tsx';

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
  const control = controlProps(ids, 'kern-form-input__input', 'kern-form-input__input--error', {
    hint,
    error,
    extra: prefix ? prefixId : undefined,
  });
  const input = (
    <input
      {...inputProps}
      id={ids.controlId}
      type={type}
      {...control}
      className={classNames(control.className, `ui-input--${width}`)}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
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
    </FieldFrame>
  );
}
