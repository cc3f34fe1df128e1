import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { TextArea } from './TextArea.tsx';
import * as stories from './TextArea.stories.tsx';

describe('TextArea', () => {
  it('given a label, the textarea is found by it and clicking the label focuses it', async () => {
    render(<TextArea label="Ihre Nachricht" />);
    await userEvent.click(screen.getByText('Ihre Nachricht'));
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveFocus();
  });

  it('given a hint and an error, the textarea is invalid and described by both', () => {
    render(<TextArea label="Ihre Nachricht" hint="Höchstens 1000 Zeichen." error="Zu lang" />);
    const textarea = screen.getByRole('textbox');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Höchstens 1000 Zeichen. Fehler: Zu lang');
  });

  it('takes several lines of text', async () => {
    render(<TextArea label="Ihre Nachricht" />);
    await userEvent.type(screen.getByRole('textbox'), 'Zeile 1{Enter}Zeile 2');
    expect(screen.getByRole('textbox')).toHaveValue('Zeile 1\nZeile 2');
  });
});

describeEveryStoryIsAccessible(stories);
