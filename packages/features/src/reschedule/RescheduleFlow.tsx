// The search page's flow in reschedule mode (issue #15), in place of the booking modals: a chosen
// slot opens the confirmation modal; 'Termin verschieben' moves the booking and opens the details
// page of the new appointment with a success message; 'Abbrechen' goes back to the results, with
// focus on the slot that was chosen.
import type { AppointmentEntry } from '@terminservice/domain/api';
import { detailsPath } from '@terminservice/domain/search';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { BookingFlowProps, SlotSelection } from '../booking/index.ts';
import { useToast } from '../shell/index.ts';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { useT } from '../i18n/index.ts';
import { RESCHEDULE_MESSAGES } from './texts.ts';
import { useRescheduleSubmit } from './useRescheduleSubmit.ts';
import './reschedule.css';

export interface RescheduleFlowProps extends BookingFlowProps {
  /** The code whose booking is moved (the search's code). */
  readonly code: string;
  /** The booking being moved, for what the modal says about it. */
  readonly current: AppointmentEntry | null;
}

/** The element that had focus when the slot was chosen, captured before the modal takes it. */
function useOpener(slotId: string | null): RefObject<HTMLElement | null> {
  const [opener, setOpener] = useState<{
    slotId: string | null;
    ref: RefObject<HTMLElement | null>;
  }>({ slotId: null, ref: { current: null } });
  if (slotId !== opener.slotId) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    setOpener({ slotId, ref: { current: active instanceof HTMLElement ? active : null } });
  }
  return opener.ref;
}

function Confirmation({
  selection,
  onClose,
  code,
  current,
  returnFocus,
}: Omit<RescheduleFlowProps, 'selection'> & {
  readonly selection: SlotSelection;
  readonly returnFocus: RefObject<HTMLElement | null>;
}) {
  const submit = useRescheduleSubmit();
  const navigate = useNavigate();
  const showToast = useToast();
  const { t } = useT();
  const confirm = async () => {
    if (!(await submit.submit(selection.slot.id))) return;
    showToast(
      { title: t(RESCHEDULE_MESSAGES.doneTitle), message: t(RESCHEDULE_MESSAGES.done) },
      'success',
    );
    void navigate(detailsPath(code));
  };
  return (
    <RescheduleDialog
      selection={selection}
      current={current}
      submit={submit}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      returnFocus={returnFocus}
    />
  );
}

/** Renders nothing while `selection` is null. */
export function RescheduleFlow({ selection, ...props }: RescheduleFlowProps) {
  const opener = useOpener(selection?.slot.id ?? null);
  if (selection === null) return null;
  // A new slot starts afresh: no refusal of the slot chosen before.
  return (
    <Confirmation key={selection.slot.id} selection={selection} returnFocus={opener} {...props} />
  );
}
