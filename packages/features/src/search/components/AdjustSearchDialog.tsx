// §2 mobile: 'Suche anpassen' opens the modal 'Suche anpassen:' (static backdrop) with the postcode,
// appointment-type, radius and days filters. §4: the modal closes after each search.
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';

export interface AdjustSearchDialogProps {
  /** Changes after every search: the modal closes. */
  readonly resetKey: number;
  readonly children: ReactNode;
}

export function AdjustSearchDialog({ resetKey, children }: AdjustSearchDialogProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setOpen(false);
  }
  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        {t(RESULTS_MESSAGES.adjust)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(RESULTS_MESSAGES.adjustTitle)}
        dismissible={false}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t(RESULTS_MESSAGES.close)}
          </Button>
        }
      >
        <div className="ts-filters ts-filters--dialog">{children}</div>
      </Dialog>
    </>
  );
}
