import type { ReactNode, Ref } from 'react';
import { classNames } from '../internal/class-names.ts';
import { useUiTexts } from '../texts/UiTexts.tsx';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  readonly tone: AlertTone;
  /** A short title beside the icon; the icon's meaning is also given in text for screen readers. */
  readonly title?: ReactNode;
  /**
   * The title as a heading of this level (h2–h4), e.g. when the alert is what a page section says
   * after an action. The tone stays read before it, outside the heading, so the heading's name is
   * the title alone.
   */
  readonly titleLevel?: 2 | 3 | 4;
  /** A ref to the title heading (with `titleLevel`): it can take focus (tabIndex -1), e.g. on mount. */
  readonly titleRef?: Ref<HTMLHeadingElement>;
  readonly children?: ReactNode;
  /**
   * How a screen reader hears the alert when it appears or changes:
   * 'assertive' (role=alert, interrupts; default for errors), 'polite' (role=status; default for
   * success and warning), 'off' (no live region; default for info, e.g. a static note on a page).
   */
  readonly live?: 'assertive' | 'polite' | 'off';
  readonly id?: string;
  readonly className?: string;
}

const KERN_TONE: Record<AlertTone, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

const DEFAULT_LIVE: Record<AlertTone, NonNullable<AlertProps['live']>> = {
  info: 'off',
  success: 'polite',
  warning: 'polite',
  error: 'assertive',
};

const ROLE = { assertive: 'alert', polite: 'status', off: undefined } as const;

/** A KERN alert box: coloured frame, icon, optional title and body. */
export function Alert({
  tone,
  title,
  titleLevel,
  titleRef,
  children,
  live,
  id,
  className,
}: AlertProps) {
  const kernTone = KERN_TONE[tone];
  const texts = useUiTexts();
  const toneLabel = <span className="kern-sr-only">{texts.alertTone[tone]}:</span>;
  const Heading = titleLevel ? (`h${String(titleLevel)}` as 'h2' | 'h3' | 'h4') : null;
  return (
    <div
      id={id}
      className={classNames('kern-alert ui-alert', `kern-alert--${kernTone}`, className)}
      role={ROLE[live ?? DEFAULT_LIVE[tone]]}
    >
      <div className="kern-alert__header">
        <span className={`kern-icon kern-icon--${kernTone}`} aria-hidden="true" />
        {Heading ? (
          <>
            {toneLabel}{' '}
            <Heading className="kern-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
              {title}
            </Heading>
          </>
        ) : (
          <span className="kern-title">
            {toneLabel} {title}
          </span>
        )}
      </div>
      {children ? <div className="kern-alert__body kern-body">{children}</div> : null}
    </div>
  );
}
