// 'Termin absagen': the practice cancels a booking with a required reason. Says that the patient
// is informed and can book again with the same code; the outcome (e-mail, SMS or "please call")
// goes to the desk's live region after the dialog closes.
import { practiceCancelRequestSchema } from '@terminservice/domain/supply';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { TextArea } from '@terminservice/ui/text-area';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDesk } from './DeskStoreProvider.tsx';
import { BOOKING_TEXTS, DESK_TEXTS } from './texts.ts';
import { validateWith } from './validation.ts';

export interface CancelDialogProps {
  /** The booking to cancel; null: closed. */
  readonly bookingId: string | null;
  readonly onClose: () => void;
}

export function CancelDialog({ bookingId, onClose }: CancelDialogProps) {
  return bookingId === null ? null : <OpenCancel bookingId={bookingId} onClose={onClose} />;
}

function OpenCancel({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const id = useId();
  const cancelBooking = useDesk((s) => s.cancelBooking);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [grund, setGrund] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(practiceCancelRequestSchema, { grund });
    if (!checked.ok) {
      setFieldError(checked.fields.grund);
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    const result = await cancelBooking(bookingId, checked.value.grund);
    setBusy(false);
    if (result.ok) return onClose();
    setFieldError(result.error.fields.grund);
    setMessage(result.error.messages.join(' ') || null);
    if (result.error.fields.grund) reasonField.current?.focus();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={BOOKING_TEXTS.cancelTitle}
      description={BOOKING_TEXTS.cancelText}
      initialFocus={reasonField}
      footer={
        <>
          <Button type="submit" form={`${id}-form`} busy={busy}>
            {BOOKING_TEXTS.confirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {DESK_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)}>
        {message ? (
          <Alert tone="error" live="assertive">
            {message}
          </Alert>
        ) : null}
        <TextArea
          ref={reasonField}
          label={BOOKING_TEXTS.reason}
          hint={BOOKING_TEXTS.reasonHint}
          required
          value={grund}
          error={fieldError}
          onChange={(e) => setGrund(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
