import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  args: {
    title: 'Spätere Termine anzeigen',
    children: <p className="kern-body">Dienstag, 12.05.2026: 09:30, 10:00, 10:30</p>,
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** Qualification picker groups (§2). */
export const Group: Story = {
  render: () => (
    <>
      <Accordion title="weitere Arztgruppen">
        <p className="kern-body">Augenheilkunde, Chirurgie, Dermatologie</p>
      </Accordion>
      <Accordion title="Bundeseinheitliche Genehmigungen">
        <p className="kern-body">Akupunktur, Schlafapnoe</p>
      </Accordion>
      <Accordion title="Zusatzqualifikationen">
        <p className="kern-body">Allergologie, Diabetologie</p>
      </Accordion>
    </>
  ),
};
