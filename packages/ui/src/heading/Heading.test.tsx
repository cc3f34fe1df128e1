import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Heading } from './Heading.tsx';
import * as stories from './Heading.stories.tsx';

describe('Heading', () => {
  it('given a level, it is a heading of that level', () => {
    render(<Heading level={2}>Gefundene Termine</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Gefundene Termine' })).toHaveClass(
      'kern-heading-medium',
    );
  });

  it('given a size, the look changes but not the level', () => {
    render(
      <Heading level={1} size="small">
        Termin verwalten
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('kern-heading-small');
  });

  it('given a ref and tabIndex -1, focus can be moved to it after a route change', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading level={1} ref={ref} tabIndex={-1}>
        Termin suchen
      </Heading>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'Termin suchen' })).toHaveFocus();
  });

  describeEveryStoryIsAccessible(stories);
});
