import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_MESSAGE_REQUIRED_MESSAGE } from '@terminservice/domain/validation';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  args: { label: 'Ihre Nachricht', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Höchstens 1000 Zeichen.' } };

export const WithError: Story = {
  args: { hint: 'Höchstens 1000 Zeichen.', error: CONTACT_MESSAGE_REQUIRED_MESSAGE },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Guten Tag, …' } };
