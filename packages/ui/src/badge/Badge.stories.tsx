import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'TSS', description: 'nur über die Terminservicestelle buchbar' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The TSS badge of §2. */
export const Tss: Story = {};

export const Small: Story = { args: { small: true } };

/** Inside a slot button: the badge's words become part of the button's name. */
export const InSlotButton: Story = {
  render: (args) => (
    <button type="button" className="kern-btn kern-btn--secondary">
      <span className="kern-label">09:30</span> <Badge {...args} small />
    </button>
  ),
};

export const Tones: Story = {
  render: () => (
    <p className="kern-body">
      <Badge tone="info">Info</Badge> <Badge tone="success">Gebucht</Badge>{' '}
      <Badge tone="warning">Reserviert</Badge> <Badge tone="danger">Storniert</Badge>
    </p>
  ),
};
