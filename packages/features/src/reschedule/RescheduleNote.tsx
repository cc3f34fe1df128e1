// The search page's calm note in reschedule mode (issue #15): which booking a new slot is chosen
// for, and that it stays until the new one is confirmed.
import type { AppointmentEntry } from '@terminservice/domain/api';
import { Alert } from '@terminservice/ui/alert';
import { bookedWhen } from './path.ts';
import { useT } from '../i18n/index.ts';
import { RESCHEDULE_MESSAGES } from './texts.ts';

export function RescheduleNote({ current }: { readonly current: AppointmentEntry | null }) {
  const translator = useT();
  const { t } = translator;
  return (
    <Alert
      tone="info"
      title={t(RESCHEDULE_MESSAGES.noteTitle)}
      live="off"
      className="ts-reschedule__note"
    >
      <p className="kern-body">
        {current
          ? t(RESCHEDULE_MESSAGES.note, { when: bookedWhen(current, translator) })
          : t(RESCHEDULE_MESSAGES.noteWithoutDate)}{' '}
        {t(RESCHEDULE_MESSAGES.noteKeeps)}
      </p>
    </Alert>
  );
}
