// §4 "Cancellation": the block, the confirm dialog (OK / Abbrechen, buttons disabled while
// cancelling), the §8 notices as toasts and the way to the results referer or base.
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../shell/index.ts';
import { useDetails } from '../AppointmentProvider.tsx';
import { CANCEL_TEXTS } from '../texts.ts';
import { AppointmentBlock } from './AppointmentBlock.tsx';

export function CancelBlock() {
  const cancel = useDetails((state) => state.cancel);
  const cancelling = useDetails((state) => state.cancelling);
  const showToast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  async function confirm() {
    const outcome = await cancel();
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    setOpen(false);
    if (outcome.to) void navigate(outcome.to);
  }

  return (
    <AppointmentBlock
      id="ts-appointment-cancel"
      heading={CANCEL_TEXTS.heading}
      intro={CANCEL_TEXTS.intro}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {CANCEL_TEXTS.open}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!cancelling) setOpen(next);
        }}
        title={CANCEL_TEXTS.heading}
        description={CANCEL_TEXTS.question}
        dismissible={!cancelling}
        footer={
          <>
            <Button onClick={() => void confirm()} busy={cancelling}>
              {CANCEL_TEXTS.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancelling}>
              {CANCEL_TEXTS.abort}
            </Button>
          </>
        }
      />
    </AppointmentBlock>
  );
}
