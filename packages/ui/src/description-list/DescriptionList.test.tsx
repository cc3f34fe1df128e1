import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { DescriptionList } from './DescriptionList.tsx';
import * as stories from './DescriptionList.stories.tsx';

describe('DescriptionList', () => {
  it('given items, each term is paired with its description in a dl', () => {
    render(
      <DescriptionList
        aria-label="Status"
        items={[
          { term: 'Gültig bis', description: '12.12.2026' },
          { term: 'Absagen', description: '1 von 2' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Gültig bis', 'Absagen']);
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      '12.12.2026',
      '1 von 2',
    ]);
    // Each pair sits in its own item, term first.
    const item = terms[1]!.parentElement!;
    expect(within(item).getByRole('definition').textContent).toBe('1 von 2');
    expect(terms[0]!.closest('dl')).toHaveAttribute('aria-label', 'Status');
  });

  it('given stacked, terms stay above their values at every width', () => {
    const { container } = render(
      <DescriptionList stacked items={[{ term: 'Absagen', description: '0 von 2' }]} />,
    );
    expect(container.querySelector('dl')).toHaveClass('kern-description-list--col');
  });

  it('given omitEmpty, items with nothing to describe are left out', () => {
    render(
      <DescriptionList
        omitEmpty
        items={[
          { term: 'Name', description: 'Erika Muster' },
          { term: 'Telefon', description: '' },
          { term: 'Hinweis', description: '  ' },
          { term: 'Bestätigt', description: null },
          { term: 'Leistungen', description: <span>Hausbesuch</span> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Leistungen',
    ]);
  });

  it('given item classes, they style the term and the description', () => {
    render(
      <DescriptionList
        items={[
          {
            term: 'Vermittlungscode',
            description: 'ABCD-EFGH-IJKL',
            termClassName: 'kern-body',
            descriptionClassName: 'kern-heading-medium',
          },
        ]}
      />,
    );
    expect(screen.getByRole('term')).toHaveClass('kern-description-list-item__key', 'kern-body');
    expect(screen.getByRole('definition')).toHaveClass(
      'kern-description-list-item__value',
      'kern-heading-medium',
    );
  });

  describeEveryStoryIsAccessible(stories);
});
