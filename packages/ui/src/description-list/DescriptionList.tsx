import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../internal/class-names.ts';

export interface DescriptionListItem {
  /** The term, e.g. 'Gültig bis'; unique within the list (it is the item's key). */
  readonly term: string;
  readonly description: ReactNode;
  /** Classes of the term (`dt`), e.g. a text style. */
  readonly termClassName?: string;
  /** Classes of the description (`dd`), e.g. a text style. */
  readonly descriptionClassName?: string;
}

/** Empty text (or only spaces), null, undefined and false: nothing to describe. */
function isEmpty(description: ReactNode): boolean {
  if (description === null || description === undefined || description === false) return true;
  return typeof description === 'string' && description.trim() === '';
}

export interface DescriptionListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  readonly items: readonly DescriptionListItem[];
  /** Each term above its description at every width; by default side by side from 768 px. */
  readonly stacked?: boolean;
  /** Leave out the items with nothing to describe (empty text, null, undefined, false). */
  readonly omitEmpty?: boolean;
}

/**
 * Terms and their descriptions as a real `dl` (KERN description list): screen readers announce
 * the list and pair each term with its value, so a state reads as words, never as colour alone.
 */
export function DescriptionList({
  items,
  stacked = false,
  omitEmpty = false,
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
      {(omitEmpty ? items.filter((item) => !isEmpty(item.description)) : items).map((item) => (
        <div key={item.term} className="kern-description-list-item">
          <dt className={classNames('kern-description-list-item__key', item.termClassName)}>
            {item.term}
          </dt>
          <dd
            className={classNames('kern-description-list-item__value', item.descriptionClassName)}
          >
            {item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
