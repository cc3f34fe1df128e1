import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Button } from './Button.tsx';
import * as stories from './Button.stories.tsx';

describe('Button', () => {
  it('given no type, it is a plain button and does not submit its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Termin suchen</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Termin suchen' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given the keyboard, Enter and Space both activate it', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Weiter</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('given busy, it says so, keeps its name and focus, and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick}>
          Termin buchen
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Termin buchen' });
    button.focus();
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick} busy>
          Termin buchen
        </Button>
      </form>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Termin buchen');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given disabled, it is disabled for everyone', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given an icon, the icon is hidden from screen readers', () => {
    render(<Button icon={<span className="kern-icon kern-icon--arrow-back" />}>zurück</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('zurück');
  });

  describeEveryStoryIsAccessible(stories);
});
