import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Disclosure } from './Disclosure.tsx';
import * as stories from './Disclosure.stories.tsx';

describe('Disclosure', () => {
  it('given closed, the button says "Details anzeigen", is collapsed and the details are hidden', () => {
    render(<Disclosure>Praxis am Markt</Disclosure>);
    const toggle = screen.getByRole('button', { name: 'Details anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Praxis am Markt')).not.toBeVisible();
  });

  it('after a click, it says "Details ausblenden", is expanded and controls the shown region', async () => {
    render(<Disclosure>Praxis am Markt</Disclosure>);
    await userEvent.click(screen.getByRole('button', { name: 'Details anzeigen' }));
    const toggle = screen.getByRole('button', { name: 'Details ausblenden' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Praxis am Markt');
  });

  it('given the keyboard, Enter opens and Space closes it, focus staying on the button', async () => {
    render(<Disclosure>Praxis am Markt</Disclosure>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Praxis am Markt')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Praxis am Markt')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Details anzeigen' })).toHaveFocus();
  });

  it('given controlled use, it follows open and reports changes', async () => {
    const onOpenChange = vi.fn();
    render(
      <Disclosure open={false} onOpenChange={onOpenChange} showLabel="3 weitere anzeigen">
        10:00
      </Disclosure>,
    );
    await userEvent.click(screen.getByRole('button', { name: '3 weitere anzeigen' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('10:00')).not.toBeVisible();
  });

  describeEveryStoryIsAccessible(stories);
});
