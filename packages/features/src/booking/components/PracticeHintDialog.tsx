// §2 "Practice-hint modal" (WEB and SMED, §6), shown before the booking modal when the office or
// the profile has a note (§4 "Slot selection").
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import type { RefObject } from 'react';
import { BOOKING_TEXTS } from '../texts.ts';

export interface PracticeHintDialogProps {
  readonly open: boolean;
  readonly note: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

export function PracticeHintDialog({
  open,
  note,
  onConfirm,
  onCancel,
  returnFocus,
}: PracticeHintDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={BOOKING_TEXTS.hintTitle}
      description={BOOKING_TEXTS.hintDisclaimer}
      {...(returnFocus ? { returnFocus } : {})}
      footer={
        <>
          <Button onClick={onConfirm}>{BOOKING_TEXTS.toBooking}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {BOOKING_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <blockquote className="ts-booking__note kern-body">{note}</blockquote>
    </Dialog>
  );
}
