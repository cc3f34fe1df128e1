import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { level: 1, children: 'Termin suchen' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};

export const Level2: Story = { args: { level: 2, children: 'Gefundene Termine' } };

export const Level3: Story = { args: { level: 3, children: 'Verfügbare Termine' } };

export const Outline: Story = {
  render: () => (
    <>
      <Heading level={1}>Bitte geben Sie den Vermittlungscode der Buchung an</Heading>
      <Heading level={2}>Termine finden mit Überweisung</Heading>
      <Heading level={3}>Verfügbare Präsenztermine</Heading>
      <Heading level={4}>Weitere Informationen:</Heading>
    </>
  ),
};
