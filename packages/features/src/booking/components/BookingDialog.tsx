// §2 "Booking modal": slot date and start time, the question to book 'verbindlich', the practice
// details, the contact form, 'Termin buchen' / 'TERMIN RESERVIEREN' and 'Abbrechen'. When the slot
// is gone (issue #17) the modal offers alternatives in place of the form; the data stays entered.
import { arztName } from '@terminservice/domain/supply';
import { Button } from '@terminservice/ui/button';
import { Dialog } from '@terminservice/ui/dialog';
import { useId, type RefObject } from 'react';
import { useBooking } from '../BookingStoreProvider.tsx';
import { useBookingForm } from '../hooks/useBookingForm.ts';
import type { SlotSelection } from '../selection.ts';
import { useT } from '../../i18n/index.ts';
import { slotDateTimeIn } from '../slot-date-time.ts';
import { BOOKING_MESSAGES } from '../texts.ts';
import { BookingErrorAlert } from './BookingErrorAlert.tsx';
import { ContactForm } from './ContactForm.tsx';
import { PracticeDetails } from './PracticeDetails.tsx';
import { SlotGoneRecovery } from './SlotGoneRecovery.tsx';

export interface BookingDialogProps {
  readonly open: boolean;
  readonly selection: SlotSelection;
  readonly onCancel: () => void;
  readonly onSubmit: () => void;
  /** Issue #17: book an offered alternative to a gone slot. */
  readonly onBookAlternative: (alternative: SlotSelection) => void;
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

export function BookingDialog({
  open,
  selection,
  onCancel,
  onSubmit,
  onBookAlternative,
  returnFocus,
}: BookingDialogProps) {
  const { t } = useT();
  const id = useId();
  const formId = `${id}-form`;
  const busy = useBooking((state) => state.busy);
  const error = useBooking((state) => state.error);
  const recovery = useBooking((state) => state.recovery);
  const { video, errors, invalid, submit } = useBookingForm(selection, id, onSubmit);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While the booking call runs the modal stays: its answer decides where the patient goes.
        if (!next && !busy) onCancel();
      }}
      size="large"
      closeLabel={t(BOOKING_MESSAGES.closeDialog)}
      title={t(video ? BOOKING_MESSAGES.titleVideo : BOOKING_MESSAGES.titleInPerson)}
      description={
        <SlotSummary
          selection={selection}
          video={video}
          taken={recovery?.taken}
          askToBook={!recovery}
        />
      }
      {...(returnFocus ? { returnFocus } : {})}
      footer={
        <>
          {recovery ? null : (
            <Button type="submit" form={formId} busy={busy} aria-disabled={invalid || undefined}>
              {t(video ? BOOKING_MESSAGES.submitVideo : BOOKING_MESSAGES.submitInPerson)}
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel} aria-disabled={busy || undefined}>
            {t(BOOKING_MESSAGES.cancel)}
          </Button>
        </>
      }
    >
      {recovery ? (
        <SlotGoneRecovery
          recovery={recovery}
          bookingSlotId={busy ? selection.slot.id : null}
          onBook={onBookAlternative}
          onBackToResults={onCancel}
        />
      ) : (
        <>
          {error ? <BookingErrorAlert error={error} onBackToResults={onCancel} /> : null}
          <PracticeDetails selection={selection} />
          {video ? (
            <p className="kern-body ts-booking__video-note">
              {t(BOOKING_MESSAGES.videoNotice)} {t(BOOKING_MESSAGES.videoTimeLimit)}
            </p>
          ) : null}
          <ContactForm
            formId={formId}
            idPrefix={id}
            errors={errors}
            video={video}
            onSubmit={submit}
          />
        </>
      )}
    </Dialog>
  );
}

interface SlotSummaryProps {
  readonly selection: SlotSelection;
  readonly video: boolean;
  /** The taken slot while alternatives are offered (issue #17). */
  readonly taken: Parameters<typeof slotDateTimeIn>[1] | undefined;
  readonly askToBook: boolean;
}

/** The slot's date and time, the doctor the profile names (issue #22) and the question (§2). */
function SlotSummary({ selection, video, taken, askToBook }: SlotSummaryProps) {
  const translator = useT();
  const { t } = translator;
  const arzt = selection.profile?.arzt;
  return (
    <>
      <span className="ts-booking__when">
        {t(video ? BOOKING_MESSAGES.videoLabel : BOOKING_MESSAGES.slotLabel)}:{' '}
        <strong>{slotDateTimeIn(translator, taken ?? selection)}</strong>
      </span>
      {arzt ? (
        <span className="ts-booking__doctor">
          {t(BOOKING_MESSAGES.doctor)} <strong>{arztName(arzt)}</strong>
        </span>
      ) : null}
      {askToBook ? (
        <span className="ts-booking__question">
          {t(video ? BOOKING_MESSAGES.questionVideo : BOOKING_MESSAGES.questionInPerson)}
        </span>
      ) : null}
    </>
  );
}
