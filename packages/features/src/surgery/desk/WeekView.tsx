// The week view (docs/supply.md "The desk"): the practice's own slots Monday to Sunday, a column
// per day on wide screens and a list per day on narrow ones; previous/next week and 'Heute';
// select free slots and withdraw them after a confirmation, or act on one slot.
import type { DeskSlotView } from '@terminservice/domain/supply';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useId, useState } from 'react';
import { CancelDialog } from './CancelDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { addDays, dayHeading, germanDate, mondayOf, todayLocal, weekDates } from './dates.ts';
import { useDesk } from './DeskStoreProvider.tsx';
import { SlotItem } from './SlotItem.tsx';
import { DESK_TEXTS, WEEK_TEXTS } from './texts.ts';

export function WeekView() {
  const id = useId();
  const monday = useDesk((s) => s.monday);
  const slots = useDesk((s) => s.slots);
  const loading = useDesk((s) => s.slotsLoading);
  const failed = useDesk((s) => s.slotsError);
  const reloadWeek = useDesk((s) => s.reloadWeek);
  const [withdrawing, setWithdrawing] = useState<string[] | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const withdraw = useDesk((s) => s.withdraw);
  const days = weekDates(monday);
  const byDay = new Map<string, DeskSlotView[]>(days.map((d) => [d, []]));
  for (const slot of slots) byDay.get(slot.beginn.slice(0, 10))?.push(slot);

  return (
    <section aria-labelledby={`${id}-title`} className="ts-desk__week">
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {WEEK_TEXTS.heading}
      </h2>
      <WeekNavigation />
      <SelectionBar onWithdraw={setWithdrawing} />
      {failed ? (
        <Alert tone="error" title={DESK_TEXTS.loadFailed}>
          <Button variant="secondary" onClick={() => void reloadWeek()}>
            {DESK_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {loading ? <LoadingIndicator label={WEEK_TEXTS.loading} /> : null}
      <div className="ts-desk__days" aria-busy={loading}>
        {days.map((day) => (
          <section key={day} className="ts-desk__day" aria-labelledby={`${id}-${day}`}>
            <h3 id={`${id}-${day}`} className="kern-heading-small">
              {dayHeading(day)}
            </h3>
            {byDay.get(day)!.length === 0 ? (
              <p className="kern-body ts-desk__empty">{WEEK_TEXTS.noSlots}</p>
            ) : (
              <ul className="ts-desk__slots">
                {byDay.get(day)!.map((slot) => (
                  <li key={slot.id}>
                    <SlotItem slot={slot} onWithdraw={setWithdrawing} onCancel={setCancelling} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <ConfirmDialog
        open={withdrawing !== null}
        title={WEEK_TEXTS.withdrawTitle}
        text={WEEK_TEXTS.withdrawText(withdrawing?.length ?? 0)}
        confirmLabel={WEEK_TEXTS.withdraw}
        onConfirm={() => withdraw(withdrawing ?? [])}
        onClose={() => setWithdrawing(null)}
      />
      <CancelDialog bookingId={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

function WeekNavigation() {
  const monday = useDesk((s) => s.monday);
  const showWeek = useDesk((s) => s.showWeek);
  return (
    <div className="ts-desk__nav">
      <p className="kern-body ts-desk__range" aria-live="polite">
        {WEEK_TEXTS.range(germanDate(monday), germanDate(addDays(monday, 6)))}
      </p>
      <div className="ts-desk__actions">
        <Button variant="secondary" onClick={() => void showWeek(addDays(monday, -7))}>
          <span className="kern-icon kern-icon--arrow-back" aria-hidden="true" />
          {WEEK_TEXTS.previous}
        </Button>
        <Button variant="secondary" onClick={() => void showWeek(mondayOf(todayLocal()))}>
          {WEEK_TEXTS.today}
        </Button>
        <Button variant="secondary" onClick={() => void showWeek(addDays(monday, 7))}>
          {WEEK_TEXTS.next}
          <span className="kern-icon kern-icon--arrow-forward" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function SelectionBar({ onWithdraw }: { readonly onWithdraw: (ids: string[]) => void }) {
  const selected = useDesk((s) => s.selected);
  if (selected.size === 0) return null;
  return (
    <div className="ts-desk__selection">
      <p className="kern-body">{WEEK_TEXTS.selected(selected.size)}</p>
      <Button onClick={() => onWithdraw([...selected])}>{WEEK_TEXTS.withdrawSelected}</Button>
    </div>
  );
}
