import type { Meta, StoryObj } from '@storybook/react-vite';
import { RADIUS_TOOLTIP_TEXT } from '@terminservice/domain/search';
import { Button } from '../button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: RADIUS_TOOLTIP_TEXT,
    show: true,
    children: <Button variant="secondary">Umkreis: 5 km</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown once, closes after 3 s (hover or focus keeps it open, Escape closes it). */
export const Shown: Story = {};

/** Stays up for looking at the layout. */
export const Held: Story = { args: { durationMs: 24 * 60 * 60 * 1000 } };

export const Above: Story = {
  args: { placement: 'top', durationMs: 24 * 60 * 60 * 1000 },
  decorators: [(Story) => <div className="ui-story-spacer-top">{Story()}</div>],
};

/** In the flow: what follows moves down instead of being covered. */
export const Inline: Story = {
  args: { placement: 'inline', durationMs: 24 * 60 * 60 * 1000 },
  decorators: [
    (Story) => (
      <div>
        {Story()}
        <p>Alle Tage und Zeiten</p>
      </div>
    ),
  ],
};

export const NotShown: Story = { args: { show: false } };
