// A group of checkboxes under one legend with a hint and an error (weekdays, who may book,
// urgencies). The first box has the group's id, so the error summary can link to it.
import { Checkbox } from '@terminservice/ui/checkbox';

export interface CheckboxGroupProps {
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly values: readonly string[];
  readonly onChange: (value: string, checked: boolean) => void;
  readonly inline?: boolean;
}

export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  options,
  values,
  onChange,
  inline = false,
}: CheckboxGroupProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={`kern-fieldset ts-desk__fieldset${error ? ' kern-fieldset--error' : ''}`}
      aria-describedby={described || undefined}
    >
      <legend className="kern-label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="kern-hint">
          {hint}
        </p>
      ) : null}
      <GroupError id={id} error={error} />
      <div className={inline ? 'ts-desk__checks ts-desk__checks--inline' : 'ts-desk__checks'}>
        {options.map((option, i) => (
          <Checkbox
            key={option.value}
            id={i === 0 ? id : `${id}-${option.value}`}
            label={option.label}
            checked={values.includes(option.value)}
            onChange={(event) => onChange(option.value, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The message of a group of the desk's forms (a fieldset), at `${id}-error`: the fieldset's
 * aria-describedby points there. Nothing without a message.
 */
export function GroupError({
  id,
  error,
}: {
  readonly id: string;
  readonly error?: string | undefined;
}) {
  return error ? (
    <p id={`${id}-error`} className="kern-error">
      <span className="kern-icon kern-icon--danger" aria-hidden="true" />
      <span className="kern-body">{error}</span>
    </p>
  ) : null;
}
