// What the practice can do with a booked slot: cancel it before it begins, and once it has begun
// mark it 'nicht erschienen' or undo the mark within 7 days (issue #24 part 1). Which one the
// server says (nichtErschienenAktion, the domain's rule at the server's clock); a refusal (say,
// the 7 days ran out while the page was open) goes to the desk's live region.
import type { DeskSlotView } from '@terminservice/domain/supply';
import { Button } from '@terminservice/ui/button';
import { useDesk } from './DeskStoreProvider.tsx';
import { BOOKING_TEXTS } from './texts.ts';

export interface BookingActionsProps {
  readonly slot: DeskSlotView;
  /** The slot's start, 'HH:mm', for the buttons' names. */
  readonly time: string;
  readonly onCancel: (bookingId: string) => void;
}

export function BookingActions({ slot, time, onCancel }: BookingActionsProps) {
  const setNoShow = useDesk((s) => s.setNoShow);
  const announce = useDesk((s) => s.announce);
  const booking = slot.buchung;
  if (!booking || slot.zustand !== 'gebucht') return null;
  const action = booking.nichtErschienenAktion;
  const change = async (marked: boolean) => {
    const result = await setNoShow(booking.id, marked);
    if (!result.ok) announce(result.error.messages.join(' '));
  };
  if (action === 'markieren') {
    return (
      <Button
        variant="secondary"
        onClick={() => void change(true)}
        aria-label={BOOKING_TEXTS.noShowLabel(time)}
      >
        {BOOKING_TEXTS.noShow}
      </Button>
    );
  }
  if (action === 'aufheben') {
    return (
      <Button
        variant="link"
        onClick={() => void change(false)}
        aria-label={BOOKING_TEXTS.undoNoShowLabel(time)}
      >
        {BOOKING_TEXTS.undoNoShow}
      </Button>
    );
  }
  // Begun and marked more than 7 days ago: nothing left to do; not begun: it can be cancelled.
  if (booking.nichtErschienenAm) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => onCancel(booking.id)}
      aria-label={BOOKING_TEXTS.cancelLabel(time)}
    >
      {BOOKING_TEXTS.cancel}
    </Button>
  );
}
