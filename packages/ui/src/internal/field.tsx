// The wiring every form control shares: one id for the control, one for its hint and one for its
// error message, and the aria-describedby that ties them to the control (WCAG 1.3.1, 3.3.1).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useUiTexts } from '../texts/UiTexts.tsx';
import { classNames } from './class-names.ts';

export interface FieldIds {
  readonly controlId: string;
  readonly hintId: string;
  readonly errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The ids for aria-describedby, hint first and error last; undefined when there is neither. */
export function describedBy(
  ids: FieldIds,
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string | undefined },
): string | undefined {
  const list = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined];
  const joined = list.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="kern-hint ui-field__hint" id={id}>
      {children}
    </p>
  );
}

/**
 * The error text, with "Fehler:" for screen readers, which the red colour and icon show (in the
 * language of the UiTextsProvider; `label` for a screen that says it otherwise).
 */
export function FieldError({
  id,
  label,
  children,
}: {
  id: string;
  label?: string | undefined;
  children: ReactNode;
}) {
  const texts = useUiTexts();
  return (
    <p className="kern-error ui-field__error" id={id}>
      <span className="kern-icon kern-icon--danger" aria-hidden="true" />
      <span className="kern-body">
        <span className="kern-sr-only">{label ?? texts.fieldError}</span> {children}
      </span>
    </p>
  );
}

export interface FieldFrameProps {
  readonly ids: FieldIds;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly className?: string | undefined;
  /** The control, between the hint and the error. */
  readonly children: ReactNode;
}

/** The frame of a labelled field (KERN form input): label, hint, the control, error — in this order. */
export function FieldFrame({ ids, label, hint, error, className, children }: FieldFrameProps) {
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
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export interface FieldsetFrameProps extends Omit<ComponentProps<'fieldset'>, 'className'> {
  readonly ids: FieldIds;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** The component's own class, after `ui-field` and before the error modifier. */
  readonly kind: string;
  readonly className?: string | undefined;
  /** The controls, between the hint and the error. */
  readonly children: ReactNode;
}

/** The frame of a group of controls (KERN fieldset): legend, hint, the controls, error. */
export function FieldsetFrame({
  ids,
  legend,
  hint,
  error,
  kind,
  className,
  children,
  ...fieldsetProps
}: FieldsetFrameProps) {
  return (
    <fieldset
      className={classNames(
        `kern-fieldset ui-field ${kind}`,
        error ? 'kern-fieldset--error' : undefined,
        className,
      )}
      {...fieldsetProps}
    >
      <legend className="kern-label">{legend}</legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

export interface ControlProps {
  readonly className: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * The class and ARIA attributes of a control inside a field: its KERN class, the error modifier
 * with an error, aria-invalid and aria-describedby (hint, error and any `extra` id such as a prefix).
 */
export function controlProps(
  ids: FieldIds,
  base: string,
  errorClass: string,
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string | undefined },
): ControlProps {
  return {
    className: classNames(base, error ? errorClass : undefined),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint, error, extra }),
  };
}
