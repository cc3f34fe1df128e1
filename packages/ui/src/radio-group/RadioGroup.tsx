import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { describedBy, FieldHint, FieldsetFrame, useFieldIds } from '../internal/field.tsx';

export interface RadioOption<Value extends string = string> {
  readonly value: Value;
  /** The option's label; give a text for screen readers when the visible label is a symbol. */
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> {
  /** The question, rendered as the fieldset's legend. */
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption<Value>[];
  /** The chosen value; undefined while nothing is chosen. */
  readonly value: Value | undefined;
  readonly onChange: (value: Value) => void;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Options side by side (wrapping on small screens) instead of one per line. */
  readonly inline?: boolean;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The id of the first radio, for links from an ErrorSummary. */
  readonly id?: string;
  readonly className?: string;
}

/**
 * Radios in a fieldset whose legend is the question. Hint and error describe the fieldset (radios
 * take no aria-invalid in ARIA 1.2; the error text starts with "Fehler:"); arrow keys move between
 * the options (native radio behaviour).
 */
export function RadioGroup<Value extends string = string>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  inline = false,
  required,
  disabled,
  id,
  className,
}: RadioGroupProps<Value>) {
  const ids = useFieldIds(id);
  const optionPrefix = useId();
  return (
    <FieldsetFrame
      ids={ids}
      legend={legend}
      hint={hint}
      error={error}
      kind="ui-radio-group"
      className={className}
      aria-describedby={describedBy(ids, { hint, error })}
      disabled={disabled}
    >
      <div
        className={classNames(
          'kern-fieldset__body',
          inline && 'kern-fieldset__body--horizontal ui-radio-group__body--inline',
        )}
      >
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.controlId : `${optionPrefix}-${index}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div key={option.value} className="kern-form-check ui-check">
              <input
                id={optionId}
                className="kern-form-check__radio"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                disabled={option.disabled}
                required={required}
                aria-describedby={option.hint ? optionHintId : undefined}
              />
              <label className="kern-label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint ? <FieldHint id={optionHintId}>{option.hint}</FieldHint> : null}
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
