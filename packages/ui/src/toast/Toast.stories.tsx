import type { Meta, StoryObj } from '@storybook/react-vite';
import { SURGERY_NOTIFICATION_MS } from '@terminservice/domain/limits';
import { useEffect } from 'react';
import { Button } from '../button/Button.tsx';
import { ToastRegion, useToasts, type ToastMessage } from './Toast.tsx';

function Demo({ initial }: { readonly initial: readonly Omit<ToastMessage, 'id'>[] }) {
  const { toasts, show, dismiss } = useToasts();
  useEffect(() => {
    for (const toast of initial) show(toast);
  }, [initial, show]);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => show({ tone: 'success', title: 'Die E-Mail-Adresse wurde geändert.' })}
      >
        Benachrichtigung zeigen
      </Button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 s with a progress bar; hover or focus pauses it. */
export const Success: Story = {
  args: { initial: [{ tone: 'success', title: 'Ihr Termin wurde storniert.' }] },
};

export const Info: Story = {
  args: {
    initial: [
      {
        tone: 'info',
        title: 'Information für Ärzte',
        text: 'Bitte beachten Sie die Hinweise zur Abrechnung.',
        durationMs: SURGERY_NOTIFICATION_MS,
      },
    ],
  },
};

export const ErrorMessage: Story = {
  args: {
    initial: [
      {
        tone: 'error',
        title: 'Die Verbindung ist unterbrochen.',
        text: 'Bitte versuchen Sie es erneut.',
      },
    ],
  },
};

export const Persistent: Story = {
  args: {
    initial: [{ tone: 'warning', title: 'Wartungsarbeiten heute ab 22 Uhr.', durationMs: null }],
  },
};

export const Several: Story = {
  args: {
    initial: [
      { tone: 'info', title: 'Ihre Suche wurde gespeichert.' },
      { tone: 'success', title: 'Der Code wurde kopiert.' },
    ],
  },
};

export const Empty: Story = { args: { initial: [] } };
