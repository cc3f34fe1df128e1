// The confirmation modal of a reschedule (issue #15): the new slot, the question, what happens to
// the old appointment (released, not a cancellation), the practice's details, the refusal, and
// 'Termin verschieben' / 'Abbrechen'. No contact form: the booking's contact is kept. A slot of the
// other appointment type is not offered (the server refuses it too, BU005).
import type { AppointmentEntry } from '@terminservice/domain/api';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import type { RefObject } from 'react';
import {
  BookingErrorAlert,
  PracticeDetails,
  slotDateTime,
  termintypOf,
  type SlotSelection,
} from '../booking/index.ts';
import { bookedWhen } from './path.ts';
import { useT } from '../i18n/index.ts';
import { RESCHEDULE_MESSAGES, RESCHEDULE_OTHER_TYPE } from './texts.ts';
import type { RescheduleSubmit } from './useRescheduleSubmit.ts';

export interface RescheduleDialogProps {
  readonly selection: SlotSelection;
  /** The booking being moved (null while it loads). */
  readonly current: AppointmentEntry | null;
  readonly submit: RescheduleSubmit;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

export function RescheduleDialog({
  selection,
  current,
  submit,
  onConfirm,
  onCancel,
  returnFocus,
}: RescheduleDialogProps) {
  const translator = useT();
  const { t } = translator;
  const { busy, error } = submit;
  const wrongType = current !== null && current.slot.termintyp !== termintypOf(selection);
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        // While the call runs the modal stays: its answer decides where the patient goes.
        if (!next && !busy) onCancel();
      }}
      size="large"
      title={t(RESCHEDULE_MESSAGES.title)}
      closeLabel={t(RESCHEDULE_MESSAGES.close)}
      description={
        <>
          <span className="ts-reschedule__when">
            {t(RESCHEDULE_MESSAGES.newSlot)}: <strong>{slotDateTime(selection)}</strong>
          </span>
          {wrongType ? null : (
            <span className="ts-reschedule__question">{t(RESCHEDULE_MESSAGES.question)}</span>
          )}
        </>
      }
      {...(returnFocus ? { returnFocus } : {})}
      footer={
        <>
          {wrongType ? null : (
            <Button onClick={onConfirm} busy={busy}>
              {t(RESCHEDULE_MESSAGES.confirm)}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel} aria-disabled={busy || undefined}>
            {t(RESCHEDULE_MESSAGES.cancel)}
          </Button>
        </>
      }
    >
      {error ? <BookingErrorAlert error={error} onBackToResults={onCancel} /> : null}
      {wrongType ? (
        <Alert tone="warning" title={t(RESCHEDULE_MESSAGES.otherTypeTitle)} live="off">
          <p className="kern-body">{t(RESCHEDULE_OTHER_TYPE[current.slot.termintyp])}</p>
        </Alert>
      ) : (
        <Alert tone="info" title={t(RESCHEDULE_MESSAGES.releasedTitle)} live="off">
          <p className="kern-body">
            {current
              ? t(RESCHEDULE_MESSAGES.released, { when: bookedWhen(current, translator) })
              : t(RESCHEDULE_MESSAGES.releasedWithoutDate)}
          </p>
          <p className="kern-body">{t(RESCHEDULE_MESSAGES.contactKept)}</p>
        </Alert>
      )}
      <PracticeDetails selection={selection} />
    </Dialog>
  );
}
