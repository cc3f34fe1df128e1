import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  readonly label?: string;
  readonly size?: 'small' | 'default';
  readonly className?: string;
}

/**
 * A spinning circle with an accessible label (role=status, so the label is announced once).
 * Decorative-only use, e.g. inside a busy button that sets aria-busy itself: `label=""`.
 */
export function Spinner({ label: given, size = 'default', className }: SpinnerProps) {
  const texts = useUiTexts();
  const label = given ?? texts.wait;
  const spinner = (
    <span
      className={classNames('ui-spinner', size === 'small' && 'ui-spinner--small', className)}
      aria-hidden={label === '' ? true : undefined}
    />
  );
  if (label === '') return spinner;
  return (
    <span className="ui-spinner-wrapper" role="status">
      {spinner}
      <span className="kern-sr-only">{label}</span>
    </span>
  );
}

export interface LoadingIndicatorProps {
  /** Shown next to the spinner and announced, e.g. 'Inhalt wird geladen'. */
  readonly label?: string;
  /** Space kept free while loading, so the page does not jump when the content arrives. */
  readonly reserve?: 'line' | 'block' | 'page';
}

/** A spinner with a visible label in a box of fixed minimum height (no layout jump). */
export function LoadingIndicator({ label: given, reserve = 'block' }: LoadingIndicatorProps) {
  const texts = useUiTexts();
  const label = given ?? texts.wait;
  return (
    <div className={`ui-loading ui-loading--${reserve}`} role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="kern-body ui-loading__label">{label}</span>
    </div>
  );
}
