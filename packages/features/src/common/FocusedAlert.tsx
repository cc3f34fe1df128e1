// What a page says after an action or instead of its content (the contact form's thanks, a
// reminder's outcome or failure): a ui/Alert whose title is a heading that takes the focus when it
// appears, so that every user hears it first (issue #26 part 3: once, not per page).
import { Alert, type AlertTone } from '@terminservice/ui/alert';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FocusedAlertProps {
  readonly tone: AlertTone;
  /** The heading (h2) that takes the focus. */
  readonly title: ReactNode;
  /** The page's class for it. */
  readonly className: string;
  readonly children?: ReactNode;
}

export function FocusedAlert({ tone, title, className, children }: FocusedAlertProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert tone={tone} title={title} titleLevel={2} titleRef={heading} className={className}>
      {children}
    </Alert>
  );
}
