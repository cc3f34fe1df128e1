import type { ReactNode, SyntheticEvent } from 'react';
import { classNames } from '../internal/class-names.ts';

export interface AccordionProps {
  /** The always visible summary, e.g. 'Spätere Termine anzeigen' (§2). */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
  readonly onToggle?: (open: boolean) => void;
  readonly className?: string;
}

/**
 * A KERN accordion on native `<details>`/`<summary>`: keyboard, state and screen-reader support
 * come from the browser; find-in-page opens it. Several in a row form an accordion group.
 */
export function Accordion({
  title,
  children,
  defaultOpen = false,
  onToggle,
  className,
}: AccordionProps) {
  const handleToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    onToggle?.(event.currentTarget.open);
  };
  return (
    <details
      className={classNames('kern-accordion ui-accordion', className)}
      open={defaultOpen}
      onToggle={handleToggle}
    >
      <summary className="kern-accordion__header">
        <span className="kern-title">{title}</span>
      </summary>
      <div className="kern-accordion__body">{children}</div>
    </details>
  );
}
