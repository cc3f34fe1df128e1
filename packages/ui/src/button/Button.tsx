import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  readonly variant?: ButtonVariant;
  /**
   * While busy the button says so (aria-busy), shows a spinner over its unchanged label (no layout
   * jump) and ignores clicks. It stays focusable (aria-disabled, not disabled), so keyboard and
   * screen-reader users keep their place while a request runs.
   */
  readonly busy?: boolean;
  /** Full width, e.g. the main action on a phone. */
  readonly fullWidth?: boolean;
  /** An icon before the label, e.g. `<span className="kern-icon kern-icon--arrow-back" />`. */
  readonly icon?: ReactNode;
  readonly children: ReactNode;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'kern-btn kern-btn--primary',
  secondary: 'kern-btn kern-btn--secondary',
  link: 'ui-button--link',
};

/** A native button; `type` defaults to "button" so that only an explicit submit submits. */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const ariaDisabled = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (ariaDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'ui-button',
        VARIANT_CLASS[variant],
        fullWidth && 'kern-btn--block ui-button--full',
        busy && 'ui-button--busy',
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={ariaDisabled || undefined}
      onClick={handleClick}
    >
      {icon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="kern-label ui-button__label">{children}</span>
      {busy ? (
        <span className="ui-spinner ui-spinner--small ui-button__spinner" aria-hidden="true" />
      ) : null}
    </button>
  );
}
