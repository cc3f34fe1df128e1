import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';
import * as stories from './Dialog.stories.tsx';

function Page(props: Partial<DialogProps> & { withInitialFocus?: boolean }) {
  const { withInitialFocus, ...dialogProps } = props;
  const [open, setOpen] = useState(false);
  const notedButton = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Termin buchen
      </button>
      <Dialog
        title="Termin buchen"
        description="Möchten Sie den Termin verbindlich buchen?"
        {...dialogProps}
        {...(withInitialFocus ? { initialFocus: notedButton } : {})}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Abbrechen
            </button>
            <button type="button" ref={notedButton} onClick={() => setOpen(false)}>
              Ich habe mir den Code notiert
            </button>
          </>
        }
      />
    </main>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Termin buchen' }));
  const dialog = screen.getByRole('dialog', { name: 'Termin buchen' });
  // Radix listens for outside pointer downs from the next tick on.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return dialog;
}

describe('Dialog: opening, focus and closing', () => {
  it('after opening, it is a modal dialog named by its title and described by its description', async () => {
    render(<Page />);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Möchten Sie den Termin verbindlich buchen?');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('while open, it injects no style element (the CSP blocks inline styles, issue #16)', async () => {
    render(<Page />);
    const before = document.querySelectorAll('style').length;
    await openDialog();
    expect(document.querySelectorAll('style')).toHaveLength(before);
    expect(document.querySelector('.ui-dialog__overlay')).not.toBeNull();
  });

  it('given the keyboard, Tab stays inside the dialog (focus trap)', async () => {
    render(<Page />);
    const dialog = await openDialog();
    for (let step = 0; step < 6; step++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('after Escape, it closes and focus returns to the button that opened it', async () => {
    render(<Page />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns focus in a timeout after the dialog unmounts.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Termin buchen' })).toHaveFocus(),
    );
  });

  it('after the close button, it closes and focus returns', async () => {
    render(<Page />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Dialog schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns focus in a timeout after the dialog unmounts.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Termin buchen' })).toHaveFocus(),
    );
  });
});

describe('Dialog: options and the page behind', () => {
  it('given not dismissible, Escape and a click outside leave it open and there is no close button', async () => {
    render(<Page dismissible={false} />);
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    // A pointer down on the dimmed backdrop, outside the dialog.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(document.querySelector('.ui-dialog__overlay')!);
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dialog schließen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ich habe mir den Code notiert' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns focus in a timeout after the dialog unmounts.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Termin buchen' })).toHaveFocus(),
    );
  });

  it('given a dismissible dialog, a click on the backdrop closes it', async () => {
    render(<Page />);
    await openDialog();
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(document.querySelector('.ui-dialog__overlay')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given initialFocus, that element has focus when the dialog opens', async () => {
    render(<Page withInitialFocus />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Ich habe mir den Code notiert' })).toHaveFocus();
  });

  it('given no description, the dialog has no dangling aria-describedby', async () => {
    render(<Page description={undefined} />);
    const dialog = await openDialog();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('while open, the page behind is hidden from screen readers', async () => {
    render(<Page />);
    await openDialog();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  describeEveryStoryIsAccessible(stories);
});
