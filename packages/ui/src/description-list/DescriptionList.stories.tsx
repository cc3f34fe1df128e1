import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Content/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Gültig bis', description: '12.12.2026' },
      { term: 'Absagen', description: '1 von 2' },
      { term: 'Dringlichkeit', description: 'dringend' },
      { term: 'Buchbare Termine', description: 'bis 23.12.2026' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side from 768 px, stacked below (320 px reflow). */
export const SideBySide: Story = {};

/** Each term above its value at every width. */
export const Stacked: Story = { args: { stacked: true } };

/** A description may hold emphasis or a sentence. */
export const WithSentence: Story = {
  args: {
    items: [
      { term: 'Absagen', description: '1 von 2' },
      {
        term: 'Nach einer Absage',
        description: <strong>Der Vermittlungscode ist danach verbraucht.</strong>,
      },
    ],
  },
};

/** Items with nothing to describe left out (`omitEmpty`): here 'Telefon' and 'Hinweis'. */
export const OmitEmpty: Story = {
  args: {
    omitEmpty: true,
    items: [
      { term: 'Name', description: 'Erika Muster' },
      { term: 'Telefon', description: '' },
      { term: 'Hinweis', description: null },
      { term: 'Geburtsdatum', description: '01.02.1980' },
    ],
  },
};
