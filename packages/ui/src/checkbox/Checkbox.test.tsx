import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Checkbox } from './Checkbox.tsx';
import * as stories from './Checkbox.stories.tsx';

describe('Checkbox', () => {
  it('given a click on the label, it toggles', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Ich bin gesetzlich krankenversichert." onChange={onChange} />);
    await userEvent.click(screen.getByText('Ich bin gesetzlich krankenversichert.'));
    expect(
      screen.getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' }),
    ).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given the keyboard, Tab reaches it and Space toggles it', async () => {
    render(<Checkbox label="Statistik" />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('given an error, it is invalid and the error is read with it', () => {
    render(<Checkbox label="Versichert" hint="Pflichtangabe" error="Bitte ankreuzen" />);
    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Pflichtangabe Fehler: Bitte ankreuzen');
  });

  it('given disabled, it cannot be changed', async () => {
    render(<Checkbox label="Essentiell" checked disabled readOnly />);
    await userEvent.click(screen.getByText('Essentiell'));
    expect(screen.getByRole('checkbox', { name: 'Essentiell' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Essentiell' })).toBeDisabled();
  });

  describeEveryStoryIsAccessible(stories);
});
