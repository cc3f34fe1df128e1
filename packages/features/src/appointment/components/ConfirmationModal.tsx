// §2 "Confirmation modal after booking": large, centred, static backdrop, no keyboard close,
// closes on browser back; the formatted code and the first slot; copy code, 'Ich habe mir den
// Code notiert', print confirmation and add to calendar (WEB only, §6).
import { CODE_COPIED } from '@terminservice/domain/errors';
import { Button } from '@terminservice/ui/button';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { Dialog } from '@terminservice/ui/dialog';
import { useRef } from 'react';
import { useIsShown } from '../../app-context/index.ts';
import { useToast } from '../../shell/index.ts';
import { useDetails } from '../AppointmentProvider.tsx';
import { CONFIRMATION_TEXTS } from '../texts.ts';
import { downloadCalendarFile } from '../utils/download.ts';

export interface ConfirmationModalProps {
  readonly open: boolean;
  /** 'Ich habe mir den Code notiert' was chosen: the code is marked noted. */
  readonly onNoted: () => void;
  readonly code: string;
  readonly slotText: string;
  readonly video: boolean;
}

/** The code (large, never translated) and the slot. */
function confirmationItems(code: string, slotText: string): DescriptionListItem[] {
  return [
    {
      term: CONFIRMATION_TEXTS.code,
      termClassName: 'kern-body',
      description: <span translate="no">{code}</span>,
      descriptionClassName: 'kern-heading-medium ts-appointment__code',
    },
    {
      term: CONFIRMATION_TEXTS.slot,
      termClassName: 'kern-body',
      description: slotText,
      descriptionClassName: 'kern-body kern-body--bold',
    },
  ];
}

export function ConfirmationModal({
  open,
  onNoted,
  code,
  slotText,
  video,
}: ConfirmationModalProps) {
  const isShown = useIsShown();
  const showToast = useToast();
  const markNoted = useDetails((state) => state.markNoted);
  const calendarFile = useDetails((state) => state.calendarFile);
  const notedButton = useRef<HTMLButtonElement>(null);
  const webOnly = isShown('printAndCalendar');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      showToast(CODE_COPIED, 'success');
    } catch {
      showToast({ message: CONFIRMATION_TEXTS.copyFailed }, 'error');
    }
  }

  async function addToCalendar() {
    try {
      downloadCalendarFile(await calendarFile());
    } catch {
      // The slot is shown in the modal; the user can enter it by hand.
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      size="large"
      title={video ? CONFIRMATION_TEXTS.videoTitle : CONFIRMATION_TEXTS.title}
      description={CONFIRMATION_TEXTS.description}
      initialFocus={notedButton}
      footer={
        <>
          <Button
            ref={notedButton}
            onClick={() => {
              void markNoted();
              onNoted();
            }}
          >
            {CONFIRMATION_TEXTS.noted}
          </Button>
          {webOnly ? (
            <>
              <Button variant="secondary" onClick={() => window.print()}>
                {CONFIRMATION_TEXTS.print}
              </Button>
              <Button variant="secondary" onClick={() => void addToCalendar()}>
                {CONFIRMATION_TEXTS.calendar}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <DescriptionList
        stacked
        className="ts-appointment__confirmation"
        items={confirmationItems(code, slotText)}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {CONFIRMATION_TEXTS.copy}
      </Button>
    </Dialog>
  );
}
