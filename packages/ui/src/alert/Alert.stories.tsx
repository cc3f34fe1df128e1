import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Hinweis',
    children: (
      <p>
        Für einige Fachrichtungen benötigen Sie einen Vermittlungscode. Telefonisch buchen Sie unter
        116117.
      </p>
    ),
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Ihr Termin ist gebucht.' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Termin reserviert',
    children: <p>Bitte bestätigen Sie die Reservierung innerhalb von 30 Minuten.</p>,
  },
};

export const ErrorMessage: Story = {
  args: {
    tone: 'error',
    title: 'Die Anmeldung ist fehlgeschlagen.',
    children: <p>Ungültiger Vermittlungscode.</p>,
  },
};

export const TitleOnly: Story = { args: { tone: 'info', title: 'Inhalt wird geladen' } };

/** The title as a heading (e.g. the outcome of an action, focused on mount); the tone stays outside it. */
export const TitleAsHeading: Story = {
  args: {
    tone: 'success',
    title: 'Vielen Dank für Ihre Nachricht.',
    titleLevel: 2,
    children: <p>Wir melden uns so bald wie möglich bei Ihnen.</p>,
  },
};
