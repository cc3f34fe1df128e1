import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

/** §2 WEB login: 'Haben Sie einen Vermittlungscode?' with Ja (1), Nein (0) and ? (2). */
const HAS_CODE_OPTIONS = [
  { value: '1', label: 'Ja' },
  { value: '0', label: 'Nein' },
  {
    value: '2',
    label: (
      <>
        <span aria-hidden="true">?</span>
        <span className="kern-sr-only">Ich weiß es nicht</span>
      </>
    ),
  },
] as const;

function Controlled(props: Omit<RadioGroupProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<string | undefined>(initial);
  return <RadioGroup {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Form/RadioGroup',
  component: Controlled,
  args: {
    legend: 'Haben Sie einen Vermittlungscode?',
    name: 'hasCode',
    options: HAS_CODE_OPTIONS,
    inline: true,
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { initial: '1' } };

export const Stacked: Story = {
  args: {
    legend: 'Wie möchten Sie die PIN erhalten?',
    name: 'channel',
    inline: false,
    options: [
      { value: 'sms', label: 'per SMS' },
      { value: 'email', label: 'per E-Mail', hint: 'Die PIN kommt an Ihre E-Mail-Adresse.' },
    ],
  },
};

export const WithError: Story = {
  args: {
    hint: 'Der Code steht auf Ihrer Überweisung.',
    error: 'Bitte wählen Sie eine Antwort aus.',
  },
};

export const Disabled: Story = { args: { disabled: true, initial: '0' } };
