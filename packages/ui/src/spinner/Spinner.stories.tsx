import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'small', label: 'Suche läuft' } };

/** §2 FAQ: 'Inhalt wird geladen' in a box that keeps its height. */
export const Loading: Story = {
  render: () => <LoadingIndicator label="Inhalt wird geladen" />,
};

export const LoadingLine: Story = {
  render: () => <LoadingIndicator label="Bitte warten..." reserve="line" />,
};
