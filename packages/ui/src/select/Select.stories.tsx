import type { Meta, StoryObj } from '@storybook/react-vite';
import { FACHRICHTUNGEN_OHNE_UEBERWEISUNG } from '@terminservice/domain/leistungsmerkmal';
import { SPECIALTY_REQUIRED_MESSAGE } from '@terminservice/domain/validation';
import { Select } from './Select.tsx';

const OPTIONS = FACHRICHTUNGEN_OHNE_UEBERWEISUNG.map(({ code, name }) => ({
  value: code,
  label: name,
}));

const meta = {
  title: 'Form/Select',
  component: Select,
  args: {
    label: 'Fachrichtung',
    name: 'fachrichtung',
    options: OPTIONS,
    placeholder: 'Bitte auswählen',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'W030' } };

export const WithError: Story = { args: { error: SPECIALTY_REQUIRED_MESSAGE } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'A001' } };
