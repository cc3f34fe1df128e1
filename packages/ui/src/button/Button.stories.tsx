import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Termin suchen' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Abbrechen' } };

export const LinkLook: Story = { args: { variant: 'link', children: 'Details anzeigen' } };

export const Busy: Story = { args: { busy: true } };

export const Disabled: Story = { args: { disabled: true, children: 'Weiter' } };

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: 'zurück',
    icon: <span className="kern-icon kern-icon--arrow-back" />,
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Termin buchen' } };
