// The wiring every form control shares: one id for the control, one for its hint and one for its
// error message, and the aria-describedby that ties them to the control (WCAG 1.3.1, 3.3.1).
import { useId, type ReactNode } from 'react';

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

/** The error text, with "Fehler:" for screen readers, which the red colour and icon show. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="kern-error ui-field__error" id={id}>
      <span className="kern-icon kern-icon--danger" aria-hidden="true" />
      <span className="kern-body">
        <span className="kern-sr-only">Fehler:</span> {children}
      </span>
    </p>
  );
}
