// §4 "Cancellation": the block, the confirm dialog (OK / Abbrechen, buttons disabled while
// cancelling), the §8 notices as toasts and the way to the results referer or base. When this
// cancellation uses the code up (the code status's naechsteAbsage, from the domain's codeStatus),
// the dialog says so before its buttons (issue #23 part 4).
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { releaseConsequence } from '@terminservice/domain/reminders';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDetails } from '../AppointmentProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { useNoticeToast } from '../hooks/useNoticeToast.ts';
import { CANCEL_MESSAGES } from '../texts.ts';
import { AppointmentBlock } from './AppointmentBlock.tsx';

export interface CancelBlockProps {
  /** The code's status where the type shows it; null: no warning (loading, failed, SURGERY). */
  readonly codeStatus?: CodeStatusResponse | null;
}

/** What the dialog says before its buttons when this cancellation uses the code up, else null. */
export function usedUpWarning(codeStatus: CodeStatusResponse | null): string | null {
  if (codeStatus === null || codeStatus.naechsteAbsage !== 'CODE_VERBRAUCHT') return null;
  // A reminder's release is a cancellation: the domain says what one means for the code once.
  return releaseConsequence(codeStatus.stornierungen);
}

export function CancelBlock({ codeStatus = null }: CancelBlockProps) {
  const { t, domain } = useT();
  const cancel = useDetails((state) => state.cancel);
  const cancelling = useDetails((state) => state.cancelling);
  const showToast = useNoticeToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const warning = usedUpWarning(codeStatus);

  async function confirm() {
    const outcome = await cancel();
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    setOpen(false);
    if (outcome.to) void navigate(outcome.to);
  }

  return (
    <AppointmentBlock
      id="ts-appointment-cancel"
      heading={t(CANCEL_MESSAGES.heading)}
      intro={t(CANCEL_MESSAGES.intro)}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(CANCEL_MESSAGES.open)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!cancelling) setOpen(next);
        }}
        title={t(CANCEL_MESSAGES.heading)}
        closeLabel={t(CANCEL_MESSAGES.closeDialog)}
        description={
          warning === null ? (
            t(CANCEL_MESSAGES.question)
          ) : (
            // In the description, so that it is read with the question when the dialog opens.
            <>
              {t(CANCEL_MESSAGES.question)}{' '}
              <strong>
                {warning === CANCEL_MESSAGES.usedUp.message
                  ? t(CANCEL_MESSAGES.usedUp)
                  : domain(warning)}
              </strong>
            </>
          )
        }
        dismissible={!cancelling}
        footer={
          <>
            <Button onClick={() => void confirm()} busy={cancelling}>
              {t(CANCEL_MESSAGES.confirm)}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancelling}>
              {t(CANCEL_MESSAGES.abort)}
            </Button>
          </>
        }
      />
    </AppointmentBlock>
  );
}
