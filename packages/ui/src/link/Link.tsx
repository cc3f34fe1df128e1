import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
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

type AnchorProps = ComponentProps<'a'>;
type Handler = (...args: unknown[]) => unknown;

/**
 * asChild: the child element with the link's props merged in, as Radix's Slot did (whose ≈ 2 kB
 * gzip sat in every app's start chunk through the header's links; issue #25 part 5): the child's
 * own props win, classes are joined, styles merged, and where both have an event handler both run,
 * the child's first.
 */
function mergeIntoChild(child: ReactNode, linkProps: AnchorProps): ReactNode {
  if (!isValidElement<AnchorProps>(child)) return child;
  const own = child.props as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...linkProps, ...own };
  for (const [name, linkValue] of Object.entries(linkProps)) {
    const ownValue = own[name];
    if (
      /^on[A-Z]/.test(name) &&
      typeof linkValue === 'function' &&
      typeof ownValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = (ownValue as Handler)(...args);
        (linkValue as Handler)(...args);
        return result;
      };
    }
  }
  merged.className = classNames(linkProps.className, child.props.className);
  if (linkProps.style || child.props.style)
    merged.style = { ...linkProps.style, ...child.props.style };
  return cloneElement(child, merged);
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
  if (asChild) return mergeIntoChild(children, { ...rest, className: classes });
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
