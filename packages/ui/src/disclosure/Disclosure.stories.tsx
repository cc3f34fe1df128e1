import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure } from './Disclosure.tsx';

const details = (
  <>
    <p className="kern-body">
      Weitere Informationen: Bitte bringen Sie Ihre Versichertenkarte mit.
    </p>
    <p className="kern-body">
      Telefon:{' '}
      <a className="kern-link" href="tel:0301234567">
        030 1234567
      </a>
    </p>
  </>
);

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: { children: details },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 office item: 'Details anzeigen/ausblenden'. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** §2 results: '{n} weitere anzeigen'. */
export const MoreSlots: Story = {
  args: {
    showLabel: '4 weitere anzeigen',
    hideLabel: 'weniger anzeigen',
    children: <p className="kern-body">09:30 · 10:00 · 10:30 · 11:00</p>,
  },
};
