// One slot of the week view: time, profile, state as text (not by colour alone), and what the
// practice can do with it — select and withdraw a free one, sperren/entsperren, or act on a booking
// (BookingActions: cancel it, or mark it 'nicht erschienen', issue #24 part 1).
import { DESK_SLOT_STATE_LABELS, type DeskSlotView } from '@terminservice/domain/supply';
import { Badge, type BadgeTone } from '@terminservice/ui/badge';
import { Button } from '@terminservice/ui/button';
import { Checkbox } from '@terminservice/ui/checkbox';
import { BookingActions } from './BookingActions.tsx';
import { BookingDetails } from './BookingDetails.tsx';
import { timeOf } from './dates.ts';
import { useDesk } from './DeskStoreProvider.tsx';
import { isWithdrawable } from './store/index.ts';
import { BOOKING_TEXTS, WEEK_TEXTS } from './texts.ts';

const TONES: Record<DeskSlotView['zustand'], BadgeTone> = {
  frei: 'success',
  freigegeben: 'info',
  reserviert: 'warning',
  gebucht: 'info',
  abgelaufen: 'warning',
  gesperrt: 'danger',
};

/** The patient pressed 'Ich komme' in the reminder (issue #15, docs/reminders.md). */
function ConfirmedBadge() {
  return (
    <Badge tone="success" small>
      <span className="kern-sr-only">{BOOKING_TEXTS.confirmedState}: </span>
      {BOOKING_TEXTS.confirmed}
    </Badge>
  );
}

/** The practice marked the booking 'nicht erschienen' (issue #24 part 1). */
function NoShowBadge() {
  return (
    <Badge tone="warning" small>
      <span className="kern-sr-only">{BOOKING_TEXTS.confirmedState}: </span>
      {BOOKING_TEXTS.noShowState}
    </Badge>
  );
}

export interface SlotItemProps {
  readonly slot: DeskSlotView;
  readonly onWithdraw: (ids: string[]) => void;
  readonly onCancel: (bookingId: string) => void;
}

export function SlotItem({ slot, onWithdraw, onCancel }: SlotItemProps) {
  const profileName = useDesk((s) => s.profiles.find((p) => p.id === slot.profilId)?.name ?? '');
  const selected = useDesk((s) => s.selected.has(slot.id));
  const toggleSelected = useDesk((s) => s.toggleSelected);
  const setBlocked = useDesk((s) => s.setBlocked);
  const announce = useDesk((s) => s.announce);
  const time = timeOf(slot.beginn);
  const withdrawable = isWithdrawable(slot.zustand);
  const block = async (blocked: boolean) => {
    const result = await setBlocked(slot.id, blocked);
    if (!result.ok) announce(result.error.messages.join(' '));
  };
  return (
    <article
      className={`ts-desk__slot ts-desk__slot--${slot.zustand}`}
      aria-label={WEEK_TEXTS.clock(time)}
    >
      <div className="ts-desk__slot-head">
        {withdrawable ? (
          <Checkbox
            label={<span className="kern-sr-only">{WEEK_TEXTS.select(time)}</span>}
            checked={selected}
            onChange={() => toggleSelected(slot.id)}
          />
        ) : null}
        <span className="ts-desk__time">{WEEK_TEXTS.clock(`${time}–${timeOf(slot.ende)}`)}</span>
        <Badge tone={TONES[slot.zustand]} small>
          <span className="kern-sr-only">{WEEK_TEXTS.state}: </span>
          {DESK_SLOT_STATE_LABELS[slot.zustand]}
        </Badge>
        {slot.buchung?.bestaetigtAm ? <ConfirmedBadge /> : null}
        {slot.buchung?.nichtErschienenAm ? <NoShowBadge /> : null}
      </div>
      {profileName ? <p className="kern-body ts-desk__profile">{profileName}</p> : null}
      {slot.buchung ? <BookingDetails booking={slot.buchung} /> : null}
      <div className="ts-desk__actions">
        <BookingActions slot={slot} time={time} onCancel={onCancel} />
        {slot.zustand === 'frei' || slot.zustand === 'freigegeben' ? (
          <Button
            variant="link"
            onClick={() => void block(true)}
            aria-label={WEEK_TEXTS.blockLabel(time)}
          >
            {WEEK_TEXTS.block}
          </Button>
        ) : null}
        {slot.zustand === 'gesperrt' ? (
          <Button
            variant="link"
            onClick={() => void block(false)}
            aria-label={WEEK_TEXTS.unblockLabel(time)}
          >
            {WEEK_TEXTS.unblock}
          </Button>
        ) : null}
        {withdrawable ? (
          <Button
            variant="link"
            onClick={() => onWithdraw([slot.id])}
            aria-label={WEEK_TEXTS.withdrawLabel(time)}
          >
            {WEEK_TEXTS.withdraw}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
