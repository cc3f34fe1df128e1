import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

type DemoProps = Omit<DialogProps, 'open' | 'onOpenChange' | 'footer'> & {
  readonly initiallyOpen?: boolean;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
};

/** A trigger button and the dialog; the footer buttons close it. */
function Demo({ initiallyOpen = true, confirmLabel, cancelLabel, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Dialog öffnen
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            {confirmLabel ? <Button onClick={() => setOpen(false)}>{confirmLabel}</Button> : null}
            {cancelLabel ? (
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {cancelLabel}
              </Button>
            ) : null}
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Termin buchen',
    description: 'Möchten Sie den Termin am 12.05.2026 um 09:30 Uhr verbindlich buchen?',
    confirmLabel: 'Termin buchen',
    cancelLabel: 'Abbrechen',
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** §2 practice-hint modal. */
export const WithContent: Story = {
  args: {
    title: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
    description: 'Die Hinweise stammen von der Praxis und wurden nicht geprüft.',
    children: (
      <p className="kern-body">Bitte bringen Sie Ihre Versichertenkarte und die Überweisung mit.</p>
    ),
    confirmLabel: 'Zur Terminbuchung',
    cancelLabel: undefined,
  },
};

/** §2 confirmation modal: static backdrop, no Escape, no close button; large and centred. */
export const NotDismissible: Story = {
  args: {
    title: 'Ihr Termin ist gebucht',
    description: 'Bitte notieren Sie sich Ihren Vermittlungscode: ABCD-FGHJ-KLMN',
    dismissible: false,
    size: 'large',
    confirmLabel: 'Ich habe mir den Code notiert',
    cancelLabel: undefined,
  },
};

export const Closed: Story = { args: { initiallyOpen: false } };
