import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { TextField } from './TextField.tsx';
import * as stories from './TextField.stories.tsx';

describe('TextField', () => {
  it('given a label, the input is found by it and clicking the label focuses the input', async () => {
    render(<TextField label="PLZ des Wohnortes" />);
    await userEvent.click(screen.getByText('PLZ des Wohnortes'));
    expect(screen.getByRole('textbox', { name: 'PLZ des Wohnortes' })).toHaveFocus();
  });

  it('given a hint, the input is described by it', () => {
    render(<TextField label="PLZ des Wohnortes" hint="5 Ziffern" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('5 Ziffern');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('given an error, the input is invalid and described by hint and error', () => {
    render(<TextField label="PLZ des Wohnortes" hint="5 Ziffern" error="Ungültige Postleitzahl" />);
    const input = screen.getByRole('textbox');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('5 Ziffern Fehler: Ungültige Postleitzahl');
  });

  it('given the error goes away after a correction, the input is valid again', async () => {
    function Postcode() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="PLZ"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={value.length === 5 ? undefined : 'Minimale Zeichenanzahl: 5'}
        />
      );
    }
    render(<Postcode />);
    expect(screen.getByRole('textbox')).toBeInvalid();
    await userEvent.type(screen.getByRole('textbox'), '10117');
    expect(screen.getByRole('textbox')).toBeValid();
    expect(screen.getByRole('textbox')).not.toHaveAccessibleDescription();
  });

  it('given a prefix, it is shown before the input and read with it', () => {
    render(<TextField label="Mobilnummer" type="tel" prefix="+49" />);
    expect(screen.getByText('+49')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mobilnummer' })).toHaveAccessibleDescription('+49');
  });

  it('given native attributes, they reach the input (autocomplete, inputmode, id)', () => {
    render(<TextField label="PLZ" id="plz" autoComplete="postal-code" inputMode="numeric" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('id', 'plz');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  describeEveryStoryIsAccessible(stories);
});
