import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  PHONE_REQUIRED_MESSAGE,
  POSTCODE_MIN_LENGTH_MESSAGE,
} from '@terminservice/domain/validation';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: {
    label: 'PLZ des Wohnortes',
    name: 'plz',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { width: 'short' } };

export const WithHint: Story = {
  args: { width: 'short', hint: '5 Ziffern, z. B. 10117' },
};

export const WithError: Story = {
  args: {
    width: 'short',
    defaultValue: '1011',
    error: POSTCODE_MIN_LENGTH_MESSAGE,
  },
};

export const PhoneWithPrefix: Story = {
  args: {
    label: 'Mobilnummer',
    name: 'phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    prefix: '+49',
    width: 'medium',
  },
};

export const PhoneWithPrefixAndError: Story = {
  args: {
    ...PhoneWithPrefix.args,
    error: PHONE_REQUIRED_MESSAGE,
  },
};

export const Disabled: Story = { args: { width: 'short', disabled: true, defaultValue: '10117' } };

export const ReadOnly: Story = { args: { width: 'short', readOnly: true, defaultValue: '10117' } };
