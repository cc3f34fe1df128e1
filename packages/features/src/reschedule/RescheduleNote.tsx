// The search page's calm note in reschedule mode (issue #15): which booking a new slot is chosen
// for, and that it stays until the new one is confirmed.
import type { AppointmentEntry } from '@terminservice/domain/api';
import { Alert } from '@terminservice/ui/alert';
import { bookedWhen } from './path.ts';
import { RESCHEDULE_TEXTS } from './texts.ts';

export function RescheduleNote({ current }: { readonly current: AppointmentEntry | null }) {
  return (
    <Alert
      tone="info"
      title={RESCHEDULE_TEXTS.noteTitle}
      live="off"
      className="ts-reschedule__note"
    >
      <p className="kern-body">
        {current ? RESCHEDULE_TEXTS.note(bookedWhen(current)) : RESCHEDULE_TEXTS.noteWithoutDate}{' '}
        {RESCHEDULE_TEXTS.noteKeeps}
      </p>
    </Alert>
  );
}
