import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Select } from './Select.tsx';
import * as stories from './Select.stories.tsx';

const OPTIONS = [
  { value: 'W030', label: 'Augenarzt' },
  { value: 'A001', label: 'Hausarzt' },
];

describe('Select', () => {
  it('given a placeholder, it starts on the empty option', () => {
    render(<Select label="Fachrichtung" options={OPTIONS} placeholder="Bitte auswählen" />);
    const select = screen.getByRole('combobox', { name: 'Fachrichtung' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('after choosing an option, onChange receives its value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Fachrichtung"
        options={OPTIONS}
        placeholder="Bitte auswählen"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Hausarzt');
    expect(onChange).toHaveBeenCalledWith('A001');
  });

  it('given an error, it is invalid and the error is read with it', () => {
    render(<Select label="Fachrichtung" options={OPTIONS} error="Bitte auswählen" />);
    expect(screen.getByRole('combobox')).toBeInvalid();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Fehler: Bitte auswählen');
  });

  describeEveryStoryIsAccessible(stories);
});
