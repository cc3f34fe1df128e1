import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Accordion } from './Accordion.tsx';
import * as stories from './Accordion.stories.tsx';

describe('Accordion', () => {
  it('given closed, its summary is shown and its content is not', () => {
    render(<Accordion title="Spätere Termine anzeigen">09:30</Accordion>);
    expect(screen.getByText('Spätere Termine anzeigen')).toBeVisible();
    expect(screen.getByRole('group')).not.toHaveAttribute('open');
  });

  it('after a click on the summary, it is open and reports it', async () => {
    const onToggle = vi.fn();
    render(
      <Accordion title="Spätere Termine anzeigen" onToggle={onToggle}>
        09:30
      </Accordion>,
    );
    await userEvent.click(screen.getByText('Spätere Termine anzeigen'));
    expect(screen.getByRole('group')).toHaveAttribute('open');
    await vi.waitFor(() => expect(onToggle).toHaveBeenCalledWith(true));
  });

  it('given defaultOpen, it starts open', () => {
    render(
      <Accordion title="Zusatzqualifikationen" defaultOpen>
        Allergologie
      </Accordion>,
    );
    expect(screen.getByRole('group')).toHaveAttribute('open');
    expect(screen.getByText('Allergologie')).toBeVisible();
  });

  describeEveryStoryIsAccessible(stories);
});
