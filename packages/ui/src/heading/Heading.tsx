import type { ComponentProps } from 'react';
import { classNames } from '../internal/class-names.ts';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'x-large' | 'large' | 'medium' | 'small';

export interface HeadingProps extends ComponentProps<'h1'> {
  /** The document level (h1–h4); choose it by the outline, not by the look. */
  readonly level: HeadingLevel;
  /** The look; by default by level (1 large, 2 medium, 3 and 4 small). */
  readonly size?: HeadingSize;
}

const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = {
  1: 'large',
  2: 'medium',
  3: 'small',
  4: 'small',
};

/**
 * A KERN heading. Pass `tabIndex={-1}` and a ref to move focus to the page's h1 after a route change.
 */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      className={classNames(`kern-heading-${size ?? DEFAULT_SIZE[level]}`, 'ui-heading', className)}
    />
  );
}
