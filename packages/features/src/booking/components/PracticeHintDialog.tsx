// §2 "Practice-hint modal" (WEB and SMED, §6), shown before the booking modal when the office or
// the profile has a note (§4 "Slot selection").
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import type { RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES } from '../texts.ts';

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
  const { t } = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t(BOOKING_MESSAGES.hintTitle)}
      closeLabel={t(BOOKING_MESSAGES.closeDialog)}
      description={t(BOOKING_MESSAGES.hintDisclaimer)}
      {...(returnFocus ? { returnFocus } : {})}
      footer={
        <>
          <Button onClick={onConfirm}>{t(BOOKING_MESSAGES.toBooking)}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t(BOOKING_MESSAGES.cancel)}
          </Button>
        </>
      }
    >
      <blockquote className="ts-booking__note kern-body">{note}</blockquote>
    </Dialog>
  );
}
