// §2 "Confirmation modal after booking": large, centred, static backdrop, no keyboard close,
// closes on browser back; the formatted code and the first slot; copy code, 'Ich habe mir den
// Code notiert', print confirmation and add to calendar (WEB only, §6).
import { CODE_COPIED } from '@terminservice/domain/errors';
import { Button } from '@terminservice/ui/button';
import { DescriptionList, type DescriptionListItem } from '@terminservice/ui/description-list';
import { Dialog } from '@terminservice/ui/dialog';
import { useRef } from 'react';
import { useIsShown } from '../../app-context/index.ts';
import { useDetails } from '../AppointmentProvider.tsx';
import { useT } from '../../i18n/index.ts';
import { useNoticeToast } from '../hooks/useNoticeToast.ts';
import { CONFIRMATION_MESSAGES } from '../texts.ts';
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
function confirmationItems(
  t: (msg: (typeof CONFIRMATION_MESSAGES)[keyof typeof CONFIRMATION_MESSAGES]) => string,
  code: string,
  slotText: string,
): DescriptionListItem[] {
  return [
    {
      term: t(CONFIRMATION_MESSAGES.code),
      termClassName: 'kern-body',
      description: <span translate="no">{code}</span>,
      descriptionClassName: 'kern-heading-medium ts-appointment__code',
    },
    {
      term: t(CONFIRMATION_MESSAGES.slot),
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
  const { t } = useT();
  const isShown = useIsShown();
  const showToast = useNoticeToast();
  const markNoted = useDetails((state) => state.markNoted);
  const calendarFile = useDetails((state) => state.calendarFile);
  const notedButton = useRef<HTMLButtonElement>(null);
  const webOnly = isShown('printAndCalendar');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      showToast(CODE_COPIED, 'success');
    } catch {
      showToast({ message: t(CONFIRMATION_MESSAGES.copyFailed) }, 'error');
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
      title={t(video ? CONFIRMATION_MESSAGES.videoTitle : CONFIRMATION_MESSAGES.title)}
      description={t(CONFIRMATION_MESSAGES.description)}
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
            {t(CONFIRMATION_MESSAGES.noted)}
          </Button>
          {webOnly ? (
            <>
              <Button variant="secondary" onClick={() => window.print()}>
                {t(CONFIRMATION_MESSAGES.print)}
              </Button>
              <Button variant="secondary" onClick={() => void addToCalendar()}>
                {t(CONFIRMATION_MESSAGES.calendar)}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <DescriptionList
        stacked
        className="ts-appointment__confirmation"
        items={confirmationItems(t, code, slotText)}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {t(CONFIRMATION_MESSAGES.copy)}
      </Button>
    </Dialog>
  );
}
