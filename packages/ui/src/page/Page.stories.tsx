import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/Heading.tsx';
import { Link } from '../link/Link.tsx';
import { Footer, Page, PageHeader } from './Page.tsx';

const header = (
  <PageHeader
    brand={
      <Link href="#start" plain>
        116117 Terminservice
      </Link>
    }
    restart={
      <Link href="#start" plain>
        Termin suchen
      </Link>
    }
    actions={
      <Link href="#logout" plain>
        Abmelden
      </Link>
    }
  />
);

const footer = (
  <Footer
    links={[
      <Link key="privacy" href="#datenschutz" plain>
        Datenschutz
      </Link>,
      <Link key="imprint" href="#impressum" plain>
        Impressum
      </Link>,
      <Link key="a11y" href="#barrierefreiheit" plain>
        Barrierefreiheit
      </Link>,
    ]}
  >
    © 2026 Kassenärztliche Bundesvereinigung
  </Footer>
);

const meta = {
  title: 'Layout/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    header,
    footer,
    children: (
      <>
        <Heading level={1}>Termin suchen</Heading>
        <p className="kern-body">Haben Sie einen Vermittlungscode?</p>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Wide: Story = { args: { width: 'wide' } };

/** DISPO and SMED: a plain logo, no menu (§2). */
export const PlainBrand: Story = {
  args: { header: <PageHeader brand={<span>116117 Terminservice</span>} /> },
};
