import type { ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';

export type BadgeTone = 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  readonly children: ReactNode;
  readonly tone?: BadgeTone;
  /** Read after the visible text by screen readers, e.g. what 'TSS' means. */
  readonly description?: string;
  /** The compact size, e.g. inside a slot button. */
  readonly small?: boolean;
  readonly className?: string;
}

/**
 * A short label, e.g. the TSS badge on a slot bookable only by the appointment service (§2).
 * Not interactive; its text becomes part of the surrounding button's or link's name.
 */
export function Badge({
  children,
  tone = 'info',
  description,
  small = false,
  className,
}: BadgeProps) {
  return (
    <span
      className={classNames(
        'kern-badge ui-badge',
        `kern-badge--${tone}`,
        small && 'kern-badge--small',
        className,
      )}
    >
      <span className="kern-label">{children}</span>
      {description ? (
        <>
          {' '}
          <span className="kern-sr-only">({description})</span>
        </>
      ) : null}
    </span>
  );
}
