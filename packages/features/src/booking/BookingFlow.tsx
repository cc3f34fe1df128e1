// The booking modals of §2 (practice hint, booking) for the slot the search page passes in, with
// §4 "Slot selection" (session, hint first) and "Booking" (call, notice, next route), and the
// alternatives to a slot gone meanwhile (issue #17).
import { BOOKED_IN_PERSON } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApplicationType, writeSession } from '../app-context/index.ts';
import { BookingStoreProvider, useBooking } from './BookingStoreProvider.tsx';
import { BookingDialog } from './components/BookingDialog.tsx';
import { PracticeHintDialog } from './components/PracticeHintDialog.tsx';
import { useNoticeToast } from './hooks/useNoticeToast.ts';
import { useOpener } from './hooks/useOpener.ts';
import type { BookingFlowProps, SlotSelection } from './selection.ts';
import { practiceNoteOf, type BookingOutcome, type BookingStore } from './store.ts';
import './booking.css';

/** §3 "Selected slot (cached): data, date, office, qualifications, referer, profile". */
export function storeSelection(selection: SlotSelection): void {
  writeSession('selectedSlot', {
    data: selection.slot,
    date: selection.date,
    office: selection.office,
    qualifications: selection.qualifications,
    referer: selection.referer,
    profile: selection.profile,
  });
  writeSession('resultsReferer', selection.referer);
}

function Flow({ selection, onClose }: BookingFlowProps) {
  const applicationType = useApplicationType();
  const step = useBooking((state) => state.step);
  const current = useBooking((state) => state.selection);
  const open = useBooking((state) => state.open);
  const setApplicationType = useBooking((state) => state.setApplicationType);
  const confirmHint = useBooking((state) => state.confirmHint);
  const close = useBooking((state) => state.close);
  const submit = useBooking((state) => state.submit);
  const bookAlternative = useBooking((state) => state.bookAlternative);
  const navigate = useNavigate();
  const showToast = useNoticeToast();

  const slotId = selection?.slot.id ?? null;
  const opener = useOpener(slotId);

  // A new selection (by slot id) opens the flow; the application type is followed below.
  const openSelection = useEffectEvent(() => {
    if (selection) storeSelection(selection);
    open(selection, applicationType);
  });
  useEffect(() => {
    openSelection();
  }, [slotId]);

  useEffect(() => {
    setApplicationType(applicationType);
  }, [applicationType, setApplicationType]);

  if (current === null || step === 'closed') return null;

  const cancel = () => {
    close();
    onClose();
  };

  const finish = (outcome: BookingOutcome) => {
    if (outcome.kind === 'booked') {
      // §4/§8: 'Termininformation: Der Termin wurde verbindlich gebucht.'; the details page
      // without code parameter shows its confirmation modal (§2).
      showToast(BOOKED_IN_PERSON, 'success');
      void navigate(ROUTES.details);
    } else if (outcome.kind === 'reserved') {
      void navigate(ROUTES[outcome.to]);
    }
  };
  const book = async () => finish(await submit());
  // Issue #17: an alternative to a gone slot becomes the selected slot (§3 "Selected slot").
  const bookOther = async (alternative: SlotSelection) => {
    storeSelection(alternative);
    finish(await bookAlternative(alternative));
  };

  const note = practiceNoteOf(current);
  return (
    <>
      {step === 'hint' && note !== null ? (
        <PracticeHintDialog
          open
          note={note}
          onConfirm={confirmHint}
          onCancel={cancel}
          returnFocus={opener.ref}
        />
      ) : null}
      {step === 'booking' ? (
        <BookingDialog
          open
          selection={current}
          onCancel={cancel}
          onSubmit={() => void book()}
          onBookAlternative={(alternative) => void bookOther(alternative)}
          returnFocus={opener.ref}
        />
      ) : null}
    </>
  );
}

export interface BookingFlowTestProps {
  /** For tests: a store made beforehand. */
  readonly store?: BookingStore;
}

/** Renders nothing while `selection` is null; opens the hint or booking modal for a slot. */
export function BookingFlow({ store, ...props }: BookingFlowProps & BookingFlowTestProps) {
  return (
    <BookingStoreProvider {...(store ? { store } : {})}>
      <Flow {...props} />
    </BookingStoreProvider>
  );
}
