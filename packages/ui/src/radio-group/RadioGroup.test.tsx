import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import * as stories from './RadioGroup.stories.tsx';

const OPTIONS = [
  { value: 'sms', label: 'per SMS' },
  { value: 'email', label: 'per E-Mail' },
] as const;

function Channel({ error }: { error?: string }) {
  const [value, setValue] = useState<'sms' | 'email' | undefined>(undefined);
  return (
    <>
      <RadioGroup
        legend="Identitätsprüfung"
        name="channel"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        hint="Wir senden Ihnen eine PIN."
        error={error}
      />
      <output>{value ?? 'nichts'}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('given the legend, the group is named by the question', () => {
    render(<Channel />);
    expect(screen.getByRole('group', { name: 'Identitätsprüfung' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('after a click on a label, that option is chosen', async () => {
    render(<Channel />);
    await userEvent.click(screen.getByText('per E-Mail'));
    expect(screen.getByRole('radio', { name: 'per E-Mail' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('email');
  });

  it('given the keyboard, arrow keys move the choice between options', async () => {
    render(<Channel />);
    await userEvent.click(screen.getByRole('radio', { name: 'per SMS' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'per E-Mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'per E-Mail' })).toHaveFocus();
  });

  it('given an error, the group is described by hint and error', () => {
    render(<Channel error="Bitte wählen Sie einen Weg aus." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      'Wir senden Ihnen eine PIN. Fehler: Bitte wählen Sie einen Weg aus.',
    );
  });

  it('given an id, the first radio carries it so an error summary can link to it', () => {
    render(
      <RadioGroup
        legend="Frage"
        name="q"
        id="q"
        options={OPTIONS}
        value={undefined}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'per SMS' })).toHaveAttribute('id', 'q');
  });

  describeEveryStoryIsAccessible(stories);
});
