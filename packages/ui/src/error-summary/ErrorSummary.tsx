import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export interface FieldErrorLink {
  /** The id of the field (for a CodeInput or RadioGroup: the id given to it, i.e. the first box). */
  readonly fieldId: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  readonly errors: readonly FieldErrorLink[];
  readonly title?: ReactNode;
  /** Move focus to the summary when it appears (default). Remount it (a new `key`) per submit. */
  readonly focusOnShow?: boolean;
  readonly className?: string;
}

/**
 * The list of a form's errors after a failed submit, each linking to its field (GOV.UK pattern).
 * It takes focus when it appears, so screen-reader users hear it; a link moves focus to the field
 * and scrolls its label into view.
 */
export function ErrorSummary({ errors, title, focusOnShow = true, className }: ErrorSummaryProps) {
  const titleId = useId();
  const texts = useUiTexts();
  const summary = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown && focusOnShow) summary.current?.focus();
  }, [shown, focusOnShow]);

  if (!shown) return null;

  const goToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    const label =
      field.closest('fieldset')?.querySelector('legend') ??
      document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? field).scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div
      ref={summary}
      className={classNames('kern-alert kern-alert--danger ui-error-summary', className)}
      aria-labelledby={titleId}
      role="group"
      tabIndex={-1}
    >
      <div className="kern-alert__header">
        <span className="kern-icon kern-icon--danger" aria-hidden="true" />
        <h2 className="kern-title" id={titleId}>
          {title ?? texts.errorSummaryTitle}
        </h2>
      </div>
      <div className="kern-alert__body">
        <ul className="ui-error-summary__list">
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <a
                className="kern-link"
                href={`#${error.fieldId}`}
                onClick={(event) => goToField(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
