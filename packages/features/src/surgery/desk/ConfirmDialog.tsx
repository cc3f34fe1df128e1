// A confirmation before an action that cannot be undone (withdraw, deactivate): Radix Dialog via
// the ui Dialog, which traps focus and returns it to the opener. A refusal shows inside.
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { useState } from 'react';
import type { DeskResult } from './store/index.ts';
import { DESK_TEXTS } from './texts.ts';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  /** Runs the action; the dialog closes when it succeeds. */
  readonly onConfirm: () => Promise<DeskResult>;
  readonly onClose: () => void;
}

export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  // Mounted only while open: every opening starts without an old refusal.
  return open ? <OpenConfirm {...props} /> : null;
}

function OpenConfirm({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: Omit<ConfirmDialogProps, 'open'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) onClose();
    else setError([...result.error.messages, ...Object.values(result.error.fields)].join(' '));
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={text}
      footer={
        <>
          <Button onClick={() => void confirm()} busy={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {DESK_TEXTS.cancel}
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error" live="assertive">
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}
