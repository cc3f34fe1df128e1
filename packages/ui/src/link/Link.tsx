import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { classNames } from '../internal/class-names.ts';

export interface LinkProps extends ComponentProps<'a'> {
  /**
   * Render the single child instead of an `<a>`, with the link's classes merged in — for router
   * links: `<Link asChild><RouterLink to="/terminservice">Neu starten</RouterLink></Link>`.
   * The ui package knows no router.
   */
  readonly asChild?: boolean;
  /** Opens in a new window: adds target, rel, an icon and the words "(öffnet neues Fenster)". */
  readonly external?: boolean;
  /** Without the visited colour, e.g. in the header and footer. */
  readonly plain?: boolean;
}

/** A KERN link: underlined, visible focus, a 44 px tall target when it stands alone (`ui-link--block`). */
export function Link({
  asChild = false,
  external = false,
  plain = false,
  className,
  children,
  ...rest
}: LinkProps) {
  const classes = classNames(
    'kern-link ui-link',
    plain && 'kern-link--no-visited-state',
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  if (external) {
    return (
      <a {...rest} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="kern-icon kern-icon--open-in-new ui-link__icon" aria-hidden="true" />{' '}
        <span className="kern-sr-only">(öffnet neues Fenster)</span>
      </a>
    );
  }
  return (
    <a {...rest} className={classes}>
      {children}
    </a>
  );
}
