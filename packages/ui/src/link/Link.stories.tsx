import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#faq', children: 'Häufige Fragen' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const External: Story = {
  args: { href: 'https://www.116117.de', external: true, children: '116117.de' },
};

export const Plain: Story = { args: { plain: true, children: 'Impressum' } };

/** How an app passes its router's link: the child element gets the classes. */
export const AsChild: Story = {
  args: {
    asChild: true,
    children: (
      <a href="#start" data-router-link="">
        Neu starten
      </a>
    ),
  },
};

export const Block: Story = { args: { className: 'ui-link--block', children: 'zurück' } };

export const Phone: Story = { args: { href: 'tel:116117', children: '116117' } };
