import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';

export interface DescriptionListItem {
  /** The term, e.g. 'Gültig bis'; unique within the list (it is the item's key). */
  readonly term: string;
  readonly description: ReactNode;
}

export interface DescriptionListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  readonly items: readonly DescriptionListItem[];
  /** Each term above its description at every width; by default side by side from 768 px. */
  readonly stacked?: boolean;
}

/**
 * Terms and their descriptions as a real `dl` (KERN description list): screen readers announce
 * the list and pair each term with its value, so a state reads as words, never as colour alone.
 */
export function DescriptionList({
  items,
  stacked = false,
  className,
  ...rest
}: DescriptionListProps) {
  return (
    <dl
      {...rest}
      className={classNames(
        'kern-description-list ui-description-list',
        stacked && 'kern-description-list--col',
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.term} className="kern-description-list-item">
          <dt className="kern-description-list-item__key">{item.term}</dt>
          <dd className="kern-description-list-item__value">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
